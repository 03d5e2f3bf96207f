// The shape of one row of the REST route table (each module's <domain>.rest.ts declares its rows),
// and the small helpers the rows share.
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  PERMISSIONS,
  RecordErrorCode,
  type Audience,
  type ErrorCode,
  type Operation,
} from '@kurzy/common';
import type { Request } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Writable } from 'node:stream';
import { AppError } from '../errors';
import type { RequestContext } from '../request-context';
import type { Services } from '../services';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema (OpenAPI 3.1), or a reference to a component by name. */
export type Schema = Record<string, unknown>;

export interface RestCall {
  /** The same context a GraphQL resolver gets: services, actor, per-request loaders. */
  context: RequestContext;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  request: Request;
  /** The GraphQL schema, whose input types the filters of the query string and bodies follow. */
  schema: GraphQLSchema;
}

/** A JSON answer with its own status (the route's `status` otherwise). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A file as the answer (a PDF), not JSON. */
export class FileReply {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly content: Buffer,
  ) {}
}

/** A file written as it is made (an export of any size), never held whole in memory: `write` writes
 * it to the response and ends it; refusing before its first byte still answers JSON. */
export class StreamReply {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly write: (out: Writable) => Promise<void>,
  ) {}
}

export interface RestRoute {
  method: Method;
  /** Under /api, OpenAPI style: `/courses/{id}`. */
  path: string;
  /** The name generated clients give the call (`listCourses`); its method and path otherwise
   * (operationIdOf). */
  operationId?: string;
  summary: string;
  description?: string;
  tag: string;
  /** What it performs; its audience (common/src/permissions.ts) is who may call it. The service the
   * handler calls checks it; the table reads it for the description and the tests that hold it. */
  operation: Operation;
  /** The success status; 200 unless given. */
  status?: number;
  /** Path parameters that are not integer ids. */
  pathParams?: Record<string, Schema>;
  query?: { name: string; schema: Schema; description?: string; required?: boolean }[];
  /** Query parameters that are the fields of a filter type (`?title=...&visible=true`), each described
   * as a parameter of its own. */
  filterQuery?: string;
  body?: Schema;
  multipart?: boolean;
  response: Schema;
  /** The media type of a file answer (FileReply, StreamReply), or the types it may be; JSON otherwise. */
  produces?: string | readonly string[];
  /** The domain codes of this call's own refusals (its not-found, conflicts, rules), beside those
   * every call of its shape may answer (openapi.ts adds them: input, paging, filter, session); a
   * function for codes a service declares. */
  codes?: readonly ErrorCode[] | ((services: Services) => readonly ErrorCode[]);
  /** Headers of every answer of the route, refusals included (a credential in the path wants
   * `Referrer-Policy: no-referrer`). */
  headers?: Readonly<Record<string, string>>;
  /** Answers described in words of their own, e.g. a 503 with a body that is not an error. */
  answers?: Record<number, { description: string; schema?: Schema }>;
  handle(call: RestCall): Promise<unknown>;
}

/** Items nested in another item's JSON with fewer fields than their GraphQL type (a registration's
 * course is its columns only): described as a type of their own, so each field is required where it
 * is always there. */
export interface NestedItem {
  /** The name of its description (`CourseColumns`). */
  name: string;
  description: string;
  /** The fields it carries, of those of its GraphQL type. */
  fields(all: readonly string[]): readonly string[];
}

/** What a module brings to /api: its routes, the fields of its GraphQL types that its JSON leaves
 * out (each is a query per item, too costly for a list; GraphQL clients ask where they show them),
 * and the nested items that carry fewer fields, by `Type.field`. */
export interface RestApi {
  routes: readonly RestRoute[];
  graphqlOnly?: Record<string, readonly string[]>;
  nested?: Record<string, NestedItem>;
}

/** A row with the audience its operation has. */
export type TableRoute = RestRoute & { readonly audience: Audience };

export const withAudience = (route: RestRoute): TableRoute => ({ ...route, audience: PERMISSIONS[route.operation] });

/** `waitlist-offers` -> `WaitlistOffers` */
export const pascalCase = (name: string): string =>
  name
    .split(/[^a-z0-9]+/i)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The name of a call in generated clients: its own, else its method and path
 * (`GET /parents/calendar/{token}.ics` -> `getParentsCalendarByTokenIcs`), unique as they are. */
export const operationIdOf = (route: RestRoute): string =>
  route.operationId ?? route.method + pascalCase(route.path.replace(/\{(\w+)\}/g, '-by-$1'));

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const objectOf = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const DELETED = objectOf({ deleted: { type: 'boolean', const: true } });
/** Query parameters that older clients add so no cache answers them (jQuery's `cache: false` adds
 * `_`, others `t`): accepted and ignored on every route, the only names a route does not declare. */
export const CACHE_BUSTERS = ['_', 't'] as const;

/** `page` and `limit` of a paged search, its largest page as the service caps it. */
export const pagingUpTo = (maximum: number) => [
  { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', schema: { type: 'integer', minimum: 1, maximum, default: DEFAULT_LIMIT } },
];

export const PAGING = pagingUpTo(MAX_LIMIT);

/** An id from the path; anything but a positive integer names nothing, hence 404. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const text = params[name] ?? '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw new AppError(RecordErrorCode.NotFound);
  return id;
}

/** An id from the query string, or null: anything but 1 ... 999,999,999 (within int4) names nothing. */
export function queryId(query: Record<string, unknown>, name: string): number | null {
  const text = query[name];
  const id = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return id >= 1 ? id : null;
}

/** page and limit of a search from the query string; the service applies defaults and limits. */
export function paging(query: Record<string, unknown>): [number | null, number | null] {
  const read = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? Number(value) : null;
  };
  return [read('page'), read('limit')];
}

/** `{ ids: [...] }` of a batch call; the service checks the list. */
export function idsOf(body: unknown): number[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? (ids as number[]) : [];
}
