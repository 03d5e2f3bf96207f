// The six generic calls of seed-spec section 7 for one resource (GET {r}, GET {r}/{id}, POST {r},
// PUT {r}/{id}, DELETE {r}/{id}, POST {r}/search), over the domain's CRUD service.
import type { Operation } from '@kurzy/common';
import type { ObjectLiteral } from 'typeorm';
import type { AnyObject } from 'yup';
import type { CrudService } from '../crud';
import type { Page } from '../pagination';
import type { RequestContext } from '../request-context';
import type { Services } from '../services';
import { readFilter } from './filters';
import { presentAll, type Presenter } from './present';
import { arrayOf, DELETED, idParam, objectOf, PAGING, paging, pagingUpTo, ref, type RestRoute } from './route';

export interface Resource<E extends ObjectLiteral & { id: number }> {
  /** Under /api, e.g. '/courses'. */
  path: string;
  /** The GraphQL item type; its filter and input are `${type}Filter` and `${type}Input`. */
  type: string;
  /** The input of a change, when it is not the input of a creation. */
  updateInput?: string;
  service: (services: Services) => CrudService<E, AnyObject>;
  present: Presenter<E>;
  /** The operations of reading and writing, as the service checks them. */
  read: Operation;
  write: Operation;
  /** The operation of a deletion, when it is not `write`. */
  remove?: Operation;
  /** `GET {r}` answers `{ [wrapList]: [...] }` instead of a plain list. */
  wrapList?: string;
  /** The largest page of its search, when the service takes more than MAX_LIMIT. */
  pageLimit?: number;
  /** Its search's page, when the resource reads it otherwise than the service's generic search
   * (registrations: their relations joined in the same statement). */
  searchPage?: (
    context: RequestContext,
    filter: Record<string, unknown>,
    page: number | null,
    limit: number | null,
  ) => Promise<Page<E>>;
}

export function resourceRoutes<E extends ObjectLiteral & { id: number }>(resource: Resource<E>): RestRoute[] {
  const { path, type, service, read, write, wrapList } = resource;
  const filter = `${type}Filter`;
  const input = `${type}Input`;
  const one = (item: E, context: RequestContext) => resource.present(item, context);
  const all = (items: E[], context: RequestContext) => presentAll(items, resource.present, context);
  const tag = path.slice(1);
  const list = arrayOf(ref(type));
  return [
    {
      method: 'get',
      path,
      tag,
      operation: read,
      summary: `${type} items matching the filter`,
      description: 'Query parameters are the filter fields; empty values are ignored.',
      filterQuery: filter,
      response: wrapList ? objectOf({ [wrapList]: list }) : list,
      handle: async ({ context, query, schema }) => {
        const items = await all(
          await service(context.services).list(context.actor, readFilter(schema, filter, query)),
          context,
        );
        return wrapList ? { [wrapList]: items } : items;
      },
    },
    {
      method: 'get',
      path: `${path}/{id}`,
      tag,
      operation: read,
      summary: `One ${type}`,
      response: ref(type),
      codes: (services) => service(services).refusals('read'),
      handle: async ({ context, params }) =>
        one(await service(context.services).get(context.actor, idParam(params)), context),
    },
    {
      method: 'post',
      path,
      tag,
      operation: write,
      status: 201,
      summary: `Creates a ${type}`,
      body: ref(input),
      response: ref(type),
      codes: (services) => service(services).refusals('write'),
      handle: async ({ context, body }) => one(await service(context.services).create(context.actor, body), context),
    },
    {
      method: 'put',
      path: `${path}/{id}`,
      tag,
      operation: write,
      summary: `Changes a ${type}`,
      body: ref(resource.updateInput ?? input),
      response: ref(type),
      codes: (services) => service(services).refusals('write'),
      handle: async ({ context, params, body }) =>
        one(await service(context.services).update(context.actor, idParam(params), body), context),
    },
    {
      method: 'delete',
      path: `${path}/{id}`,
      tag,
      operation: resource.remove ?? write,
      summary: `Deletes a ${type}`,
      response: DELETED,
      codes: (services) => service(services).refusals('delete'),
      handle: async ({ context, params }) => ({
        deleted: await service(context.services).delete(context.actor, idParam(params)),
      }),
    },
    {
      method: 'post',
      path: `${path}/search`,
      tag,
      operation: read,
      summary: `A page of ${type} items`,
      description: 'The body is the filter (empty values ignored); page 1 and 20 items unless asked otherwise.',
      query: resource.pageLimit ? pagingUpTo(resource.pageLimit) : PAGING,
      body: ref(filter),
      response: objectOf({ items: list, pagination: ref('Pagination') }),
      handle: async ({ context, query, body, schema }) => {
        const found = readFilter(schema, filter, body);
        const page = resource.searchPage
          ? await resource.searchPage(context, found, ...paging(query))
          : await service(context.services).search(context.actor, found, ...paging(query));
        return { items: await all(page.items, context), pagination: page.pagination };
      },
    },
  ];
}
