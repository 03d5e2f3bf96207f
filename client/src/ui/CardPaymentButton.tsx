import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalOf, refusalText } from './apiErrors';
import { Button } from './Button';
import { Callout } from './Callout';
import { StartCardPaymentDocument } from './CardPayment.generated';
import styles from './CardPaymentButton.module.css';

/** Where the card payment's return page (/platba-kartou/:id) links back to: this tab's page that
 * started it (the thanks, or the parent's page). */
export const CARD_RETURN_KEY = 'card-payment:return';

/** "Zaplatit kartou" for what a registration still owes: the server creates the payment at the
 * gateway and the browser goes there; the parent comes back to /platba-kartou/:id. */
export function CardPaymentButton(props: { registrationId: number; token?: string; payKey?: string }) {
  const intl = useIntl();
  const [start, { loading }] = useMutation(StartCardPaymentDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const pay = async () => {
    setRefusal(null);
    try {
      const { data } = await start({
        variables: { registrationId: props.registrationId, token: props.token, payKey: props.payKey },
      });
      const redirect = data?.startCardPayment.redirect;
      if (!redirect) throw new Error('no redirect');
      try {
        sessionStorage.setItem(CARD_RETURN_KEY, window.location.pathname);
      } catch {
        // Without storage the return page links to nothing of this tab; the payment goes on all the same.
      }
      setLeaving(true);
      window.location.assign(redirect);
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found ? refusalText(found) : intl.formatMessage({ id: 'parents.cardFailed' }));
    }
  };
  return (
    <div className={styles.cardPayment}>
      <Button
        intent="primary"
        size="large"
        loading={loading || leaving}
        onClick={() => void pay()}
        text={<FormattedMessage id="parents.cardPay" />}
      />
      <p className={styles.hint}>
        <FormattedMessage id="parents.cardHint" />
      </p>
      {refusal && (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      )}
    </div>
  );
}
