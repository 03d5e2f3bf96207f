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
    loaders: createLoaders(services, actor),
  };
}

export async function createGraphqlContext(services: Services, request: Request): Promise<GraphqlContext> {
  return requestContext(services, request, await services.auth.actorForToken(tokenFromRequest(request)));
}
