import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage, isErrorCode, type ErrorCode, type FieldErrors } from '@kurzy/common';

// What every page asks of a failed load is apart (apiReach.ts): this module brings the catalogue of
// every refusal's text, which only the pages that show refusals load.
export { errorCode, isUnreachable } from './apiReach';

/** A refusal as the server names it: the domain code of the catalogue in common/ and the parameters
 * its text is written from. */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, unknown>;
}

/** The first error's refusal (REGISTRATION_FULL, RECORD_CHANGED_MEANWHILE, ...), if the server named one. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return refusalFrom(error.errors[0]?.extensions);
}

/** A refusal from GraphQL extensions or a REST body: `{ domainCode | code, params? }`. */
export function refusalFrom(answer: unknown): Refusal | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { domainCode, code, params } = answer as { domainCode?: unknown; code?: unknown; params?: unknown };
  const named = domainCode ?? code;
  if (!isErrorCode(named)) return undefined;
  return {
    code: named,
    ...(params && typeof params === 'object' ? { params: params as Record<string, unknown> } : {}),
  };
}

/** The domain code of the first error, for choosing what to offer (reload, retry, ...). */
export function domainCodeOf(error: unknown): ErrorCode | undefined {
  return refusalOf(error)?.code;
}

/** A refusal's Czech text, written from its code and parameters by the catalogue in common/ (the
 * one the server writes its messages with), never taken from or matched against the answer's text. */
export function refusalText({ code, params }: Refusal): string {
  return writeMessage(code, params);
}

// The parameters come from the server's answer, so they are not typed per code here.
const writeMessage: (code: ErrorCode, params?: unknown) => string = errorMessage;

/** Czech messages per form field that the server sent with a validation error. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: FieldErrors = {};
  for (const item of error.errors) {
    const fields = item.extensions?.fieldErrors;
    if (fields && typeof fields === 'object') Object.assign(errors, fields);
  }
  return errors;
}

/** One line for a failed action: the server's field messages (each once), else its refusal's text,
 * else `fallback`. */
export function problemText(error: unknown, fallback: string): string {
  const fields = Object.values(fieldErrorsOf(error));
  if (fields.length > 0) return [...new Set(fields)].join(' ');
  const refusal = refusalOf(error);
  return refusal ? refusalText(refusal) : fallback;
}
