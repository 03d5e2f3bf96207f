import { useApolloClient } from '@apollo/client/react';
import { REGISTRATION_SELECTION_MAX } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationFilter } from '../../../gql/graphql';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { MatchingRegistrationsDocument } from './AdminRegistrations.generated';
import type { RegistrationSelection } from './useRegistrationSelection';

/** "Vybrat všech N odpovídajících": asks the server for every registration the filter matches (all
 * pages) and selects them. Beyond REGISTRATION_SELECTION_MAX a narrower filter is needed. */
export function useSelectAllMatching(
  filter: RegistrationFilter | null | undefined,
  total: number,
  selection: RegistrationSelection,
) {
  const intl = useIntl();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const all = total > 0 && selection.selected.length === total;
  return {
    total,
    loading,
    /** The ids the filter matches now (after an action changed rows), or null when it cannot tell:
     * nothing is filtered (every row still matches) or more match than a selection may hold. */
    stillMatching: async (): Promise<ReadonlySet<number> | null> => {
      if (!filter || Object.keys(filter).length === 0 || total > REGISTRATION_SELECTION_MAX) return null;
      const { data } = await client.query({
        query: MatchingRegistrationsDocument,
        variables: { filter },
        fetchPolicy: 'network-only',
      });
      return data ? new Set(data.matchingRegistrations.map((row) => row.id)) : null;
    },
    /** Everything the filter matches is selected. */
    all,
    /** Worth offering: more match than are selected. */
    offered: total > selection.selected.length,
    tooMany: total > REGISTRATION_SELECTION_MAX,
    selectAll: async () => {
      setLoading(true);
      try {
        const { data } = await client.query({
          query: MatchingRegistrationsDocument,
          variables: { filter },
          fetchPolicy: 'network-only',
        });
        if (data) selection.selectOnly(data.matchingRegistrations);
      } catch (failure) {
        toast.error(intl.formatMessage({ id: 'admin.registrations.selectAllError' }), errorReason(failure));
      } finally {
        setLoading(false);
      }
    },
  };
}

export type SelectAllMatching = ReturnType<typeof useSelectAllMatching>;
