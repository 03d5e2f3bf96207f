import { useApolloClient } from '@apollo/client/react';
import { MAX_LIMIT } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import { AdminRegistrationsDocument, type AdminRegistrationsQueryVariables } from './AdminRegistrations.generated';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { COLUMNS, type Labels } from './columns';
import { download, registrationsCsv } from './csv';
import { type AdminRegistrationRowFragment, AdminRegistrationRowFragmentDoc } from './RegistrationsGrid.generated';

type Search = Pick<AdminRegistrationsQueryVariables, 'filter' | 'sort'>;

/** Every row the filter finds (all pages, in the grid's order) as a CSV file for spreadsheets. */
export function useCsvExport(search: Search, labels: Labels) {
  const intl = useIntl();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      const all: AdminRegistrationRowFragment[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.query({
          query: AdminRegistrationsDocument,
          variables: { ...search, page, limit: MAX_LIMIT },
          fetchPolicy: 'network-only',
        });
        const chunk = data?.searchRegistrations;
        if (!chunk) throw new Error('no data');
        all.push(...getFragmentData(AdminRegistrationRowFragmentDoc, chunk.items));
        if (!getFragmentData(AdminPaginationFragmentDoc, chunk.pagination).hasNext) break;
      }
      const headers = COLUMNS.map((column) => intl.formatMessage({ id: column.header }));
      const today = new Date().toISOString().slice(0, 10);
      download(registrationsCsv(all, COLUMNS, headers, labels), `prihlasky-${today}.csv`);
      toast.success(intl.formatMessage({ id: 'admin.registrations.exported' }, { count: all.length }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.registrations.exportError' }), errorReason(failure));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportAll: () => void exportAll() };
}
