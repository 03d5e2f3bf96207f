import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import {
  formatOfferDeadline,
  INVALID_DATE_TIME,
  isoToPragueLocal,
  pragueLocalToIso,
  PRIORITY_RANGE,
  WAITLIST_OFFER_STATE_LABELS,
  WaitlistErrorCode,
  type WaitlistOfferState,
  WAITLIST_PASS_REASON_TEXTS,
  type WaitlistPassReason,
  WAITLIST_PRIORITY_MAX,
} from '@kurzy/common';
import { type KeyboardEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import type { MessageId } from '../../../i18n/messages';
import { domainCodeOf } from '../../../ui/apiErrors';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import {
  MoveWaitlistOfferDeadlineDocument,
  OfferWaitlistPlaceDocument,
  RegistrationOfferFragmentDoc,
  RegistrationOffersDocument,
  SetWaitlistPriorityDocument,
  WithdrawWaitlistOfferDocument,
} from './RegistrationOffers.generated';
import styles from './registrations.module.css';

/** What staff are asked to confirm first. */
type Asking = 'overCapacity' | 'pastDeadline' | 'withdraw' | null;

/** Whether a deadline has passed (asked when staff press the button, never while rendering). */
const isPast = (iso: string) => Date.parse(iso) <= Date.now();

/** Enter in the section's fields never submits the registration's form around it. */
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** The registration dialog's waiting-list offers (administrators): every offer with who took each step
 * (the system, the family, a staff member), every change of the priority with who made it, and staff's own steps: offer by hand (beyond the
 * capacity only once confirmed), move the open offer's deadline (a past one ends it, once confirmed),
 * withdraw it (confirmed), and the replacement's priority. */
