import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, RequestErrorCode } from '@kurzy/common';
import { ClassType, Field, Int, ObjectType } from 'type-graphql';
import { AppError } from './errors';

@ObjectType({ description: 'Where a page of results sits in the whole result', simpleResolvers: true })
export class Pagination {
  @Field(() => Int, { description: 'This page, from 1' })
  page: number;

  @Field(() => Int, { description: 'Items on a page at most' })
  limit: number;

  @Field(() => Int, { description: 'Items in the whole result' })
  total: number;

  @Field(() => Int, { description: 'Pages of the whole result; 0 when it is empty' })
  totalPages: number;

  @Field({ description: 'A page follows this one' })
  hasNext: boolean;

  @Field({ description: 'A page comes before this one' })
  hasPrev: boolean;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** No screen pages this far (100 000 000 rows at the largest page size); beyond it the offset
 * would only cost the database time. */
export const MAX_PAGE = 1_000_000;

/** Page 1 and 20 items unless asked otherwise; the limit is capped (MAX_LIMIT, or the list's own cap)
 * so no request can ask for everything. */
export function pageRequest(
  page?: number | null,
  limit?: number | null,
  cap: number = MAX_LIMIT,
): { page: number; limit: number; offset: number } {
  const resolvedPage = page ?? DEFAULT_PAGE;
  const resolvedLimit = Math.min(limit ?? DEFAULT_LIMIT, cap);
  if (!Number.isInteger(resolvedPage) || resolvedPage < 1)
    throw new AppError(RequestErrorCode.PageNotPositive, { field: 'page' });
  if (resolvedPage > MAX_PAGE) throw new AppError(RequestErrorCode.PageOutOfRange, { field: 'page' });
  if (!Number.isInteger(resolvedLimit) || resolvedLimit < 1)
    throw new AppError(RequestErrorCode.LimitNotPositive, { field: 'limit' });
  return { page: resolvedPage, limit: resolvedLimit, offset: (resolvedPage - 1) * resolvedLimit };
}

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** The GraphQL `XPage { items, pagination }` type of one item type. */
export function PageType<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(`${name}Page`, {
    description: `A page of ${name} items and where it sits in the whole result`,
    simpleResolvers: true,
  })
  class PageClass {
    @Field(() => [itemType], { description: 'The items of this page, in the order asked for' })
    items: T[];

    @Field(() => Pagination, { description: 'Where this page sits in the whole result' })
    pagination: Pagination;
  }
  return PageClass;
}
