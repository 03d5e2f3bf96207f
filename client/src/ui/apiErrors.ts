import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldErrors } from '@kurzy/common';

/** No GraphQL answer came back at all: the server is down or the network is gone. */
export function isUnreachable(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error);
}

/** The GraphQL error code of the first error (NOT_FOUND, BAD_USER_INPUT, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

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
