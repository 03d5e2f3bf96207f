import { CombinedGraphQLErrors } from '@apollo/client/errors';

// What a page that failed to load needs to know of the failure, without the catalogue of refusals'
// texts (apiErrors.ts) that would come with it into every page's JavaScript.

/** No GraphQL answer came back at all: the server is down or the network is gone. */
export function isUnreachable(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error);
}

/** The GraphQL error code of the first error: the kind of refusal (NOT_FOUND, BAD_USER_INPUT, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
