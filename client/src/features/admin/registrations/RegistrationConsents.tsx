import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { errorReason } from '../common/errors';
import { RegistrationConsentsDocument } from './RegistrationConsents.generated';
import styles from './registrations.module.css';

// In Prague, whatever the browser's zone: the office's time.
const dateTime = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
} as const;

/** The registration dialog's consent history: each consent given or withdrawn, with the version of
 * its text, when and where. */
export function RegistrationConsents({ registrationId }: { registrationId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const { data, loading, error } = useQuery(RegistrationConsentsDocument, {
    variables: { id: registrationId },
    fetchPolicy: 'network-only',
  });
  const consents = data?.registration?.consents;
  const headingId = `registration-consents-${registrationId}`;
  return (
    <section className={styles.payments} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.paymentsTitle}>
        <FormattedMessage id="admin.consents.title" />
      </h3>
      {loading && !consents ? (
        <Spinner size={20} aria-label={t('layout.loading')} />
      ) : error || !consents ? (
        <p role="alert">
          {t('admin.consents.loadError')} {error ? errorReason(error) : ''}
        </p>
      ) : consents.length === 0 ? (
        <p className={styles.paymentsNone}>{t('admin.consents.none')}</p>
      ) : (
        <div className={styles.paymentsTable}>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th scope="col">{t('admin.consents.col.kind')}</th>
                <th scope="col">{t('admin.consents.col.version')}</th>
                <th scope="col">{t('admin.consents.col.action')}</th>
                <th scope="col">{t('admin.consents.col.at')}</th>
                <th scope="col">{t('admin.consents.col.source')}</th>
              </tr>
            </thead>
            <tbody>
              {consents.map((consent) => (
                <tr key={consent.id}>
                  <td>{t(`admin.legal.kind.${consent.kind}`)}</td>
                  <td>{consent.version}</td>
                  <td>{t(`admin.consents.action.${consent.action}`)}</td>
                  <td>{intl.formatDate(consent.at, dateTime)}</td>
                  <td>{t(`admin.consents.source.${consent.source}`)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
