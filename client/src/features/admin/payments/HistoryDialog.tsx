import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { DisableIcon } from '@blueprintjs/icons';
import { formatDate, formatHaler } from '@kurzy/common';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPaymentRowFragment } from './AdminPaymentRow.generated';
import { activeAllocations, actorLabel, eventLabel, momentLabel, sourceLabel } from './labels';
import { PaymentHistoryDocument } from './PaymentDialogs.generated';
import styles from './payments.module.css';

type Allocation = AdminPaymentRowFragment['allocations'][number];

/** "Historie": the payment, its pairings now (each undone with its own button, after a question), and
 * every change with who and when; an undone pairing stays in the history. */
export function HistoryDialog({
  payment,
  onClose,
  onUnpair,
}: {
  payment: AdminPaymentRowFragment;
  onClose: () => void;
  onUnpair: (allocation: Allocation) => void;
}) {
  const intl = useIntl();
  const { data, loading } = useQuery(PaymentHistoryDocument, {
    variables: { id: payment.id },
    fetchPolicy: 'network-only',
  });
  const names = useMemo(() => new Map((data?.users ?? []).map((user) => [user.id, user.name])), [data]);
  const active = activeAllocations(payment);
  return (
    <Dialog
      isOpen
      title={intl.formatMessage(
        { id: 'admin.payments.historyTitle' },
        { date: formatDate(payment.bookedOn), amount: formatHaler(payment.amountHaler) },
      )}
      onClose={onClose}
      className={styles.dialog}
    >
      <DialogBody>
        <p className={styles.paymentLine}>
          {[
            sourceLabel(intl, payment.source),
            payment.variableSymbol ? `VS ${payment.variableSymbol}` : null,
            payment.counterName,
            payment.counterAccount,
            payment.receiptNumber
              ? `${intl.formatMessage({ id: 'admin.payments.receipt' })} ${payment.receiptNumber}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {payment.message && <p className={styles.muted}>{payment.message}</p>}
        <h3 className={styles.subTitle}>
          <FormattedMessage id="admin.payments.pairings" />
        </h3>
        {active.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="admin.payments.noPairings" />
          </p>
        ) : (
          <ul className={styles.parts} aria-label={intl.formatMessage({ id: 'admin.payments.pairings' })}>
            {active.map((allocation) => {
              const name = allocation.registration
                ? `${allocation.registration.childFullName} (VS ${allocation.registration.variableSymbol})`
                : `#${allocation.id}`;
              return (
                <li key={allocation.id} className={styles.part}>
                  <span className={styles.partName}>
                    <strong>{name}</strong>
                  </span>
                  <span className={styles.amount}>{formatHaler(allocation.amountHaler)}</span>
                  <Button
                    size="small"
                    icon={<DisableIcon />}
                    intent="warning"
                    aria-label={intl.formatMessage({ id: 'admin.payments.unpairOne' }, { name })}
                    onClick={() => onUnpair(allocation)}
                    text={<FormattedMessage id="admin.payments.unpair" />}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <h3 className={styles.subTitle}>
          <FormattedMessage id="admin.payments.history" />
        </h3>
        {loading && !data ? (
          <Spinner size={20} aria-label={intl.formatMessage({ id: 'layout.loading' })} />
        ) : (
          <div className={styles.notes}>
            <HTMLTable compact striped className={styles.noteTable}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'admin.payments.history.when' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.payments.history.what' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.payments.col.vs' })}</th>
                  <th scope="col" className={styles.amount}>
                    {intl.formatMessage({ id: 'admin.payments.col.amount' })}
                  </th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.payments.history.who' })}</th>
                </tr>
              </thead>
              <tbody>
                {(data?.payment.history ?? []).map((event) => (
                  <tr key={event.id}>
                    <td>{momentLabel(intl, event.createdAt)}</td>
                    <td>{eventLabel(intl, event.type)}</td>
                    <td>{event.variableSymbol ?? '–'}</td>
                    <td className={styles.amount}>
                      {event.amountHaler === null ? '–' : formatHaler(event.amountHaler)}
                    </td>
                    <td>{actorLabel(intl, event.actorId, names)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose} text={<FormattedMessage id="admin.payments.close" />} />} />
    </Dialog>
  );
}
