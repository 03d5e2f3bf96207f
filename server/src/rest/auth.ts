// Who calls the REST shim. The same session token as GraphQL (`access-token` or `Authorization:
// Bearer`), and, for older clients, `Authorization: Basic` checked like a login.
import type { Request } from 'express';
import type { Services } from '../app';
import type { Actor } from '../core/actor';
import { clientAddress, requestContext, tokenFromRequest, type GraphqlContext } from '../core/graphql-context';

/** username and password of an `Authorization: Basic` header, or null when there is none. */
export function basicCredentials(request: Request): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.get('authorization') ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A token, when sent, decides alone: old clients send Basic beside it, and falling back to the
 * password would keep an expired session alive forever. Without a token, Basic credentials are
 * checked with the login's password check and throttle; wrong ones are a 401 (not an anonymous
 * call), so a client learns its stored credential is stale. */
async function restActor(services: Services, request: Request): Promise<Actor> {
  const token = tokenFromRequest(request);
  if (token) return services.auth.actorForToken(token);
  const basic = basicCredentials(request);
  if (!basic) return null;
  return services.auth.actorForCredentials(basic.username, basic.password, clientAddress(request));
}

/** The context of one REST call: the same one GraphQL resolvers get (services, actor, loaders). */
export async function restContext(services: Services, request: Request): Promise<GraphqlContext> {
  return requestContext(services, request, await restActor(services, request));
}
