import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { useFormat } from '../../ui/useFormat';
import { AcceptOfferDocument, DeclineOfferDocument } from './ParentActions.generated';
import { ParentActionForm } from './ParentActionForm';
import styles from './parents.module.css';
import { familyRefusal } from './familyProblems';

/** A freed place offered to the family's replacement, first in its card: "Přijmout místo" at once,
 * "Nemám zájem" after a question (it cannot be undone). Both are POSTs (GraphQL mutations); the
 * answer stays said after the card changes (the page fetches itself again). */
export function ParentOffer(props: {
  token: string;
  registration: { id: number; childFullName: string; title: string; state: string; offerExpiresAt?: string | null };
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const format = useFormat();
  const { registration, token } = props;
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [accept] = useMutation(AcceptOfferDocument);
  const [decline] = useMutation(DeclineOfferDocument);
  const variables = { token, registrationId: registration.id };
  const key = `${registration.id}:decline`;

  if (done)
    return (
      <Callout intent="success" role="status" className={styles.offer}>
        {done}
      </Callout>
    );
  if (registration.state !== 'offered' || !registration.offerExpiresAt) return null;
  const failed = async (error: unknown) => {
    const found = refusalOf(error);
    setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.actionFailed' }));
    // An offer that lapsed meanwhile: the page shows where the registration stands now.
    await props.onChanged();
  };
  const takePlace = async () => {
    setRefusal(null);
    setAccepting(true);
    try {
      await accept({ variables });
      setDone(intl.formatMessage({ id: 'parents.offerAccepted' }));
      await props.onChanged();
    } catch (error) {
      await failed(error);
    } finally {
      setAccepting(false);
    }
  };
  return (
    <section className={styles.offer} aria-label={intl.formatMessage({ id: 'parents.state.offered' })}>
      <p>
        <FormattedMessage
          id="parents.offerLead"
          values={{ deadline: <strong>{format.deadline(registration.offerExpiresAt)}</strong> }}
        />
      </p>
      {refusal && (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      )}
      {props.active === key ? (
        <ParentActionForm
          heading={intl.formatMessage(
            { id: 'parents.offerDeclineQuestion' },
            { what: `${registration.childFullName} – ${registration.title}` },
          )}
          initialValues={{}}
          danger
          submitText={<FormattedMessage id="parents.offerDeclineConfirm" />}
          onClose={() => props.onActive(null)}
          onSubmit={async () => {
            await decline({ variables });
            props.onActive(null);
            setDone(intl.formatMessage({ id: 'parents.offerDeclined' }));
            await props.onChanged();
          }}
        >
          <p>
            <FormattedMessage id="parents.offerDeclineLead" />
          </p>
        </ParentActionForm>
      ) : (
        <div className={styles.actionButtons}>
          <Button
            intent="primary"
            loading={accepting}
            text={intl.formatMessage({ id: 'parents.offerAccept' })}
            onClick={() => void takePlace()}
          />
          <Button
            variant="outlined"
            data-opener={key}
            text={intl.formatMessage({ id: 'parents.offerDecline' })}
            onClick={() => {
              setRefusal(null);
              props.onActive(key);
            }}
          />
        </div>
      )}
    </section>
  );
}
