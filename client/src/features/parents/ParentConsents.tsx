import { useMutation } from '@apollo/client/react';
import { type LegalTextKind, legalTextUrl } from '@kurzy/common';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import type { PublicMessageId } from '../../i18n/messages';
import { refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ParentConsentsFragmentDoc, WithdrawPhotoConsentDocument } from './ParentConsents.generated';
import { ParentPageDocument } from './Parents.generated';
import styles from './ParentConsents.module.css';
import { useFormat } from '../../ui/useFormat';
import { familyRefusal } from './familyProblems';

const NAME: Record<string, PublicMessageId> = {
  conditions: 'page.conditions',
  gdpr: 'page.gdpr',
  photo: 'page.agreementPhoto',
};

/** A registration's consents on the parent's page: each with the version agreed to (a link to that
 * very version) and its date; the photo consent can be withdrawn here, after a confirmation. */
export function ParentConsents(props: {
  registration: FragmentType<typeof ParentConsentsFragmentDoc>;
  token: string;
  childFullName: string;
}) {
  const format = useFormat();
  const intl = useIntl();
  const registration = getFragmentData(ParentConsentsFragmentDoc, props.registration);
  const [asking, setAsking] = useState(false);
  const photo = registration.consents.find((consent) => consent.kind === 'photo');
  const given = registration.consents.filter((consent) => !consent.withdrawnAt);
  if (registration.consents.length === 0) return null;
  return (
    <section className={styles.consents} aria-labelledby={`consents-${registration.id}`}>
      <p>
        <strong id={`consents-${registration.id}`}>
          <FormattedMessage id="parents.consents" />:
        </strong>{' '}
        {given.map((consent, index) => (
          <span key={consent.kind}>
            {index > 0 && ', '}
            <Link to={legalTextUrl(consent.kind as LegalTextKind, consent.version)}>
              <FormattedMessage
                id="parents.consentItem"
                values={{
                  name: intl.formatMessage({ id: NAME[consent.kind] ?? 'page.conditions' }),
                  version: consent.version,
                  date: format.day(consent.givenAt),
                }}
              />
            </Link>
          </span>
        ))}
      </p>
      {photo?.withdrawnAt && (
        <p className={styles.withdrawn} data-testid="photo-withdrawn">
          <FormattedMessage id="parents.photoWithdrawn" values={{ date: format.day(photo.withdrawnAt) }} />
        </p>
      )}
      {photo && !photo.withdrawnAt && (
        <Button
          variant="outlined"
          onClick={() => setAsking(true)}
          text={intl.formatMessage({ id: 'parents.withdrawPhoto' })}
        />
      )}
      {asking && (
        <WithdrawDialog
          registrationId={registration.id}
          token={props.token}
          childFullName={props.childFullName}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}

/** "Odvolat souhlas s fotografováním?": a modal dialog (the native one, as every dialog of the public
 * site: no dialog library in a parent's download); "Ponechat souhlas" has the focus. */
function WithdrawDialog({
  registrationId,
  token,
  childFullName,
  onClose,
}: {
  registrationId: number;
  token: string;
  childFullName: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawPhotoConsentDocument, {
    refetchQueries: [{ query: ParentPageDocument, variables: { token } }],
    awaitRefetchQueries: true,
  });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const confirm = async () => {
    setRefusal(null);
    try {
      await withdraw({ variables: { token, registrationId } });
      onClose();
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.withdrawFailed' }));
    }
  };
  const titleId = `withdraw-photo-${registrationId}`;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-text`}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        if (!loading) onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        <FormattedMessage id="parents.withdrawTitle" />
      </h2>
      <p id={`${titleId}-text`}>
        <FormattedMessage id="parents.withdrawText" values={{ child: childFullName }} />
      </p>
      {refusal && (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      )}
      <div className={styles.dialogActions}>
        <Button
          autoFocus
          onClick={onClose}
          disabled={loading}
          text={intl.formatMessage({ id: 'parents.withdrawKeep' })}
        />
        <Button
          intent="primary"
          loading={loading}
          text={intl.formatMessage({ id: 'parents.withdrawConfirm' })}
          onClick={() => void confirm()}
        />
      </div>
    </dialog>
  );
}
