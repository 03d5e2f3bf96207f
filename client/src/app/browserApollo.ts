// The browser's Apollo client, loaded (app/pageQuery.ts, loadBrowserApollo) with the first page that
// needs it: the home route's pages go without (issue 49 item 6).
import type { NormalizedCacheObject } from '@apollo/client';
import { createApolloClient } from './apolloClient';
import { APOLLO_STATE_ID } from './serverState';

// The cache starts from the data the server rendered the page with (entry-server.tsx).
const stateScript = document.getElementById(APOLLO_STATE_ID);
const state = stateScript?.textContent ? (JSON.parse(stateScript.textContent) as NormalizedCacheObject) : undefined;

export const client = createApolloClient(state);

export { WithApollo } from './WithApollo';
