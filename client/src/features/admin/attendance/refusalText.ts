import { errorMessage, type ErrorCode, isErrorCode } from '@kurzy/common';
import { refusalOf } from '../../../ui/apiErrors';

const write: (code: ErrorCode, params?: unknown) => string = errorMessage;

/** The catalogue's Czech text of a refusal's code (a mark's `refusal`, or a GraphQL error). */
export function refusalText(refusal: unknown): string | undefined {
  if (typeof refusal === 'string') return isErrorCode(refusal) ? write(refusal) : refusal;
  const found = refusalOf(refusal);
  return found ? write(found.code, found.params) : undefined;
}
