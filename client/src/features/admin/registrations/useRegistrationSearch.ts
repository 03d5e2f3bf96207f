import { useEffect, useRef, useState } from 'react';
import type { RegistrationSort } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql/fragment-masking';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { useListQuery } from '../common/useListQuery';
import { useLastPageWithin, useServerGrid } from '../../../ui/list/useServerGrid';
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
  const text = useSearchText(filter.text, (next) =>
    // Typing replaces the address rather than adding a step per pause: back goes to the previous filter.
    url.update((current) => writeFilter(current, { ...readFilter(current), text: next }), { replace: true }),
  );

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
    filterState: { ...filter, text: text.value },
    setFilter: (next: FilterState) => {
      if (next.text !== text.value) text.set(next.text);
      const { text: _typed, ...chosen } = next;
      const changed = (Object.keys(chosen) as (keyof typeof chosen)[]).some((key) => chosen[key] !== filter[key]);
      if (changed) url.update((current) => writeFilter(current, { ...next, text: readFilter(current).text }));
    },
    filtered: grid.filtered,
    /** Empties every filter; the order and the page size stay. */
    clearFilter: () => {
      text.set('');
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

/** The search box: answers every key at once, while the address (and so the query) follows once the
 * typing pauses. When the address changes otherwise (back, forward, "Zrušit filtry"), the box shows it. */
function useSearchText(inAddress: string, write: (text: string) => void, delayMs = 300) {
  const [value, setValue] = useState(inAddress);
  const typed = useRef(inAddress);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ inAddress, write });
  useEffect(() => {
    latest.current = { inAddress, write };
  });

  useEffect(() => {
    if (inAddress === typed.current.trim()) return;
    window.clearTimeout(timer.current);
    typed.current = inAddress;
    setValue(inAddress);
  }, [inAddress]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (next: string) => {
    typed.current = next;
    setValue(next);
    window.clearTimeout(timer.current);
    // Written from the timer itself, not from a render after it: the query starts one render sooner.
    timer.current = window.setTimeout(() => {
      const settled = next.trim();
      if (settled !== latest.current.inAddress) latest.current.write(settled);
    }, delayMs);
  };
  return { value, set };
}
