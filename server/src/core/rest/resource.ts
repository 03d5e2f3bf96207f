// The six generic calls of seed-spec section 7 for one resource (GET {r}, GET {r}/{id}, POST {r},
// PUT {r}/{id}, DELETE {r}/{id}, POST {r}/search), over the domain's CRUD service.
import {
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  isExportFormat,
  isSortDirection,
  listExportFileName,
  listSortFields,
  PERMISSIONS,
  pragueToday,
  RequestErrorCode,
  SortDirection,
  type ListSpec,
  type Operation,
} from '@kurzy/common';
import type { ObjectLiteral } from 'typeorm';
import type { AnyObject } from 'yup';
import { EXPORT_MAX_ROWS, type CrudService, type Sort } from '../crud';
import { AppError } from '../errors';
import { oneBatch, writeExport } from '../export';
import { listExport } from '../list-fields';
import type { Page } from '../pagination';
import type { RequestContext } from '../request-context';
import type { Services } from '../services';
import { readFilter } from './filters';
import { presentAll, type Presenter } from './present';
import {
  arrayOf,
  DELETED,
  idParam,
  objectOf,
  PAGING,
  paging,
  pagingUpTo,
  pascalCase,
  ref,
  StreamReply,
  type RestRoute,
} from './route';

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
  /** The list's metadata (common/src/lists.ts): the search's `sort` and `direction`, and its export
   * (`GET {r}/export`) as `file`-<day>.csv or .xlsx with one sheet named `sheet`. */
  list?: { spec: ListSpec; file: string; sheet: string };
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
  const sortFields = resource.list ? listSortFields(resource.list.spec) : [];
  const sortQuery = sortFields.length > 0 ? sortParams(`${type}SortField`) : [];
  const sortOf = (query: Record<string, unknown>) => (sortFields.length > 0 ? readSort(query) : null);
  // The names of the calls in generated clients: listCourses, getCourse, ..., searchCourses.
  const plural = pascalCase(tag);
  return [
    ...(resource.list ? [exportRoute(resource, sortQuery)] : []),
    {
      method: 'get',
      path,
      operationId: `list${plural}`,
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
      operationId: `get${type}`,
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
      operationId: `create${type}`,
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
      operationId: `update${type}`,
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
      operationId: `delete${type}`,
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
      operationId: `search${plural}`,
      tag,
      operation: read,
      summary: `A page of ${type} items`,
      description: 'The body is the filter (empty values ignored); page 1 and 20 items unless asked otherwise.',
      query: [...(resource.pageLimit ? pagingUpTo(resource.pageLimit) : PAGING), ...sortQuery],
      body: ref(filter),
      response: objectOf({ items: list, pagination: ref('Pagination') }),
      handle: async ({ context, query, body, schema }) => {
        const found = readFilter(schema, filter, body);
        const page = resource.searchPage
          ? await resource.searchPage(context, found, ...paging(query))
          : await service(context.services).search(context.actor, found, ...paging(query), sortOf(query));
        return { items: await all(page.items, context), pagination: page.pagination };
      },
    },
  ];
}

/** One value of a query parameter (a repeated one counts by its last value, as filters do). */
const single = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);

/** `sort` and `direction` of a list that sorts, the fields named by its GraphQL enum. */
const sortParams = (sortField: string): NonNullable<RestRoute['query']> => [
  { name: 'sort', schema: ref(sortField), description: "Default: the list's own order" },
  { name: 'direction', schema: { ...ref('SortDirection'), default: 'asc' } },
];

/** The order asked for in the query; the service refuses a field it does not sort by. */
function readSort(query: Record<string, unknown>): Sort | null {
  const field = single(query.sort);
  const direction = single(query.direction) ?? SortDirection.asc;
  if (!isSortDirection(direction)) throw new AppError(RequestErrorCode.SortDirection, { field: 'direction' });
  if (field === undefined || field === '') return null;
  return { field: typeof field === 'string' ? field : '', direction };
}

/** Who may export a list: staff (`list.export`), or fewer when fewer may read the list at all (the discounts:
 * administrators), so the route says the audience the service holds it to. */
const exportOperation = (read: Operation): Operation =>
  PERMISSIONS[read] === 'public' || PERMISSIONS[read] === 'staff' ? 'list.export' : read;

/** `GET {r}/export`: every item the filter finds, in the asked-for order, as a CSV or XLSX file of
 * the list's declared columns. */
function exportRoute<E extends ObjectLiteral & { id: number }>(
  resource: Resource<E>,
  sortQuery: NonNullable<RestRoute['query']>,
): RestRoute {
  const { path, type, service, read } = resource;
  const { spec, file, sheet } = resource.list!;
  const shape = listExport(spec, sheet);
  const filter = `${type}Filter`;
  return {
    method: 'get',
    path: `${path}/export`,
    operationId: `export${pascalCase(path.slice(1))}`,
    tag: path.slice(1),
    operation: exportOperation(read),
    summary: `Every ${type} the filter finds, as a CSV or XLSX file`,
    description:
      `Query parameters: the format, the order (\`sort\`, \`direction\`) and the fields of ${filter}, as the ` +
      `search takes them; all pages, at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows. CSV: \`;\`-separated, ` +
      'UTF-8 with a byte order mark, Czech headers, cells that would start a formula prefixed with an apostrophe.',
    query: [{ name: 'format', schema: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' } }, ...sortQuery],
    filterQuery: filter,
    produces: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]),
    response: { type: 'string', format: 'binary' },
    codes: [
      RequestErrorCode.ExportFormat,
      RequestErrorCode.SortDirection,
      RequestErrorCode.CannotSort,
      RequestErrorCode.ExportTooLarge,
    ],
    handle: async ({ context: { services, actor }, query, schema }) => {
      const format = single(query.format) ?? 'csv';
      if (!isExportFormat(format)) throw new AppError(RequestErrorCode.ExportFormat, { field: 'format' });
      const sort = sortQuery.length > 0 ? readSort(query) : null;
      const found = readFilter(schema, filter, query, ['format', 'sort', 'direction']);
      // Read before the answer starts, so a refusal (a bad filter, too many rows) is a JSON error.
      const items = await service(services).exportItems(actor, found, sort);
      return new StreamReply(EXPORT_MEDIA_TYPES[format], listExportFileName(file, format, pragueToday()), (out) =>
        writeExport(format, shape, oneBatch(items as unknown as Record<string, unknown>[]), out),
      );
    },
  };
}