export function RegistrationOffers({
  registrationId,
  waiting,
  priority,
  onChanged,
}: {
  registrationId: number;
  /** A replacement whose registration is not cancelled: it may be offered a place. */
  waiting: boolean;
  priority: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { may } = useStaff();
  const writes = may('waitlist.write');
  const { data, loading, error, refetch } = useQuery(RegistrationOffersDocument, {
    variables: { registrationId },
    fetchPolicy: 'network-only',
  });
  const offers = getFragmentData(RegistrationOfferFragmentDoc, data?.waitlistOffers);
  const open = offers?.find((offer) => offer.state === 'offered');
  // Passed over since its newest offer (or never offered): staff see why no offer came.
  const pass = data?.waitlistPasses[0];
  const passed = pass && (!offers?.[0] || Date.parse(pass.at) > Date.parse(offers[0].offeredAt)) ? pass : undefined;
  const [deadline, setDeadline] = useState('');
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const [newPriority, setNewPriority] = useState(String(priority));
  const [priorityError, setPriorityError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [offer, offering] = useMutation(OfferWaitlistPlaceDocument);
  const [move, moving] = useMutation(MoveWaitlistOfferDeadlineDocument);
  const [withdraw, withdrawing] = useMutation(WithdrawWaitlistOfferDocument);
  const [savePriority, savingPriority] = useMutation(SetWaitlistPriorityDocument);
  const busy = offering.loading || moving.loading || withdrawing.loading || savingPriority.loading;

  const done = async (message: MessageId) => {
    setAsking(null);
    toast.success(t(message));
    await refetch();
    onChanged();
  };
  const failed = (failure: unknown) => {
    setAsking(null);
    toast.error(t('admin.offers.failed'), errorReason(failure));
  };

  const onOffer = async (overCapacity: boolean) => {
    try {
      await offer({ variables: { registrationId, overCapacity } });
      await done('admin.offers.offered');
    } catch (failure) {
      // No free place: staff decide, knowing it goes beyond the capacity.
      if (!overCapacity && domainCodeOf(failure) === WaitlistErrorCode.NoFreePlace) setAsking('overCapacity');
      else failed(failure);
    }
  };
  const expiresAt = () => {
    const iso = pragueLocalToIso(deadline);
    setDeadlineError(iso ? null : INVALID_DATE_TIME);
    return iso;
  };
  const onMove = async (confirmed: boolean) => {
    const iso = expiresAt();
    if (!iso || !open) return;
    if (!confirmed && isPast(iso)) {
      setAsking('pastDeadline');
      return;
    }
    try {
      await move({ variables: { id: open.id, expiresAt: iso } });
      await done(confirmed ? 'admin.offers.ended' : 'admin.offers.moved');
    } catch (failure) {
      failed(failure);
    }
  };
  const onWithdraw = async () => {
    if (!open) return;
    try {
      await withdraw({ variables: { id: open.id } });
      await done('admin.offers.withdrawn');
    } catch (failure) {
      failed(failure);
    }
  };
  const onPriority = async () => {
    const value = Number(newPriority);
    if (!/^\d{1,3}$/.test(newPriority.trim()) || value > WAITLIST_PRIORITY_MAX) {
      setPriorityError(PRIORITY_RANGE);
      return;
    }
    setPriorityError(null);
    try {
      await savePriority({ variables: { registrationId, priority: value } });
      await done('admin.offers.prioritySaved');
    } catch (failure) {
      failed(failure);
    }
  };

  const who = (name: string | null | undefined, family: boolean) =>
    name ?? (family ? t('admin.offers.byFamily') : t('admin.offers.bySystem'));
  const headingId = `registration-offers-${registrationId}`;
  return (
    <section className={styles.payments} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.paymentsTitle}>
        <FormattedMessage id="admin.offers.title" />
      </h3>
      {passed && (
        <Callout intent={Intent.WARNING} className={styles.callout}>
          <FormattedMessage
            id="admin.offers.passed"
            values={{
              at: formatOfferDeadline(passed.at),
              reason: WAITLIST_PASS_REASON_TEXTS[passed.reason as WaitlistPassReason] ?? passed.reason,
            }}
          />
        </Callout>
      )}
      {loading && !offers ? (
        <Spinner size={20} aria-label={t('layout.loading')} />
      ) : error || !offers ? (
        <p role="alert">
          <FormattedMessage id="admin.offers.loadError" /> {error ? errorReason(error) : ''}
        </p>
      ) : offers.length === 0 ? (
        <p className={styles.paymentsNone}>
          <FormattedMessage id="admin.offers.empty" />
        </p>
      ) : (
        <div className={styles.paymentsTable}>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.offers.state" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.offers.offeredAt" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.offers.deadline" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.offers.decided" />
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.map((row) => (
                <tr key={row.id}>
                  <td>
                    {WAITLIST_OFFER_STATE_LABELS[row.state as WaitlistOfferState]}
                    {row.overCapacity ? ` (${t('admin.offers.overCapacityTag')})` : ''}
                  </td>
                  <td>
                    {formatOfferDeadline(row.offeredAt)} · {who(row.offeredByName, false)}
                  </td>
                  <td>{formatOfferDeadline(row.expiresAt)}</td>
                  <td>
                    {row.decidedAt
                      ? `${formatOfferDeadline(row.decidedAt)} · ${who(row.decidedByName, row.decidedByFamily)}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {data && data.waitlistPriorityChanges.length > 0 && (
        <>
          <h4 className={styles.offerChangesTitle}>
            <FormattedMessage id="admin.offers.priorityChanges" />
          </h4>
          <ul className={styles.offerChanges}>
            {data.waitlistPriorityChanges.map((change) => (
              <li key={change.id}>
                <FormattedMessage
                  id="admin.offers.priorityChange"
                  values={{
                    at: formatOfferDeadline(change.changedAt),
                    from: change.fromPriority,
                    to: change.toPriority,
                    who: who(change.changedByName, false),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {writes && offers && (
        <div className={styles.offerSteps}>
          {open ? (
            <>
              <FormGroup
                label={t('admin.offers.newDeadline')}
                labelFor={`offer-deadline-${registrationId}`}
                helperText={deadlineError ?? t('admin.offers.deadlineHelp')}
                intent={deadlineError ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={`offer-deadline-${registrationId}`}
                  type="datetime-local"
                  value={deadline || isoToPragueLocal(open.expiresAt)}
                  intent={deadlineError ? Intent.DANGER : Intent.NONE}
                  onKeyDown={keepEnter}
                  onChange={(event) => setDeadline(event.target.value)}
                />
              </FormGroup>
              <Button
                type="button"
                text={t('admin.offers.move')}
                loading={moving.loading}
                disabled={busy || !deadline}
                onClick={() => void onMove(false)}
              />
              <Button
                type="button"
                intent={Intent.WARNING}
                text={t('admin.offers.withdraw')}
                disabled={busy}
                onClick={() => setAsking('withdraw')}
              />
            </>
          ) : (
            waiting && (
              <Button
                type="button"
                intent={Intent.PRIMARY}
                text={t('admin.offers.offer')}
                loading={offering.loading}
                disabled={busy}
                onClick={() => void onOffer(false)}
              />
            )
          )}
          {waiting && (
            <>
              <FormGroup
                label={t('admin.offers.priority')}
                labelFor={`offer-priority-${registrationId}`}
                helperText={priorityError ?? t('admin.offers.priorityHelp')}
                intent={priorityError ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={`offer-priority-${registrationId}`}
                  type="number"
                  min={0}
                  max={WAITLIST_PRIORITY_MAX}
                  value={newPriority}
                  intent={priorityError ? Intent.DANGER : Intent.NONE}
                  onKeyDown={keepEnter}
                  onChange={(event) => setNewPriority(event.target.value)}
                />
              </FormGroup>
              <Button
                type="button"
                text={t('admin.offers.savePriority')}
                loading={savingPriority.loading}
                disabled={busy || newPriority === String(priority)}
                onClick={() => void onPriority()}
              />
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={asking === 'overCapacity'}
        intent={Intent.WARNING}
        title={t('admin.offers.overCapacityTitle')}
        message={t('admin.offers.overCapacityMessage')}
        confirmText={t('admin.offers.overCapacityConfirm')}
        busy={offering.loading}
        onConfirm={() => void onOffer(true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking === 'pastDeadline'}
        intent={Intent.WARNING}
        title={t('admin.offers.pastTitle')}
        message={t('admin.offers.pastMessage')}
        confirmText={t('admin.offers.pastConfirm')}
        busy={moving.loading}
        onConfirm={() => void onMove(true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking === 'withdraw'}
        intent={Intent.WARNING}
        title={t('admin.offers.withdrawTitle')}
        message={t('admin.offers.withdrawMessage')}
        confirmText={t('admin.offers.withdraw')}
        busy={withdrawing.loading}
        onConfirm={() => void onWithdraw()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
