import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient() {
  return new ApolloClient({
    // Same origin: the production server serves the client, Vite proxies /graphql in development.
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      typePolicies: {
        // One operator per site: a singleton, so queries asking for different fields share it.
        SiteInfo: { keyFields: [] },
      },
    }),
  });
}
