import { useEffect } from 'react';
import { getFragmentData } from '../../../gql/fragment-masking';
import type { PaymentSort } from '../../../gql/graphql';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { useListQuery } from '../common/useListQuery';
import { PAGE_PARAM, useUrlPaging } from '../common/usePaging';
import { useUrlState } from '../common/useUrlState';
import { AdminPaymentRowFragmentDoc } from './AdminPaymentRow.generated';
import { AdminPaymentsDocument } from './AdminPayments.generated';
import {
  EMPTY_PAYMENT_FILTER,
  hasPaymentFilter,
  type PaymentFilterState,
  type PaymentSortState,
  readPaymentFilter,
  readPaymentSort,
  toPaymentFilter,
  writePaymentFilter,
  writePaymentSort,
} from './paymentUrl';

/** What the payments screen shows: the filter, order and page in the address (paymentUrl.ts), the rows
 * the server found for them (newest first unless a column is chosen), and how many wait to be paired. */
export function usePaymentSearch() {
  const url = useUrlState();
  const { update } = url;
  const paging = useUrlPaging(url);
  const filter = readPaymentFilter(url.params);
  const sort = readPaymentSort(url.params);
  const variables = {
    filter: toPaymentFilter(filter),
    sort: sort ? ({ field: sort.field, direction: sort.descending ? 'desc' : 'asc' } satisfies PaymentSort) : null,
    page: paging.page,
    limit: paging.limit,
  };
  const { data, loading, error, refetch } = useListQuery(AdminPaymentsDocument, variables, 'admin.payments.loadError');
  const result = data?.searchPayments;
  const pagination = getFragmentData(AdminPaginationFragmentDoc, result?.pagination);
  const totalPages = pagination?.totalPages;

  // A page past the end (a shared link after changes): the last page instead.
  useEffect(() => {
    if (totalPages === undefined || loading || paging.page <= Math.max(totalPages, 1)) return;
    update(
      (next) => {
        if (totalPages > 1) next.set(PAGE_PARAM, String(totalPages));
        else next.delete(PAGE_PARAM);
      },
      { replace: true },
    );
  }, [totalPages, loading, paging.page, update]);

  return {
    filter,
    /** Typing replaces the address rather than adding a step per key (the filters debounce it). */
    setFilter: (next: PaymentFilterState, replace = false) =>
      url.update((current) => writePaymentFilter(current, next), { replace }),
    clearFilter: () => url.update((current) => writePaymentFilter(current, EMPTY_PAYMENT_FILTER)),
    filtered: hasPaymentFilter(filter),
    sort,
    setSort: (next: PaymentSortState | null) => url.update((current) => writePaymentSort(current, next)),
    paging,
    rows: getFragmentData(AdminPaymentRowFragmentDoc, result?.items ?? []),
    pagination: result?.pagination,
    total: pagination?.total ?? 0,
    unmatchedCount: data?.unmatched.pagination.total ?? null,
    loading,
    error,
    refetch,
  };
}
