import type { Request } from 'express';
import type { Services } from '../app';
import type { Actor } from './actor';
import { createLoaders, type Loaders } from './loaders';
import { sessionCookie, sessionCookieToken, type SessionCookie } from './session-cookie';

/** What every resolver receives: the services built once by the composition root, who is asking,
 * from where (for the login throttle), the web client's session cookie of this answer, and this
 * request's batching loaders. */
export interface GraphqlContext {
  services: Services;
  actor: Actor;
  clientAddress: string;
  sessionCookie: SessionCookie;
  loaders: Loaders;
}

/** The session token: the `access-token` header, `Authorization: Bearer`, or else the web client's
 * HttpOnly cookie (only on a request no cross-site page could have sent, see session-cookie.ts). A
 * token in a header decides alone, so an API client's token is never mixed with a browser's cookie. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.get('access-token');
  if (header) return header.trim();
  const authorization = request.get('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  if (bearer?.[1]) return bearer[1];
  return sessionCookieToken(request);
}

/** Where a request comes from (behind the trusted proxy), for the login throttle. */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** The context of one request once its actor is known; the REST shim builds the same one after
 * its own header checks (it also accepts `Authorization: Basic`). */
export function requestContext(services: Services, request: Request, actor: Actor): GraphqlContext {
  return {
    services,
    actor,
    clientAddress: clientAddress(request),
    // Express links each request to its response; the login and logout set the cookie on it.
    sessionCookie: sessionCookie(request.res, services.auth.secureCookie),
    loaders: createLoaders(services, actor),
  };
}

export async function createGraphqlContext(services: Services, request: Request): Promise<GraphqlContext> {
  return requestContext(services, request, await services.auth.actorForToken(tokenFromRequest(request)));
}
