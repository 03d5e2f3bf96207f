import type { Request } from 'express';
import type { Services } from '../app';
import type { Actor } from './actor';

/** What every resolver receives: the services built once by the composition root, who is asking,
 * and from where (for the login throttle). */
export interface GraphqlContext {
  services: Services;
  actor: Actor;
  clientAddress: string;
}

/** The session token from the `access-token` header or `Authorization: Bearer`. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.get('access-token');
  if (header) return header.trim();
  const authorization = request.get('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return bearer?.[1] ?? null;
}

export async function createGraphqlContext(services: Services, request: Request): Promise<GraphqlContext> {
  return {
    services,
    actor: await services.auth.actorForToken(tokenFromRequest(request)),
    clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
  };
}
