import type { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionRefusal } from './refusal';
import { clearSession, getSession } from './session';

/** The operation whose UNAUTHENTICATED answer means wrong credentials, not an ended session. */
const LOGIN_OPERATION = 'Login';

// Any answer refusing the session (401, UNAUTHENTICATED) ends it here before the screen hears of the
// failure: the guard (auth/RequireAuth.tsx) then goes to the login at once, which returns to the same
// address, and drops the cached data of the ended session.
const sessionEndedLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === LOGIN_OPERATION) return;
  if (isSessionRefusal(error) && getSession()) clearSession();
});

const watched = new WeakSet<ApolloClient>();

/** Puts the link in front of the client's own, once: the back-office (AdminProviders) does it when it
 * loads, so the public pages' JavaScript carries none of the staff session's code. */
export function endRefusedSessions(client: ApolloClient): ApolloClient {
  if (!watched.has(client)) {
    watched.add(client);
    client.setLink(ApolloLink.from([sessionEndedLink, client.link]));
  }
  return client;
}
