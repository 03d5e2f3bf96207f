import { useMutation } from '@apollo/client/react';
import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { formatDate, formatHaler, REFUND_REASON_MAX, refundSchema } from '@kurzy/common';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import type { MessageId } from '../../../i18n/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { crownsInput, parseCrowns } from './money';
import { RefundPaymentDocument } from './Refund.generated';

export interface RefundablePayment {
  id: number;
  bookedOn: string;
  amountHaler: number;
  refundedHaler: number;
  source: string;
}

/** What of a payment may still be given back: money that came (not a manual mark), not withdrawn. */
export const refundableOf = (payment: RefundablePayment & { pairable: boolean; reversedAt: string | null }) =>
  payment.source === 'manual' || !payment.pairable || payment.reversedAt
    ? 0
    : payment.amountHaler - payment.refundedHaler;

/** "Vrátit peníze" (issue 46): how much (all that is left by default), why, and for money that did not
 * come by card the parent's account; the confirmation names the amount and where it goes. One key per
 * opened dialog, so a double click or a resent request gives one refund. */
export function RefundDialog({
  payment,
  available,
  onClose,
  onDone,
}: {
  payment: RefundablePayment;
  available: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const card = payment.source === 'card';
  const [amount, setAmount] = useState(crownsInput(available));
  const [reason, setReason] = useState('');
  const [account, setAccount] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const [refund] = useMutation(RefundPaymentDocument);
  const ids = { amount: useId(), reason: useId(), account: useId() };
  const haler = parseCrowns(amount);
  const shown = haler === null ? '–' : formatHaler(haler);

  const confirm = async () => {
    const found: Record<string, string> = {};
    if (haler === null || haler > available)
      found.amount = t('admin.refunds.amountInvalid', { available: formatHaler(available) });
    const input = { amount: haler ?? 0, reason, account: card ? null : account, idempotencyKey: key };
    try {
      await refundSchema.validate(input, { abortEarly: false });
    } catch (invalid) {
      if (invalid instanceof ValidationError)
        for (const inner of invalid.inner) if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
    }
    if (!card && !account.trim()) found.account = t('admin.refunds.accountRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { data } = await refund({ variables: { paymentId: payment.id, input } });
      const state = data?.refundPayment.state ?? 'pending';
      toast.success(t(`admin.refunds.done.${state}` as MessageId, { amount: shown }));
      onDone();
    } catch (failure) {
      toast.error(t('admin.saveError'), errorReason(failure));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'amount' | 'reason' | 'account') => ({
    intent: problems[name] ? Intent.DANGER : Intent.NONE,
    helperText: problems[name],
    labelFor: ids[name],
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('admin.refunds.title')}
      intent={Intent.WARNING}
      busy={busy}
      cancelText={<FormattedMessage id="admin.refunds.keep" />}
      confirmText={t(card ? 'admin.refunds.confirmCard' : 'admin.refunds.confirmTransfer', { amount: shown })}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      message={
        <>
          <p>
            {t(card ? 'admin.refunds.messageCard' : 'admin.refunds.messageTransfer', {
              paid: formatHaler(payment.amountHaler),
              date: formatDate(payment.bookedOn),
              available: formatHaler(available),
            })}
          </p>
          <FormGroup label={t('admin.refunds.amount')} {...field('amount')}>
            <InputGroup
              id={ids.amount}
              inputMode="decimal"
              value={amount}
              intent={problems.amount ? Intent.DANGER : Intent.NONE}
              aria-invalid={problems.amount ? true : undefined}
              onChange={(event) => {
                setAmount(event.currentTarget.value);
                setProblems(({ amount: _, ...rest }) => rest);
              }}
            />
          </FormGroup>
          {!card && (
            <FormGroup
              label={t('admin.refunds.account')}
              {...field('account')}
              helperText={problems.account ?? t('admin.refunds.accountHelp')}
            >
              <InputGroup
                id={ids.account}
                value={account}
                placeholder="19-2000145399/0800"
                intent={problems.account ? Intent.DANGER : Intent.NONE}
                aria-invalid={problems.account ? true : undefined}
                onChange={(event) => {
                  setAccount(event.currentTarget.value);
                  setProblems(({ account: _, ...rest }) => rest);
                }}
              />
            </FormGroup>
          )}
          <FormGroup label={t('admin.refunds.reason')} {...field('reason')}>
            <TextArea
              id={ids.reason}
              fill
              maxLength={REFUND_REASON_MAX}
              value={reason}
              intent={problems.reason ? Intent.DANGER : Intent.NONE}
              aria-invalid={problems.reason ? true : undefined}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setProblems(({ reason: _, ...rest }) => rest);
              }}
            />
          </FormGroup>
        </>
      }
    />
  );
}
