import { type ComponentType, lazy, type ReactElement } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { type MessageTable, PageMessages } from '../i18n/PageMessages';
import { type PageRoute, type PageTexts } from '../routes/route';
import { ADMIN_ROOT, PUBLIC_ROUTES } from '../routes/site';
import { type PageModule, pageLoader, type PageModules } from './pageModules';
import { PublicLayout } from './PublicLayout';

/** What server-side rendering (entry-server.tsx) needs to know of a route. */
export interface RouteHandle {
  /** The page's module and its message set as the build names them (vite.config.ts, pageAssets): the
   * server links their scripts and styles from the rendered page. */
  modules: string[];
  /** Rendered in the browser only (the back-office and its login). */
  clientOnly?: boolean;
}

// The imports have to be literal for the bundler: every page module the route table can name (a
// `*Page.tsx` directly in a feature folder), each in its own chunk.
const PAGE_MODULES: PageModules = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '../ui/NotFoundPage.tsx']);

const PAGE_TEXTS: Record<PageTexts, () => Promise<{ default: MessageTable }>> = {
  registration: () => import('virtual:messages/registration'),
  gallery: () => import('virtual:messages/gallery'),
  contacts: () => import('virtual:messages/contacts'),
  videos: () => import('virtual:messages/videos'),
  login: () => import('virtual:messages/login'),
  parents: () => import('virtual:messages/parents'),
  info: () => import('virtual:messages/info'),
  news: () => import('virtual:messages/news'),
  lectors: () => import('virtual:messages/lectors'),
  branches: () => import('virtual:messages/branches'),
  camps: () => import('virtual:messages/camps'),
};

/** A page in its own chunk: a parent on a phone downloads only the screens they open; with `texts`,
 * the page's own messages load beside it. `file` is the module as the build names it. */
function lazyPage(
  file: string,
  load: () => Promise<ComponentType>,
  texts?: PageTexts,
): { element: ReactElement; handle: RouteHandle } {
  const Page = lazy(async () => {
    const [Picked, extra] = await Promise.all([load(), texts && PAGE_TEXTS[texts]()]);
    if (!extra) return { default: Picked };
    return {
      default: () => (
        <PageMessages extra={extra.default}>
          <Picked />
        </PageMessages>
      ),
    };
  });
  const modules = texts ? [file, `virtual:messages/${texts}`] : [file];
  return { element: <Page />, handle: { modules } };
}

function routeTo({ path, page, texts, clientOnly }: PageRoute): RouteObject {
  const route = lazyPage(`src/${page}.tsx`, pageLoader(PAGE_MODULES, page), texts);
  return { path, ...route, handle: { ...route.handle, clientOnly } };
}

const admin = lazyPage('src/app/adminRoutes.tsx', () => import('./adminRoutes').then((module) => module.AdminRoutes));

// A declarative router (useRoutes), not a data router: none of the loaders and actions a data router
// brings are used, and it is half the code. Pages' errors are caught by RouteErrorBoundary inside the
// layouts; ScrollToTop stands for ScrollRestoration.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: Object.values<PageRoute>(PUBLIC_ROUTES).map(routeTo),
  },
  { path: `${ADMIN_ROOT}/*`, element: admin.element, handle: { ...admin.handle, clientOnly: true } },
];

export function AppRoutes() {
  return useRoutes(routes);
}
