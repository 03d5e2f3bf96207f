// One resolver shape for every content type: list, single item, paged search, create, update,
// delete. Each method only unpacks arguments and calls the domain service.
import type { ListSpec, Operation } from '@kurzy/common';
import { Arg, ClassType, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AnyObject } from 'yup';
import type { ObjectLiteral } from 'typeorm';
import type { CrudService, Sort } from './crud';
import { listSortInput } from './list-fields';
import { Performs } from './graphql-operation';
import { PageType } from './pagination';
import type { RequestContext } from './request-context';
import type { Services } from './services';

export interface CrudResolverOptions<E extends ObjectLiteral & { id: number }> {
  /** Singular type name, e.g. 'Course' -> course, searchCourses, createCourse, ... */
  name: string;
  /** Plural used by the list and search queries, e.g. 'courses' -> courses, searchCourses. */
  plural: string;
  /** When the plural does not read well after "search" (newsList -> searchNews). */
  searchName?: string;
  type: ClassType<E>;
  filter: ClassType<object>;
  input: ClassType<object>;
  service: (services: Services) => CrudService<E, AnyObject>;
  /** The operation its create, update and delete perform (the service checks it). */
  write: Operation;
  /** The list's metadata (common/src/lists.ts): its sortable fields give the search a `sort`. */
  list?: ListSpec<never>;
}

const FILTER_ARG = 'Only the items matching every field given; empty values are ignored';
const ID_ARG = 'Its id';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function createCrudResolver<E extends ObjectLiteral & { id: number }>(options: CrudResolverOptions<E>) {
  const { name, plural, type, filter, input, service, write, searchName = `search${upperFirst(plural)}` } = options;
  const Page = PageType(type, name);

  @Resolver(() => type)
  class CrudResolver {
    @Query(() => [type], { name: plural, description: `${name} items matching the filter (empty values ignored)` })
    list(
      @Arg('filter', () => filter, { nullable: true, description: FILTER_ARG }) filterValues: object | null,
      @Ctx() { services, actor }: RequestContext,
    ) {
      return service(services).list(actor, filterValues);
    }

    @Query(() => type, { name: lowerFirst(name), description: `One ${name} by its id` })
    get(@Arg('id', () => Int, { description: ID_ARG }) id: number, @Ctx() { services, actor }: RequestContext) {
      return service(services).get(actor, id);
    }

    @Query(() => Page, {
      name: searchName,
      description: 'A page of results; page 1 and 20 items unless asked otherwise',
    })
    search(
      @Arg('filter', () => filter, { nullable: true, description: FILTER_ARG }) filterValues: object | null,
      @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' })
      page: number | null,
      @Arg('limit', () => Int, { nullable: true, description: 'Items on a page; 20 unless given, capped by the list' })
      limit: number | null,
      @Ctx() { services, actor }: RequestContext,
      sort?: Sort | null,
    ) {
      return service(services).search(actor, filterValues, page, limit, sort);
    }

    @Mutation(() => type, { name: `create${name}`, description: `Creates a ${name}` })
    @Performs(write)
    create(
      @Arg('input', () => input, { description: 'Its values' }) values: object,
      @Ctx() { services, actor }: RequestContext,
    ) {
      return service(services).create(actor, values);
    }

    @Mutation(() => type, { name: `update${name}`, description: `Changes a ${name}` })
    @Performs(write)
    update(
      @Arg('id', () => Int, { description: ID_ARG }) id: number,
      @Arg('input', () => input, { description: 'Its new values' }) values: object,
      @Ctx() { services, actor }: RequestContext,
    ) {
      return service(services).update(actor, id, values);
    }

    @Mutation(() => Boolean, { name: `delete${name}`, description: `Deletes a ${name}; true when it is gone` })
    @Performs(write)
    delete(@Arg('id', () => Int, { description: ID_ARG }) id: number, @Ctx() { services, actor }: RequestContext) {
      return service(services).delete(actor, id);
    }
  }
  const sortInput = options.list ? listSortInput(name, options.list) : null;
  if (sortInput)
    Arg('sort', () => sortInput, { nullable: true, description: "Default: the list's own order" })(
      CrudResolver.prototype,
      'search',
      4,
    );
  Object.defineProperty(CrudResolver, 'name', { value: `${name}CrudResolver` });
  return CrudResolver;
}
