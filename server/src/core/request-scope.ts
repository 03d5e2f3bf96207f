// What one HTTP request carries through everything it calls (AsyncLocalStorage): its id, so every log
// line it causes names it, and the GraphQL operation it ran, for the access log and the metrics.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export interface RequestScope {
  /** From a sane `X-Request-Id` (a proxy's or a client's), else a fresh UUID; sent back in the answer. */
  readonly id: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Letters, digits and `._:-`, at most 100: anything else could forge or flood a log line. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request being answered, if the code runs on behalf of one. */
export function currentRequest(): RequestScope | undefined {
  return scopes.getStore();
}

/** Gives the request its id, answers it in `X-Request-Id`, and runs the rest of the chain in its scope. */
export const requestScope: RequestHandler = (request, response, next) => {
  const incoming = request.get(REQUEST_ID_HEADER);
  const scope: RequestScope = { id: incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID() };
  response.setHeader(REQUEST_ID_HEADER, scope.id);
  response.locals.requestScope = scope;
  scopes.run(scope, next);
};

/** The scope requestScope gave this request (also where async context was lost, e.g. on 'finish'). */
export function scopeOf(locals: Record<string, unknown>): RequestScope | undefined {
  return locals.requestScope as RequestScope | undefined;
}
