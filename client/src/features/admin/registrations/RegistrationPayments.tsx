import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { formatDate, formatHaler } from '@kurzy/common';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { errorReason } from '../common/errors';
import { RegistrationPaymentsDocument } from './RegistrationPayments.generated';
import styles from './registrations.module.css';

const SOURCE: Record<string, MessageId> = {
  statement: 'admin.payments.source.statement',
  bank_api: 'admin.payments.source.bank_api',
  cash: 'admin.payments.source.cash',
  manual: 'admin.payments.source.manual',
  card: 'admin.payments.source.card',
};
const STATE: Record<string, MessageId> = {
  paired: 'admin.payments.state.paired',
  unmatched: 'admin.payments.state.unmatched',
  refused: 'admin.payments.state.refused',
  reversed: 'admin.payments.state.reversed',
};
const EVENT: Record<string, MessageId> = {
  recorded: 'admin.payments.event.recorded',
  paired: 'admin.payments.event.paired',
  unpaired: 'admin.payments.event.unpaired',
  reversed: 'admin.payments.event.reversed',
};

/** The registration dialog's money (administrators: the dialog asks only when they may read payments):
 * what is due, received and still due, its payments and their history. */
export function RegistrationPayments({ registrationId }: { registrationId: number }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const word = (table: Record<string, MessageId>, value: string) => (table[value] ? t(table[value]) : value);
  const { data, loading, error } = useQuery(RegistrationPaymentsDocument, {
    variables: { id: registrationId },
    fetchPolicy: 'network-only',
  });
  const names = useMemo(() => new Map((data?.users ?? []).map((user) => [user.id, user.name])), [data]);
  const registration = data?.registration;
  // Null only for those who may not read payments, who never see this section.
  const due = registration?.dueHaler ?? 0;
  const received = registration?.receivedHaler ?? 0;
  return (
    <section className={styles.payments} aria-labelledby={`registration-payments-${registrationId}`}>
      <h3 id={`registration-payments-${registrationId}`} className={styles.paymentsTitle}>
        <FormattedMessage id="admin.payments.registration.title" />
      </h3>
      {loading && !registration ? (
        <Spinner size={20} aria-label={t('layout.loading')} />
      ) : error || !registration ? (
        <p role="alert">
          {t('admin.payments.registration.loadError')} {error ? errorReason(error) : ''}
        </p>
      ) : (
        <>
          <dl className={styles.paymentSums}>
            <div>
              <dt>{t('admin.payments.registration.due')}</dt>
              <dd>{formatHaler(due)}</dd>
            </div>
            <div>
              <dt>{t('admin.payments.registration.received')}</dt>
              <dd>{formatHaler(received)}</dd>
            </div>
            <div>
              {received > due ? (
                <>
                  <dt>{t('admin.payments.registration.over')}</dt>
                  <dd>{formatHaler(received - due)}</dd>
                </>
              ) : (
                <>
                  <dt>{t('admin.payments.registration.rest')}</dt>
                  <dd>{formatHaler(due - received)}</dd>
                </>
              )}
            </div>
          </dl>
          {registration.payments.length === 0 ? (
            <p className={styles.paymentsNone}>{t('admin.payments.registration.none')}</p>
          ) : (
            <div className={styles.paymentsTable}>
              <HTMLTable compact striped>
                <caption className={styles.paymentsCaption}>{t('admin.payments.registration.payments')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.payments.col.bookedOn')}</th>
                    <th scope="col">{t('admin.payments.col.amount')}</th>
                    <th scope="col">{t('admin.payments.registration.forThis')}</th>
                    <th scope="col">{t('admin.payments.col.source')}</th>
                    <th scope="col">{t('admin.payments.col.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {registration.payments.map((payment) => {
                    const mine = payment.allocations
                      .filter((allocation) => allocation.registrationId === registrationId && !allocation.reversedAt)
                      .reduce((sum, allocation) => sum + allocation.amountHaler, 0);
                    return (
                      <tr key={payment.id}>
                        <td>{formatDate(payment.bookedOn)}</td>
                        <td>{formatHaler(payment.amountHaler)}</td>
                        <td>{formatHaler(mine)}</td>
                        <td>
                          {word(SOURCE, payment.source)}
                          {payment.receiptNumber ? ` (${payment.receiptNumber})` : ''}
                        </td>
                        <td>{word(STATE, payment.state)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            </div>
          )}
          {registration.paymentHistory.length > 0 && (
            <div className={styles.paymentsTable}>
              <HTMLTable compact striped>
                <caption className={styles.paymentsCaption}>{t('admin.payments.registration.history')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.payments.history.when')}</th>
                    <th scope="col">{t('admin.payments.history.what')}</th>
                    <th scope="col">{t('admin.payments.col.amount')}</th>
                    <th scope="col">{t('admin.payments.history.who')}</th>
                  </tr>
                </thead>
                <tbody>
                  {registration.paymentHistory.map((event) => (
                    <tr key={event.id}>
                      <td>
                        {intl.formatDate(event.createdAt, {
                          day: 'numeric',
                          month: 'numeric',
                          year: 'numeric',
                          hour: '2-digit',
                          minute: '2-digit',
                        })}
                      </td>
                      <td>{word(EVENT, event.type)}</td>
                      <td>{event.amountHaler === null ? '–' : formatHaler(event.amountHaler)}</td>
                      <td>
                        {event.actorId === null
                          ? t('admin.payments.history.system')
                          : (names.get(event.actorId) ??
                            intl.formatMessage({ id: 'admin.payments.history.staff' }, { id: event.actorId }))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
