import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isSessionRefusal } from '../../../auth/refusal';
import type { MessageId } from '../../../i18n/messages';
import { errorReason } from './errors';
import { toast } from './toasts';

/** A back-office list's query: always asked again when the screen opens (others may have changed the
 * data), the previous page kept in sight while the next one loads, a failure told in a toast (but for
 * a refused session, which goes to the login). */
export function useListQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  loadError: MessageId,
) {
  const intl = useIntl();
  const { data, previousData, loading, error, refetch } = useQuery<TData, TVariables>(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A refetch after a change (an import, a save) must ask anew: joined to an identical request
    // still on its way from before the change, it answered the list as it was.
    context: { queryDeduplication: false },
  } as useQuery.Options<TData, TVariables>);
  useEffect(() => {
    // A refused session is no failure of the list: the login screen is already on its way.
    if (error && !isSessionRefusal(error)) toast.error(intl.formatMessage({ id: loadError }), errorReason(error));
  }, [error, intl, loadError]);
  const shown = error ? undefined : (data ?? (loading ? previousData : undefined));
  return { data: shown, loading, error, refetch };
}
