import { createContext, useContext } from 'react';

/** How a rendered page tells its renderer the HTTP status it stands for: the not-found screen reports
 * 404, and server-side rendering (entry-server.tsx) answers with it. The browser taking over a page the
 * server answered 404 (main.tsx) knows that path, so a detail page shows the not-found screen again
 * while its own query is still on its way, as the server rendered it, instead of a spinner. */
export interface PageStatus {
  /** Called while rendering (the server runs no effects). */
  report(code: number): void;
  /** In the browser: the path the server answered 404 for, if it did. */
  notFoundPath?: string;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

export function usePageStatus(): PageStatus | null {
  return useContext(PageStatusContext);
}
