// Per-request batching of derived fields (DataLoader): a list of 50 courses asks for the
// schedules or free spots of all 50 in one query. The SQL lives in the services; loaders are
// built for each request, so nothing is cached across requests or across actors. Each module
// declares its loaders and adds their types here by declaration merging (see services.ts).
import DataLoader from 'dataloader';
import type { Actor } from './actor';
import type { Services } from './services';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface Loaders {}

/** The loaders of one module for one request. */
export type LoaderFactory = (services: Services, actor: Actor) => Partial<Loaders>;

/** A loader over a service method that answers many keys with one map; keys it leaves out get
 * `missing` (a fresh value per key, so callers may not share a mutable empty list). */
export function mapLoader<V>(
  batch: (keys: readonly number[]) => Promise<Map<number, V>>,
  missing: () => V,
): DataLoader<number, V> {
  return new DataLoader(async (keys) => {
    const found = await batch(keys);
    return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing()));
  });
}

/** One request's loaders: those of every module, made fresh. */
export function createLoaders(factories: readonly LoaderFactory[], services: Services, actor: Actor): Loaders {
  return Object.assign({}, ...factories.map((factory) => factory(services, actor))) as Loaders;
}
