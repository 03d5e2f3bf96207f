import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { refusesSession } from './session';

/** An Apollo failure that is the server refusing the session: the login screen follows at once
 * (RequireAuth), so the screen says nothing of it (no failure toast, no empty list). */
export function isSessionRefusal(error: unknown): boolean {
  return refusesSession(
    ServerError.is(error) ? error.statusCode : undefined,
    CombinedGraphQLErrors.is(error) ? error.errors : undefined,
  );
}
