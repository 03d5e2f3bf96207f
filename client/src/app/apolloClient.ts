import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionRefusal } from '../auth/refusal';
import { clearSession, getSession } from '../auth/session';

/** The operation whose UNAUTHENTICATED answer means wrong credentials, not an ended session. */
const LOGIN_OPERATION = 'Login';

// Any answer refusing the session (401, UNAUTHENTICATED) ends it here before the screen hears of the
// failure: the guard (auth/RequireAuth.tsx) then goes to the login at once, which returns to the same
// address, and drops the cached data of the ended session.
const sessionEndedLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === LOGIN_OPERATION) return;
  if (isSessionRefusal(error) && getSession()) clearSession();
});

/** The cache of the browser and of server-side rendering (entry-server.tsx): the same policies on both
 * sides, so the state the server renders from is the one the browser hydrates with. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One operator per site: a singleton, so queries asking for different fields share it.
      SiteInfo: { keyFields: [] },
    },
  });
}

/** The browser's client; `state` is the cache the server rendered the page from (main.tsx). API
 * clients (the tests) authenticate by `http` headers instead of the browser's cookie. */
export function createApolloClient(state?: NormalizedCacheObject, http: HttpLink.Options = {}) {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    // Same origin: the production server serves the client, Vite proxies /graphql in development.
    // The staff session is the HttpOnly cookie the browser sends by itself (same origin); the JSON
    // body is what lets the server take it (a cross-site page cannot send one without asking).
    link: ApolloLink.from([sessionEndedLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin', ...http })]),
    cache,
  });
}
