import type { Request } from 'express';
import type { Services } from '../app';
import type { Actor } from './actor';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives: the services built once by the composition root, who is asking,
 * from where (for the login throttle), and this request's batching loaders. */
export interface GraphqlContext {
  services: Services;
  actor: Actor;
  clientAddress: string;
  loaders: Loaders;
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
  const actor = await services.auth.actorForToken(tokenFromRequest(request));
  return {
    services,
    actor,
    clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    loaders: createLoaders(services, actor),
  };
}
