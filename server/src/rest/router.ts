// Mounts the route table on an express Router: every call gets the same context GraphQL builds
// (services, actor, loaders), and refusals go on to the API's JSON error handler (core/http.ts).
import { Router, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Services } from '../app';
import { refuseControlCharacters } from '../core/control-characters';
import { restContext } from './auth';
import { openApiDocument } from './openapi';
import { objectOf, Reply, type RestRoute } from './route';
import { restRoutes } from './routes';

/** `/courses/{id}` -> `/courses/:id` */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The whole table: the calls and the description of them. */
export function restRouteTable(schema: GraphQLSchema): RestRoute[] {
  const routes = restRoutes(schema);
  let document: object | null = null;
  const describe: RestRoute = {
    method: 'get',
    path: '/openapi.json',
    tag: 'system',
    audience: 'public',
    summary: 'This description (OpenAPI 3.1)',
    response: objectOf({ openapi: { type: 'string' } }),
    handle: async () => (document ??= openApiDocument([...routes, describe], schema)),
  };
  return [...routes, describe];
}

export function restRouter(services: Services, schema: GraphQLSchema): Router {
  const router = Router();
  for (const route of restRouteTable(schema)) {
    router[route.method](expressPath(route.path), async (request: Request, response: Response) => {
      refuseControlCharacters([request.params, request.query, route.multipart ? {} : request.body]);
      const result = await route.handle({
        context: await restContext(services, request),
        params: request.params as Record<string, string>,
        query: request.query,
        body: request.body,
        request,
      });
      if (result instanceof Reply) response.status(result.status).json(result.body);
      else response.status(route.status ?? 200).json(result);
    });
  }
  return router;
}
