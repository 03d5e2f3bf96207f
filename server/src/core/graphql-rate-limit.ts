// Anonymous GraphQL per client address (issue 21): the public reads are cheap one by one, but nothing
// stopped one address from sending them as fast as the server answers. Counted in this process, in
// one-minute windows: a flood guard that costs no database round trip per request (each instance
// counts its own; the registration and login limits, which guard places and passwords, are shared in
// PostgreSQL). Only queries count: staff sessions, the server's own page rendering and the mutations
// with limits of their own do not.
import type { ApolloServerPlugin } from '@apollo/server';
import { RequestErrorCode } from '@kurzy/common';
import { OperationTypeNode } from 'graphql';
import { AppError, graphqlRefusal } from './errors';
import { addressBucket } from './rate-limit';
import type { RequestContext } from './request-context';

const WINDOW_MS = 60_000;
/** Addresses remembered at once; past it the window starts afresh for everybody, so a spray of
 * addresses costs memory no more than this. */
const MAX_ADDRESSES = 50_000;

export function anonymousGraphqlLimit(perMinute: number, now = () => Date.now()): ApolloServerPlugin<RequestContext> {
  let windowStart = now();
  const counts = new Map<string, number>();
  return {
    async requestDidStart({ request, contextValue }) {
      // In-process requests (the server-side rendering of a page) have no HTTP part.
      if (perMinute <= 0 || !request.http || contextValue.actor) return;
      return {
        // Where Apollo answers a thrown error with its own status.
        async didResolveOperation({ operation }) {
          // Mutations open to strangers have limits of their own (the login throttle, the registration
          // limits), and a staff member must still be able to log in from a busy address.
          if (operation?.operation !== OperationTypeNode.QUERY) return;
          const time = now();
          if (time - windowStart >= WINDOW_MS || counts.size >= MAX_ADDRESSES) {
            windowStart = time;
            counts.clear();
          }
          const bucket = addressBucket(contextValue.clientAddress);
          const count = (counts.get(bucket) ?? 0) + 1;
          counts.set(bucket, count);
          if (count > perMinute)
            throw graphqlRefusal(
              new AppError(RequestErrorCode.TooManyRequests, {
                params: { retryAfterMs: windowStart + WINDOW_MS - time },
              }),
            );
        },
      };
    },
  };
}
