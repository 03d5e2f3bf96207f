import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES } from '@kurzy/common';

/** What the server said went wrong, in Czech: its own message for a refused request, the spec's
 * "server unavailable" text when it could not be reached or failed inside. */
export function errorReason(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
  }
  return MESSAGES.serverUnavailable;
}
