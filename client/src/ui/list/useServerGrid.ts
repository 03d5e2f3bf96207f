// One shell for every staff list the server filters, sorts and pages (registrations, payments): its
// filter, order and page live in the address (a reload, the back button and a shared link show the
// same rows), a new filter or order starts again at page 1, and a page past the end (a shared link
// after deletions, a hand-edited address) becomes the last page. The screen runs the query with
// `variables` and hands the page count back through `useLastPageWithin`.
import { useEffect } from 'react';
import { type GridSortState, sortVariable, type TextFields, type UrlFilter, type UrlSort } from './urlFilter';
import { PAGE_PARAM, PAGE_SIZES, type Paging, useUrlPaging } from './usePaging';
import { type UrlState, useUrlState } from './useUrlState';

export interface ServerGridOptions<F extends TextFields<F>, Field extends string> {
  filter: UrlFilter<F>;
  sort: UrlSort<Field>;
  /** The page sizes offered (the registrations' grid adds 500). */
  sizes?: readonly number[];
}

export interface ServerGrid<F extends TextFields<F>, Field extends string> {
  url: UrlState;
  paging: Paging;
  /** The filter as the address has it. */
  filter: F;
  /** `replace`: the same step of the history (typing), not a new one. */
  setFilter: (next: F, replace?: boolean) => void;
  /** Empties every filter; the order and the page size stay. */
  clearFilter: () => void;
  /** Any filter in force: an empty result then says that nothing matches, not that there is nothing. */
  filtered: boolean;
  sort: GridSortState<Field> | null;
  setSort: (next: GridSortState<Field> | null) => void;
  /** The order as the search's `sort` argument. */
  sortVariable: { field: Field; direction: 'asc' | 'desc' } | null;
}

export function useServerGrid<F extends TextFields<F>, Field extends string>({
  filter: codec,
  sort: sortCodec,
  sizes = PAGE_SIZES,
}: ServerGridOptions<F, Field>): ServerGrid<F, Field> {
  const url = useUrlState();
  const paging = useUrlPaging(url, sizes);
  const filter = codec.read(url.params);
  const sort = sortCodec.read(url.params);
  return {
    url,
    paging,
    filter,
    setFilter: (next, replace = false) => url.update((current) => codec.write(current, next), { replace }),
    clearFilter: () => url.update((current) => codec.write(current, codec.empty)),
    filtered: codec.has(filter),
    sort,
    setSort: (next) => url.update((current) => sortCodec.write(current, next)),
    sortVariable: sortVariable(sort),
  };
}

/** Moves a page past the end to the last page, once the search says how many there are. */
export function useLastPageWithin(
  { url: { update }, paging: { page } }: Pick<ServerGrid<never, never>, 'url' | 'paging'>,
  totalPages: number | undefined,
  loading: boolean,
): void {
  useEffect(() => {
    if (totalPages === undefined || loading || page <= Math.max(totalPages, 1)) return;
    update(
      (next) => {
        if (totalPages > 1) next.set(PAGE_PARAM, String(totalPages));
        else next.delete(PAGE_PARAM);
      },
      { replace: true },
    );
  }, [totalPages, loading, page, update]);
}
