import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { PublicPage } from '../../ui/PublicPage';
import { ConfirmParentEmailChangeDocument } from './ParentActions.generated';
import { SendLinkForm } from '../../ui/SendLinkForm';
import styles from './parents.module.css';
import { familyRefusal } from './familyProblems';

/** /moje-prihlasky/potvrzeni-emailu/:token — the link in the message to a parent's new address.
 * Confirmed by a click, not by opening the page: mail scanners open links, a person decides. The
 * fresh link to the family's page goes to the new address by e-mail, never to this page (whoever
 * holds the confirmation's link does not get the family by it); an address with registrations of
 * its own is left to staff. */
export function ParentEmailConfirmPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [confirm, { loading, data }] = useMutation(ConfirmParentEmailChangeDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <PublicPage title={intl.formatMessage({ id: 'parents.emailConfirmTitle' })}>
      {data ? (
        <Callout intent="success" role="status">
          <FormattedMessage
            id={
              data.confirmParentEmailChange === 'staff_review'
                ? 'parents.emailConfirmedForStaff'
                : 'parents.emailConfirmed'
            }
          />
        </Callout>
      ) : refusal ? (
        <>
          <Callout intent="warning" role="alert" className={styles.invalid}>
            {refusal}
          </Callout>
          <SendLinkForm />
        </>
      ) : (
        <div className={styles.section}>
          <p>
            <FormattedMessage id="parents.emailConfirmLead" />
          </p>
          <div className={styles.actionButtons}>
            <Button
              intent="primary"
              loading={loading}
              text={<FormattedMessage id="parents.emailConfirm" />}
              onClick={() =>
                void (async () => {
                  try {
                    await confirm({ variables: { token } });
                  } catch (error) {
                    const found = refusalOf(error);
                    setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.actionFailed' }));
                  }
                })()
              }
            />
          </div>
        </div>
      )}
    </PublicPage>
  );
}
