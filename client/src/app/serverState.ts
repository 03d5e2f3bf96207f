/** The id of the JSON script in which the server hands its Apollo cache to the browser. */
export const APOLLO_STATE_ID = 'apollo-state';

/** The id of the JSON script with the status the server answered a rendered page with, when not 200. */
export const PAGE_STATUS_ID = 'page-status';

/** The id of the JSON script with the answers of the page's usePageQuery queries (app/pageQuery.ts),
 * which the browser reads without Apollo Client. */
export const PAGE_DATA_ID = 'page-data';
