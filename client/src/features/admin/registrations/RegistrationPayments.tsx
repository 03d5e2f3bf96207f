import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { formatDate, formatHaler } from '@kurzy/common';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { errorReason } from '../common/errors';
import { RefundDialog, refundableOf, type RefundablePayment } from '../payments';
import { RegistrationDiscount } from './RegistrationDiscount';
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
  refunded: 'admin.payments.state.refunded',
};
const EVENT: Record<string, MessageId> = {
  recorded: 'admin.payments.event.recorded',
  paired: 'admin.payments.event.paired',
  unpaired: 'admin.payments.event.unpaired',
  reversed: 'admin.payments.event.reversed',
  refunded: 'admin.payments.event.refunded',
  refund_failed: 'admin.payments.event.refund_failed',
};
const REFUND_STATE: Record<string, MessageId> = {
  pending: 'admin.refunds.state.pending',
  refunded: 'admin.refunds.state.refunded',
  failed: 'admin.refunds.state.failed',
  to_transfer: 'admin.refunds.state.to_transfer',
  transferred: 'admin.refunds.state.transferred',
};

/** The registration dialog's money (administrators: the dialog asks only when they may read payments):
 * what is due, received and still due, its payments and their history. */
export function RegistrationPayments({ registrationId }: { registrationId: number }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const word = (table: Record<string, MessageId>, value: string) => (table[value] ? t(table[value]) : value);
  const [refunding, setRefunding] = useState<{ payment: RefundablePayment; available: number } | null>(null);
  const { data, loading, error, refetch } = useQuery(RegistrationPaymentsDocument, {
    variables: { id: registrationId },
    fetchPolicy: 'network-only',
  });
  const names = useMemo(() => new Map((data?.users ?? []).map((user) => [user.id, user.name])), [data]);
  const registration = data?.registration;
  // Null only for those who may not read payments, who never see this section.
  const due = registration?.dueHaler ?? 0;
  const received = registration?.receivedHaler ?? 0;
  // A cancelled registration whose money is still here: the refund is what is left to do.
  const stillHeld = registration?.cancelledAt
    ? registration.payments.reduce((sum, payment) => sum + refundableOf(payment), 0)
    : 0;
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
          {registration.paymentPlan && (
            <dl className={styles.paymentSums}>
              <div>
                <dt>{t('admin.payments.registration.deposit')}</dt>
                <dd>
                  {intl.formatMessage(
                    {
                      id: registration.paymentPlan.depositPaid
                        ? 'admin.payments.registration.depositPaid'
                        : 'admin.payments.registration.depositOpen',
                    },
                    { amount: formatHaler(registration.paymentPlan.depositHaler) },
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('admin.payments.registration.balance')}</dt>
                <dd>
                  {intl.formatMessage(
                    { id: 'admin.payments.registration.balanceDue' },
                    {
                      amount: formatHaler(registration.paymentPlan.balanceOwingHaler),
                      date: formatDate(registration.paymentPlan.balanceDueOn),
                    },
                  )}
                </dd>
              </div>
            </dl>
          )}
          <RegistrationDiscount
            registrationId={registrationId}
            discount={registration.discount}
            onChanged={() => void refetch()}
          />
          {stillHeld > 0 && (
            <Callout intent={Intent.WARNING} compact>
              {intl.formatMessage({ id: 'admin.refunds.cancelledOffer' }, { amount: formatHaler(stillHeld) })}
            </Callout>
          )}
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
                    <th scope="col">{t('admin.refunds.col')}</th>
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
                        <td>
                          {payment.refunds.map((refund) => (
                            <div key={refund.id}>
                              {formatHaler(refund.amountHaler)} – {word(REFUND_STATE, refund.state)}
                              {refund.account ? ` (${refund.account})` : ''}
                            </div>
                          ))}
                          {refundableOf(payment) > 0 && (
                            <Button
                              size="small"
                              intent={Intent.WARNING}
                              variant="outlined"
                              text={t('admin.refunds.refund')}
                              aria-label={intl.formatMessage(
                                { id: 'admin.refunds.refundLabel' },
                                { amount: formatHaler(payment.amountHaler), date: formatDate(payment.bookedOn) },
                              )}
                              onClick={() => setRefunding({ payment, available: refundableOf(payment) })}
                            />
                          )}
                        </td>
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
                      <td>
                        {word(EVENT, event.type)}
                        {event.note ? `: ${event.note}` : ''}
                      </td>
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
      {refunding && (
        <RefundDialog
          payment={refunding.payment}
          available={refunding.available}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            void refetch();
          }}
        />
      )}
    </section>
  );
}
