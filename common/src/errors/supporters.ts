import type { ErrorTable } from './kinds';

export enum SupporterErrorCode {
  NotFound = 'SUPPORTER_NOT_FOUND',
}

export const SUPPORTER_ERRORS = {
  [SupporterErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Podporovatel nebyl nalezen.' },
} satisfies ErrorTable<SupporterErrorCode>;
