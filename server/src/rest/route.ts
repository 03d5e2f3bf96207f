// The shape of one row of the REST route table, and the small helpers its rows share.
import type { Request } from 'express';
import type { Audience } from '../core/actor';
import { AppError } from '../core/errors';
import type { GraphqlContext } from '../core/graphql-context';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A JSON Schema (OpenAPI 3.1), or a reference to a component by name. */
export type Schema = Record<string, unknown>;

export interface RestCall {
  /** The same context a GraphQL resolver gets: services, actor, per-request loaders. */
  context: GraphqlContext;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  request: Request;
}

/** An answer with its own status (the route's `status` otherwise). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export interface RestRoute {
  method: Method;
  /** Under /api, OpenAPI style: `/courses/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call it, as the service decides; for the description and the tests that hold it. */
  audience: Audience;
  /** The success status; 200 unless given. */
  status?: number;
  query?: { name: string; schema: Schema; description?: string; required?: boolean }[];
  /** Query parameters that are the fields of a filter type (`?title=...&visible=true`). */
  filterQuery?: string;
  body?: Schema;
  multipart?: boolean;
  response: Schema;
  /** Refusals beside the usual ones (400, 401/403 by audience, 404 with an id, 500). */
  errors?: number[];
  handle(call: RestCall): Promise<unknown>;
}

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const objectOf = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

/** An id from the path; anything but a positive integer names nothing, hence 404. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const text = params[name] ?? '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw new AppError('NOT_FOUND', 'Záznam nebyl nalezen.');
  return id;
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
