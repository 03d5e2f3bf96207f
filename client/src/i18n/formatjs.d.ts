import type cs from './cs.json';

// Makes react-intl check every message id against cs.json at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof cs;
    }
  }
}
