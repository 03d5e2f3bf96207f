import type { ErrorTable } from './kinds';

export enum NewsErrorCode {
  NotFound = 'NEWS_NOT_FOUND',
}

export const NEWS_ERRORS = {
  [NewsErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Aktualita nebyla nalezena.' },
} satisfies ErrorTable<NewsErrorCode>;
