// Every HTTP request's id: answered in `X-Request-Id` and written on the log lines it causes (the
// access line, and the errors its handlers, resolvers and page renders log), so one search finds them.
// The id travels with the request's objects, not in an AsyncLocalStorage: on Node 20 one of those
// makes every promise of the process pay an extra hook, 7% of the server's CPU for a staff search
// (issue 28). Code that logs without a request at hand (a background job, a service) has no id.
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';

export interface RequestScope {
  /** From a sane `X-Request-Id` (a proxy's or a client's), else a fresh UUID; sent back in the answer. */
  readonly id: string;
}

/** Letters, digits and `._:-`, at most 100: anything else could forge or flood a log line. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Gives the request its id and answers it in `X-Request-Id` (the operations layer, for every request). */
export function giveRequestId(request: Request, response: Response): void {
  const incoming = request.get(REQUEST_ID_HEADER);
  const scope: RequestScope = { id: incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID() };
  response.setHeader(REQUEST_ID_HEADER, scope.id);
  response.locals.requestScope = scope;
}

/** The scope giveRequestId gave this request. */
function scopeOf(locals: Record<string, unknown>): RequestScope | undefined {
  return locals.requestScope as RequestScope | undefined;
}

/** The id of the request (or of the response answering it), for a log line's `reqId`; none where the
 * app runs without its operations layer (tests of the bare HTTP app). */
export function requestIdOf(message: Request | Response): string | undefined {
  const response = 'locals' in message ? message : message.res;
  return response ? scopeOf(response.locals)?.id : undefined;
}
