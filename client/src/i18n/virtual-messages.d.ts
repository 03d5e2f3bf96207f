// Compiled message tables made by vite.config.ts (compiledMessages).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
  /** Another language's public set names its page sets' loaders (vite.config.ts, pagesIn); empty in
   * the others. */
  export const pages: Partial<Record<string, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>;
}
