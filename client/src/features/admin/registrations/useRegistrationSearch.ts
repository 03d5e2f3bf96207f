import { useState } from 'react';
import type { RegistrationSort, RegistrationSortField } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql/fragment-masking';
import { useDebounced } from '../common/useDebounced';
import { useListQuery } from '../common/useListQuery';
import { usePaging } from '../common/usePaging';
import { AdminRegistrationsDocument } from './AdminRegistrations.generated';
import { EMPTY_FILTER, type FilterState, toRegistrationFilter } from './RegistrationFilters';
import { AdminRegistrationRowFragmentDoc } from './RegistrationsGrid.generated';

export interface Sort {
  field: RegistrationSortField;
  descending: boolean;
}

/** What the registrations screen shows: the filter, the order and the page it is on, and the rows the
 * server found for them (it sorts before paging, newest first unless a column is chosen). A new
 * filter or order starts again at page 1. */
export function useRegistrationSearch() {
  const [filterState, setFilterState] = useState<FilterState>(EMPTY_FILTER);
  const [sort, setSort] = useState<Sort | null>(null);
  const paging = usePaging();
  const text = useDebounced(filterState.text.trim());

  const variables = {
    filter: toRegistrationFilter(filterState, text),
    sort: sort ? ({ field: sort.field, direction: sort.descending ? 'desc' : 'asc' } satisfies RegistrationSort) : null,
  };
  const { data, loading, error, refetch } = useListQuery(
    AdminRegistrationsDocument,
    { ...variables, page: paging.page, limit: paging.limit },
    'admin.registrations.loadError',
  );
  const result = data?.searchRegistrations;
  return {
    filterState,
    setFilter: (next: FilterState) => {
      setFilterState(next);
      paging.setPage(1);
    },
    sort,
    setSort: (next: Sort | null) => {
      setSort(next);
      paging.setPage(1);
    },
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
