// Compiled message tables made by vite.config.ts (compiledMessages).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
