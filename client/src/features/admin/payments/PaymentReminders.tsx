import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, H2, Intent, Tag } from '@blueprintjs/core';
import { formatDay, formatHaler } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import {
  PaymentReminderStateFragmentDoc,
  PaymentRemindersDocument,
  SetPaymentRemindersPausedDocument,
} from './PaymentReminders.generated';
import styles from './payments.module.css';

/** The payment reminders as they stand (issue 41, item 12): the setting, what goes out by the end of
 * today with the count and the first families, and the pause. Resuming asks first, naming the count,
 * since what fell due meanwhile goes at once. */
export function PaymentReminders() {
  const intl = useIntl();
  const { may } = useStaff();
  const { data, error } = useQuery(PaymentRemindersDocument, { fetchPolicy: 'cache-and-network' });
  // The status has no id to be found by in the cache: the answer replaces the query's.
  const [setPaused, setState] = useMutation(SetPaymentRemindersPausedDocument, {
    update: (cache, { data: changed }) => {
      if (changed)
        cache.writeQuery({
          query: PaymentRemindersDocument,
          data: { paymentReminders: changed.setPaymentRemindersPaused },
        });
    },
  });
  const [resuming, setResuming] = useState(false);
  const status = getFragmentData(PaymentReminderStateFragmentDoc, data?.paymentReminders);
  const heading = (
    <H2 className={styles.remindersTitle}>
      <FormattedMessage id="admin.payments.reminders.title" />
    </H2>
  );
  if (error && !status)
    return (
      <section className={styles.reminders} aria-label={intl.formatMessage({ id: 'admin.payments.reminders.title' })}>
        {heading}
        <Callout intent={Intent.DANGER}>
          <FormattedMessage id="admin.payments.reminders.loadError" />
        </Callout>
      </section>
    );
  if (!status) return null;

  const change = async (paused: boolean) => {
    try {
      await setPaused({ variables: { paused } });
      toast.success(
        intl.formatMessage({
          id: paused ? 'admin.payments.reminders.pausedDone' : 'admin.payments.reminders.resumedDone',
        }),
      );
      setResuming(false);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.payments.reminders.changeError' }), errorReason(failure));
    }
  };
  const off = status.days <= 0;
  const pausedAt = status.pausedAt ?? null;
  const paused = pausedAt !== null;
  return (
    <section className={styles.reminders} aria-label={intl.formatMessage({ id: 'admin.payments.reminders.title' })}>
      <div className={styles.remindersHead}>
        {heading}
        <Tag intent={off || paused ? Intent.WARNING : Intent.SUCCESS} minimal>
          <FormattedMessage
            id={
              off
                ? 'admin.payments.reminders.off'
                : paused
                  ? 'admin.payments.reminders.paused'
                  : 'admin.payments.reminders.on'
            }
            values={{ date: pausedAt === null ? '' : formatDay(pausedAt) }}
          />
        </Tag>
        {!off && may('payment.write') && (
          <Button
            className={styles.headTool}
            loading={setState.loading}
            onClick={() => (paused ? setResuming(true) : void change(true))}
            text={
              <FormattedMessage id={paused ? 'admin.payments.reminders.resume' : 'admin.payments.reminders.pause'} />
            }
          />
        )}
      </div>
      {off ? (
        <p>
          <FormattedMessage id="admin.payments.reminders.offHelp" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="admin.payments.reminders.rule"
              values={{
                days: status.days,
                second: status.secondAfterDays,
                since: status.enabledSince ? formatDay(status.enabledSince) : '–',
              }}
            />
          </p>
          <p data-testid="reminders-today">
            <FormattedMessage
              id={paused ? 'admin.payments.reminders.dueWhenResumed' : 'admin.payments.reminders.dueToday'}
              values={{ count: status.dueToday }}
            />{' '}
            <FormattedMessage id="admin.payments.reminders.queuedToday" values={{ count: status.queuedToday }} />
          </p>
          {status.dueTodaySample.length > 0 && (
            <details>
              <summary>
                <FormattedMessage id="admin.payments.reminders.who" values={{ count: status.dueToday }} />
              </summary>
              <ul className={styles.remindersList}>
                {status.dueTodaySample.map((row) => (
                  <li key={`${row.registrationId}-${row.step}`}>
                    <FormattedMessage
                      id="admin.payments.reminders.row"
                      values={{
                        child: row.childFullName,
                        title: row.title,
                        step: row.step,
                        owing: formatHaler(row.owingHaler),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={resuming}
        title={intl.formatMessage({ id: 'admin.payments.reminders.resumeTitle' })}
        intent={Intent.PRIMARY}
        message={<FormattedMessage id="admin.payments.reminders.resumeQuestion" values={{ count: status.dueToday }} />}
        confirmText={<FormattedMessage id="admin.payments.reminders.resume" />}
        busy={setState.loading}
        onConfirm={() => void change(false)}
        onCancel={() => setResuming(false)}
      />
    </section>
  );
}
