import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

/** The cache of the browser and of server-side rendering (entry-server.tsx): the same policies on both
 * sides, so the state the server renders from is the one the browser hydrates with. */
export function createCache({ resultCaching = true }: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    // Off for server-side rendering: a page's cache lives for one render, where remembering every
    // result read for the next read costs more than it saves.
    resultCaching,
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
    // The back-office adds the end of a refused staff session when it loads (auth/sessionEndedLink.ts):
    // a parent's pages carry no session, and no code for one.
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin', ...http }),
    cache,
  });
}
