// What one request hands to the services, the same at both doors: GraphQL resolvers and REST
// handlers receive this context, and the services see only its actor.
import type { Request } from 'express';
import type { Actor } from './actor';
import { createLoaders, type LoaderFactory, type Loaders } from './loaders';
import { requestIdOf } from './request-scope';
import type { Services } from './services';
import { sessionCookie, sessionCookieToken, type SessionCookie } from './session-cookie';

/** The services built once by the composition root, who is asking, from where (for the login
 * throttle and rate limits), the request's id (for its log lines), the web client's session cookie of
 * this answer, and this request's batching loaders. */
export interface RequestContext {
  services: Services;
  actor: Actor;
  clientAddress: string;
  /** The client's User-Agent header (an audit trail's signature keeps it), at most 500 characters. */
  userAgent: string;
  requestId: string | undefined;
  sessionCookie: SessionCookie;
  loaders: Loaders;
}

/** Who a session token or a username and password belong to (the auth module's service). */
export interface Authenticator {
  actorForToken(token: string | null): Promise<Actor>;
  actorForCredentials(username: string, password: string, address: string): Promise<NonNullable<Actor>>;
  /** The site is reached over https: the session cookie is `Secure`. */
  readonly secureCookie: boolean;
}

/** What the composition root gives to build contexts: its services, the authenticator among them,
 * and the loaders the modules declare. */
export interface ContextSource {
  services: Services;
  authenticator: Authenticator;
  loaders: readonly LoaderFactory[];
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

/** Where a request comes from (behind the trusted proxy), for the login throttle. Without an
 * `X-Forwarded-For` it is the connection's address whatever proxies are trusted, so express's walk of
 * the hops (a percent of a staff search's CPU, issue 28) is left out. */
export function clientAddress(request: Request): string {
  if (request.headers['x-forwarded-for'] === undefined) return request.socket.remoteAddress ?? 'unknown';
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** The context of one request once its actor is known (each door finds the actor its own way). */
export function requestContext(source: ContextSource, request: Request, actor: Actor): RequestContext {
  return new LazyRequestContext(source, request, actor);
}

/** The address (proxy-addr's walk of the trusted hops) and the loaders (one DataLoader per module's
 * loader) on first use: most requests need neither, and each was a few percent of a search's CPU.
 * Getters on the prototype and state in plain fields, because Apollo copies the context with
 * Object.assign onto an object of the same prototype (which would read own getters at once). */
class LazyRequestContext implements RequestContext {
  readonly services: Services;
  readonly sessionCookie: SessionCookie;
  private address: string | undefined = undefined;
  private createdLoaders: Loaders | undefined = undefined;

  constructor(
    private readonly source: ContextSource,
    private readonly request: Request,
    readonly actor: Actor,
  ) {
    this.services = source.services;
    // Express links each request to its response; the login and logout set the cookie on it.
    this.sessionCookie = sessionCookie(request.res, source.authenticator.secureCookie);
  }

  get clientAddress(): string {
    return (this.address ??= clientAddress(this.request));
  }

  get requestId(): string | undefined {
    return requestIdOf(this.request);
  }

  get userAgent(): string {
    return (this.request.get('user-agent') ?? '').slice(0, 500);
  }

  get loaders(): Loaders {
    return (this.createdLoaders ??= createLoaders(this.source.loaders, this.source.services, this.actor));
  }
}

/** The context of a GraphQL request: the actor of its session token. */
export async function graphqlContext(source: ContextSource, request: Request): Promise<RequestContext> {
  return requestContext(source, request, await source.authenticator.actorForToken(tokenFromRequest(request)));
}
