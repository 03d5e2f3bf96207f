// Who calls the REST API. The same session token as GraphQL (`access-token`, `Authorization:
// Bearer`, the web client's cookie), and, for older clients, `Authorization: Basic` checked like a
// login. Every route of the table, the invoice PDF included, reads its caller here.
import type { Request } from 'express';
import type { Actor } from '../actor';
import { clientAddress, tokenFromRequest, type Authenticator } from '../request-context';

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
export async function restActor(authenticator: Authenticator, request: Request): Promise<Actor> {
  const token = tokenFromRequest(request);
  if (token) return authenticator.actorForToken(token);
  const basic = basicCredentials(request);
  if (!basic) return null;
  return authenticator.actorForCredentials(basic.username, basic.password, clientAddress(request));
}
