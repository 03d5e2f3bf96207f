import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Callout } from '../../ui/Callout';
import { CARD_RETURN_KEY } from '../../ui/CardPaymentButton';
import { EmptyList } from '../../ui/EmptyList';
import { errorCode } from '../../ui/apiErrors';
import { PublicPage } from '../../ui/PublicPage';
import { SendLinkForm } from '../../ui/SendLinkForm';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import { CardPaymentReturnDocument } from './CardPayment.generated';
import styles from './parents.module.css';
import { useFormat } from '../../ui/useFormat';

/** How often the page asks again while the gateway has not said paid or cancelled. */
const POLL_MS = 3000;

const INTENT = {
  paid: 'success',
  pending: 'warning',
  cancelled: 'warning',
  expired: 'warning',
  mismatched: 'warning',
} as const;

/** The page of this tab that started the payment (the thanks, the parent's page), if it is one of those. */
function returnPath(): string | null {
  try {
    const path = sessionStorage.getItem(CARD_RETURN_KEY);
    return path && /^\/(registration\/thanks|moje-prihlasky)\/[\w-]+$/.test(path) ? path : null;
  } catch {
    return null;
  }
}

/** /platba-kartou/:id — where the gateway sends the parent back: what the gateway itself says of the
 * payment (the server asks it; the return alone proves nothing), asked again while it is pending. */
export function CardPaymentReturnPage() {
  const format = useFormat();
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error, startPolling, stopPolling } = useQuery(CardPaymentReturnDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const state = data?.cardPayment.state;
  useEffect(() => {
    if (state === 'pending') startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [state, startPolling, stopPolling]);
  const missing = errorCode(error) === 'NOT_FOUND';
  useLoadErrorToast(missing ? undefined : error);
  const back = returnPath();
  return (
    <PublicPage title={intl.formatMessage({ id: 'parents.cardTitle' })}>
      {missing ? (
        <Callout intent="warning" role="status" className={styles.invalid}>
          <FormattedMessage id="parents.cardNotFound" />
        </Callout>
      ) : !data ? (
        <EmptyList loading={loading} />
      ) : (
        <Callout intent={INTENT[data.cardPayment.state]} role="status" className={styles.invalid}>
          <p data-card-state={data.cardPayment.state}>
            <FormattedMessage id={`parents.cardState.${data.cardPayment.state}`} />
          </p>
          <p>
            <FormattedMessage
              id="parents.cardAmount"
              values={{ amount: format.haler(data.cardPayment.amountHaler), vs: data.cardPayment.variableSymbol }}
            />
          </p>
        </Callout>
      )}
      {back ? (
        <p>
          <Link to={back}>
            <FormattedMessage id="parents.cardBack" />
          </Link>
        </p>
      ) : (
        <SendLinkForm />
      )}
    </PublicPage>
  );
}
