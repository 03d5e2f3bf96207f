import { useMutation, useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLTable, InputGroup, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { MAKEUP_REASON_MAX, makeupGrantSchema, pragueToday } from '@kurzy/common';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import {
  ChangeMakeupCreditDocument,
  GrantMakeupCreditDocument,
  RegistrationMakeupsDocument,
  type RegistrationMakeupsQuery,
} from './RegistrationMakeups.generated';
import adminStyles from '../common/admin.module.css';
import styles from './registrations.module.css';

const ZONE = 'Europe/Prague';
const dateTime = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
} as const;
const DAY_MS = 86_400_000;

type Credit = RegistrationMakeupsQuery['makeupCredits'][number];
type Action = { kind: 'grant' } | { kind: 'extend'; credit: Credit } | { kind: 'revoke'; credit: Credit };

/** 23:59 of a day in Prague, as an instant (Prague's offset read at that day's noon). */
export function pragueEndOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(year, month - 1, date, 12);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(noon),
  );
  return new Date(Date.UTC(year, month - 1, date, 23, 59) - (hour - 12) * 3_600_000).toISOString();
}

/** A day 30 days after the later of today and the credit's expiry: what an extension offers first. */
function extendedDay(expiresAt: string): string {
  const from = Math.max(Date.parse(`${pragueToday()}T12:00:00Z`), Date.parse(expiresAt));
  return new Date(from + 30 * DAY_MS).toISOString().slice(0, 10);
}

/** The registration dialog's make-up credits (administrators): each with its state, validity,
 * origin and the reason of the last hand change; grant one, extend or revoke one, each with a
 * reason and a confirmation. A used or revoked credit stays as it is. */
export function RegistrationMakeups({ registrationId }: { registrationId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: id as MessageId }, values);
  const { data, loading, error, refetch } = useQuery(RegistrationMakeupsDocument, {
    variables: { registrationId },
    fetchPolicy: 'network-only',
  });
  const [grant] = useMutation(GrantMakeupCreditDocument);
  const [change] = useMutation(ChangeMakeupCreditDocument);
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `registration-makeups-${registrationId}`;
  const reasonId = useId();
  const dayId = useId();
  const credits = data?.makeupCredits;

  const open = (next: Action) => {
    setAction(next);
    setReason('');
    setProblem(null);
    setDay(next.kind === 'extend' ? extendedDay(next.credit.expiresAt) : '');
  };
  const confirm = async () => {
    if (!action) return;
    try {
      await makeupGrantSchema.validateAt('reason', { reason });
    } catch (invalid) {
      setProblem((invalid as Error).message);
      return;
    }
    if (action.kind === 'extend' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      setProblem(t('admin.makeups.dayRequired'));
      return;
    }
    setBusy(true);
    try {
      if (action.kind === 'grant') await grant({ variables: { registrationId, reason } });
      else
        await change({
          variables: {
            id: action.credit.id,
            reason,
            ...(action.kind === 'extend' ? { expiresAt: pragueEndOfDay(day) } : { revoke: true }),
          },
        });
      toast.success(t(`admin.makeups.done.${action.kind}`));
      setAction(null);
      await refetch();
    } catch (failure) {
      toast.error(t('admin.saveError'), errorReason(failure));
    } finally {
      setBusy(false);
    }
  };

  const live = (credit: Credit) => credit.state !== 'used' && credit.state !== 'revoked';
  const available = credits?.filter((credit) => credit.state === 'available').length ?? 0;
  return (
    <section className={styles.payments} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.paymentsTitle}>
        <FormattedMessage id="admin.makeups.title" />
        {credits && credits.length > 0 && <> – {t('admin.makeups.summary', { available, earned: credits.length })}</>}
      </h3>
      {loading && !credits ? (
        <Spinner size={20} aria-label={t('layout.loading')} />
      ) : error || !credits ? (
        <p role="alert">
          {t('admin.makeups.loadError')} {error ? errorReason(error) : ''}
        </p>
      ) : credits.length === 0 ? (
        <p className={styles.paymentsNone}>{t('admin.makeups.none')}</p>
      ) : (
        <div className={styles.paymentsTable}>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th scope="col">{t('admin.makeups.col.state')}</th>
                <th scope="col">{t('admin.makeups.col.expiresAt')}</th>
                <th scope="col">{t('admin.makeups.col.origin')}</th>
                <th scope="col">{t('admin.makeups.col.reason')}</th>
                <th scope="col">
                  <span className={adminStyles.visuallyHidden}>{t('admin.makeups.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {credits.map((credit) => {
                const until = intl.formatDate(credit.expiresAt, dateTime);
                return (
                  <tr key={credit.id}>
                    <td>{t(`admin.makeups.state.${credit.state}`)}</td>
                    <td>{until}</td>
                    <td>{t(`admin.makeups.origin.${credit.origin}`)}</td>
                    <td>{credit.reason ?? ''}</td>
                    <td className={styles.makeupActions}>
                      {live(credit) && (
                        <>
                          <Button
                            size="small"
                            text={t('admin.makeups.extend')}
                            aria-label={t('admin.makeups.extendLabel', { until })}
                            onClick={() => open({ kind: 'extend', credit })}
                          />
                          <Button
                            size="small"
                            intent={Intent.DANGER}
                            variant="minimal"
                            text={t('admin.makeups.revoke')}
                            aria-label={t('admin.makeups.revokeLabel', { until })}
                            onClick={() => open({ kind: 'revoke', credit })}
                          />
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <div>
        <Button icon="plus" text={t('admin.makeups.grant')} onClick={() => open({ kind: 'grant' })} />
      </div>
      {action && (
        <ConfirmDialog
          isOpen
          title={t(`admin.makeups.${action.kind}Title`)}
          intent={action.kind === 'revoke' ? Intent.DANGER : Intent.PRIMARY}
          busy={busy}
          cancelText={<FormattedMessage id="admin.makeups.keep" />}
          confirmText={t(`admin.makeups.${action.kind}Confirm`)}
          onCancel={() => setAction(null)}
          onConfirm={() => void confirm()}
          message={
            <>
              <p>
                {action.kind === 'grant'
                  ? t('admin.makeups.grantMessage')
                  : t(`admin.makeups.${action.kind}Message`, {
                      until: intl.formatDate(action.credit.expiresAt, dateTime),
                      booked: action.credit.state === 'booked' ? 'yes' : 'no',
                    })}
              </p>
              {action.kind === 'extend' && (
                <FormGroup label={t('admin.makeups.newExpiry')} labelFor={dayId}>
                  <InputGroup
                    id={dayId}
                    type="date"
                    value={day}
                    onChange={(event) => setDay(event.currentTarget.value)}
                  />
                </FormGroup>
              )}
              <FormGroup
                label={t('admin.makeups.reason')}
                labelFor={reasonId}
                intent={problem ? Intent.DANGER : Intent.NONE}
                helperText={problem ?? undefined}
              >
                <TextArea
                  id={reasonId}
                  fill
                  maxLength={MAKEUP_REASON_MAX}
                  value={reason}
                  intent={problem ? Intent.DANGER : Intent.NONE}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
              </FormGroup>
            </>
          }
        />
      )}
    </section>
  );
}
