import { getFragmentData } from '../../../gql/fragment-masking';
import type { PaymentSort } from '../../../gql/graphql';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { useListQuery } from '../common/useListQuery';
import { useLastPageWithin, useServerGrid } from '../../../ui/list/useServerGrid';
import { AdminPaymentRowFragmentDoc } from './AdminPaymentRow.generated';
import { AdminPaymentsDocument } from './AdminPayments.generated';
import { PAYMENT_FILTER, PAYMENT_SORT, toPaymentFilter } from './paymentUrl';

/** What the payments screen shows: the filter, order and page in the address (paymentUrl.ts), the rows
 * the server found for them (newest first unless a column is chosen), and how many wait to be paired. */
export function usePaymentSearch() {
  const grid = useServerGrid({ filter: PAYMENT_FILTER, sort: PAYMENT_SORT });
  const { paging, filter } = grid;
  const variables = {
    filter: toPaymentFilter(filter),
    sort: grid.sortVariable satisfies PaymentSort | null,
    page: paging.page,
    limit: paging.limit,
  };
  const { data, loading, error, refetch } = useListQuery(AdminPaymentsDocument, variables, 'admin.payments.loadError');
  const result = data?.searchPayments;
  const pagination = getFragmentData(AdminPaginationFragmentDoc, result?.pagination);
  useLastPageWithin(grid, pagination?.totalPages, loading);

  return {
    filter,
    /** Typing replaces the address rather than adding a step per key (the filters debounce it). */
    setFilter: grid.setFilter,
    clearFilter: grid.clearFilter,
    filtered: grid.filtered,
    sort: grid.sort,
    setSort: grid.setSort,
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
