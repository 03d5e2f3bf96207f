import type { MessageId } from './messages';

// Makes react-intl check every message id against cs.json and admin.cs.json at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
