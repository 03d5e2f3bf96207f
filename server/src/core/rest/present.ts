// The JSON of the REST API: the GraphQL types' field names and values (DESIGN.md section 6). An
// item's columns are the fields its entity class declares for GraphQL (@Field), so a field added
// to an entity is in the REST answers too; what GraphQL resolves in resolver classes (derived
// fields, relations) each module's presenter adds, from the same batching loaders and privacy
// rules of the services.
import { getMetadataStorage, type ClassType } from 'type-graphql';
import type { RequestContext } from '../request-context';
import type { NestedItem } from './route';

export type Json = Record<string, unknown>;

/** Turns one item into JSON for the caller of this request. */
export type Presenter<T> = (item: T, context: RequestContext) => Json | Promise<Json>;

const columnCache = new Map<ClassType, readonly string[]>();

/** The class and the classes it extends, the base last. */
function classChain(type: ClassType): unknown[] {
  const chain: unknown[] = [];
  for (let current: unknown = type; current !== Function.prototype; current = Object.getPrototypeOf(current))
    chain.push(current);
  return chain;
}

/** The @Field properties of an entity class and the classes it extends (id, createdAt first): not
 * the fields of its resolvers. */
export function columnsOf(type: ClassType): readonly string[] {
  const known = columnCache.get(type);
  if (known) return known;
  const chain = classChain(type);
  const names = getMetadataStorage()
    .fields.filter((field) => chain.includes(field.target))
    .sort((a, b) => chain.indexOf(b.target) - chain.indexOf(a.target))
    .map((field) => field.name);
  const columns = [...new Set(names)];
  columnCache.set(type, columns);
  return columns;
}

/** The columns of an item of entity class `type`. */
export function pickColumns<T extends object>(item: T, type: ClassType<T>): Json {
  // A loop, not Object.fromEntries over pairs: a search page picks a few hundred objects' columns.
  const picked: Json = {};
  for (const field of columnsOf(type)) picked[field] = (item as Record<string, unknown>)[field];
  return picked;
}

/** The description of items nested with their columns only (pickColumns), for the OpenAPI document. */
export const columnsOnly = (name: string, description: string, type: ClassType): NestedItem => ({
  name,
  description,
  fields: () => columnsOf(type),
});

/** Many items at once: the loaders batch their derived fields into one query per field. */
export function presentAll<T>(items: T[], present: Presenter<T>, context: RequestContext): Promise<Json[]> {
  return Promise.all(items.map(async (item) => present(item, context)));
}
