// Mounts the route table on an express Router: every call gets the same context GraphQL builds
// (services, actor, loaders), with Basic credentials accepted beside the token, and refusals go on
// to the API's JSON error handler (core/http.ts).
import { Router, type Request, type Response } from 'express';
import { RequestErrorCode } from '@kurzy/common';
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { authorize } from '../actor';
import { AppError } from '../errors';
import { refuseControlCharacters } from '../control-characters';
import { requestContext, type ContextSource, type RequestContext } from '../request-context';
import { restActor } from './auth';
import { openApiDocument } from './openapi';
import {
  CACHE_BUSTERS,
  FileReply,
  Reply,
  StreamReply,
  withAudience,
  type RestApi,
  type RestRoute,
  type TableRoute,
} from './route';

/** `/courses/{id}` -> `/courses/:id` */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The fields of GraphQL types that the JSON of these APIs leaves out, by type. */
export function graphqlOnlyFields(apis: readonly RestApi[]): Record<string, readonly string[]> {
  // Two modules may name fields of one type (payments adds Registration.payments).
  const fields: Record<string, string[]> = {};
  for (const [type, names] of apis.flatMap((api) => Object.entries(api.graphqlOnly ?? {})))
    fields[type] = [...(fields[type] ?? []), ...names];
  return fields;
}

/** The whole table: the modules' calls and the description of them, each with its audience. */
export function restRouteTable(apis: readonly RestApi[], schema: GraphQLSchema): TableRoute[] {
  const routes = apis.flatMap((api) => api.routes);
  const shapes = { graphqlOnly: graphqlOnlyFields(apis), nested: Object.assign({}, ...apis.map((api) => api.nested)) };
  let document: object | null = null;
  const describe: RestRoute = {
    method: 'get',
    path: '/openapi.json',
    tag: 'system',
    operation: 'system.read',
    summary: 'This description (OpenAPI 3.1)',
    // An OpenAPI document, whose own schema (spec.openapis.org/oas/3.1/schema) is not repeated here.
    response: {
      type: 'object',
      required: ['openapi', 'info', 'paths'],
      properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
    },
    handle: async ({ context }) =>
      (document ??= openApiDocument([...routes, describe], schema, shapes, context.services)),
  };
  return [...routes, describe].map(withAudience);
}

/** Files of this API carry personal data: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/** Writes a streamed file. A refusal before its first byte goes on to the JSON error handler as any
 * other; once bytes have gone, the connection is cut (the client sees a failed download, not a
 * shorter file). A client that went away is no failure of ours. */
async function sendStream(response: Response, route: RestRoute, result: StreamReply): Promise<void> {
  response.status(route.status ?? 200).set({
    'Content-Type': result.contentType,
    'Content-Disposition': `attachment; filename="${result.filename}"`,
    'Cache-Control': PRIVATE,
  });
  try {
    await result.write(response);
  } catch (error) {
    if (!response.headersSent) {
      // The refusal is JSON, not a file: express keeps a Content-Type already set.
      response.removeHeader('Content-Type');
      response.removeHeader('Content-Disposition');
      throw error;
    }
    const clientGone = !response.writableFinished && (response.destroyed || !response.socket?.writable);
    response.destroy();
    if (!clientGone) throw error;
  }
}

async function send(response: Response, route: RestRoute, result: unknown): Promise<void> {
  if (result instanceof StreamReply) await sendStream(response, route, result);
  else if (result instanceof FileReply) {
    response
      .status(route.status ?? 200)
      .set({
        'Content-Type': result.contentType,
        'Content-Disposition': `inline; filename="${result.filename}"`,
        'Cache-Control': PRIVATE,
      })
      .send(result.content);
  } else if (result instanceof Reply) response.status(result.status).json(result.body);
  else response.status(route.status ?? 200).json(result);
}

/** A refusal before a multipart route looked at its body (a wrong password, a bad query): the answer
 * closes the connection, so the upload's megabytes are never read (issue 21). */
function unread(route: RestRoute, response: Response, error: unknown): unknown {
  if (route.multipart) response.setHeader('Connection', 'close');
  return error;
}

/** The query parameters a route takes: those it declares, its filter's fields, the cache busters. */
function queryNames(route: RestRoute, schema: GraphQLSchema): Set<string> {
  const filter = route.filterQuery ? schema.getType(route.filterQuery) : null;
  return new Set([
    ...(route.query ?? []).map(({ name }) => name),
    ...(isInputObjectType(filter) ? Object.keys(filter.getFields()) : []),
    ...CACHE_BUSTERS,
  ]);
}

/** An unknown query parameter is a 400 naming it, like an unknown GraphQL argument: a typo never
 * answers as if it were not there (issue 22). */
function refuseUnknownQuery(query: Record<string, unknown>, known: Set<string>): void {
  const names = Object.keys(query).filter((name) => !known.has(name));
  if (names.length > 0) throw new AppError(RequestErrorCode.UnknownParameter, { field: names, params: { names } });
}

export function restRouter(table: readonly RestRoute[], source: ContextSource, schema: GraphQLSchema): Router {
  const router = Router();
  for (const route of table) {
    const known = queryNames(route, schema);
    router[route.method](expressPath(route.path), async (request: Request, response: Response) => {
      if (route.headers) response.set(route.headers);
      // Who may call is settled before any input is looked at: a stranger gets 401, never a field
      // message. A refusal here leaves a multipart body unread (unread()).
      let context: RequestContext;
      try {
        const actor = await restActor(source.authenticator, request);
        authorize(actor, route.operation);
        refuseControlCharacters([request.params, request.query, route.multipart ? {} : request.body]);
        refuseUnknownQuery(request.query, known);
        context = requestContext(source, request, actor);
      } catch (error) {
        throw unread(route, response, error);
      }
      const result = await route.handle({
        context,
        params: request.params as Record<string, string>,
        query: request.query,
        body: request.body,
        request,
        schema,
      });
      await send(response, route, result);
    });
  }
  return router;
}
