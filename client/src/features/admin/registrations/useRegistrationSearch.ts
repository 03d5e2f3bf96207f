import type { RegistrationSort } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql/fragment-masking';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { useListQuery } from '../common/useListQuery';
import { useLastPageWithin, useServerGrid } from '../../../ui/list/useServerGrid';
import { useTypedFields } from '../../../ui/list/useTypedFields';
import { AdminRegistrationsDocument } from './AdminRegistrations.generated';
import { toRegistrationFilter } from './RegistrationFilters';
import {
  type FilterState,
  readFilter,
  REGISTRATION_FILTER,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_SORT,
  writeFilter,
} from './registrationUrl';
import { AdminRegistrationRowFragmentDoc } from './AdminRegistrationRow.generated';

export type { Sort } from './registrationUrl';

/** What the registrations screen shows: the filter, the order and the page it is on (all in the
 * address, registrationUrl.ts), and the rows the server found for them (it sorts before paging, newest
 * first unless a column is chosen). A new filter or order starts again at page 1. `withOffers`,
 * `withMakeups`: each row's waiting-list offer and make-up credits too (administrators). */
export function useRegistrationSearch(withOffers: boolean, withMakeups: boolean) {
  const grid = useServerGrid({ filter: REGISTRATION_FILTER, sort: REGISTRATION_SORT, sizes: REGISTRATION_PAGE_SIZES });
  const { url, paging, filter, sort } = grid;
  const typed = useTypedFields(['text'], filter, REGISTRATION_FILTER.typed, ({ text }) =>
    // Typing replaces the address rather than adding a step per pause: back goes to the previous filter.
    url.update((current) => writeFilter(current, { ...readFilter(current), text }), { replace: true }),
  );
  const text = typed.drafts.text;

  const variables = {
    filter: toRegistrationFilter(filter),
    sort: grid.sortVariable satisfies RegistrationSort | null,
  };
  const { data, loading, error, refetch } = useListQuery(
    AdminRegistrationsDocument,
    { ...variables, page: paging.page, limit: paging.limit, offers: withOffers, makeups: withMakeups },
    'admin.registrations.loadError',
  );
  const result = data?.searchRegistrations;
  useLastPageWithin(grid, getFragmentData(AdminPaginationFragmentDoc, result?.pagination)?.totalPages, loading);

  return {
    /** The controls' values: the text as typed, the rest as in the address. */
    filterState: { ...filter, text },
    setFilter: (next: FilterState) => {
      if (next.text !== text) typed.set('text', next.text);
      const { text: _typed, ...chosen } = next;
      const changed = (Object.keys(chosen) as (keyof typeof chosen)[]).some((key) => chosen[key] !== filter[key]);
      if (changed) url.update((current) => writeFilter(current, { ...next, text: readFilter(current).text }));
    },
    filtered: grid.filtered,
    /** Empties every filter; the order and the page size stay. */
    clearFilter: () => {
      typed.reset();
      grid.clearFilter();
    },
    sort,
    setSort: grid.setSort,
    paging,
    /** The filter and order without the page: what an export of every page asks for. */
    variables,
    /** Changes whenever other rows come into sight. */
    view: JSON.stringify([variables, paging.page, paging.limit]),
    rows: getFragmentData(AdminRegistrationRowFragmentDoc, result?.items ?? []),
    pagination: result?.pagination,
    loading,
    error,
    refetch,
  };
}
