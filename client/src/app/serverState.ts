/** The id of the JSON script in which the server hands its Apollo cache to the browser. */
export const APOLLO_STATE_ID = 'apollo-state';
