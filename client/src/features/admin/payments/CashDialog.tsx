import { useMutation } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { cashPaymentSchema, formatHaler, pragueToday } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { RecordCashPaymentDocument } from './AdminPayments.generated';
import { crownsInput, parseCrowns } from './money';
import type { PaymentTargetFragment } from './PaymentDialogs.generated';
import styles from './payments.module.css';
import { owing, targetName, TargetSearch } from './TargetPicker';

type Field = 'registrationId' | 'amountHaler' | 'bookedOn' | 'receiptNumber';

/** "Zapsat hotovost": cash taken for one registration, with its receipt number; checked with
 * common's cashPaymentSchema (the server checks the same). */
export function CashDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [target, setTarget] = useState<PaymentTargetFragment | null>(null);
  const [amount, setAmount] = useState('');
  const [bookedOn, setBookedOn] = useState(pragueToday());
  const [receipt, setReceipt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [record, recording] = useMutation(RecordCashPaymentDocument);

  const pick = (picked: PaymentTargetFragment) => {
    setTarget(picked);
    if (amount.trim() === '' && owing(picked) > 0) setAmount(crownsInput(owing(picked)));
    setErrors((current) => ({ ...current, registrationId: undefined }));
  };

  const submit = async () => {
    const haler = parseCrowns(amount);
    const values = { registrationId: target?.id, amountHaler: haler ?? undefined, bookedOn, receiptNumber: receipt };
    const found: Partial<Record<Field, string>> = {};
    try {
      await cashPaymentSchema.validate(values, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError)
        for (const inner of error.inner) found[inner.path as Field] ??= inner.message;
    }
    if (amount.trim() !== '' && haler === null)
      found.amountHaler = intl.formatMessage({ id: 'admin.payments.amountInvalid' });
    setErrors(found);
    if (Object.keys(found).length > 0 || !target || haler === null) return;
    try {
      await record({
        variables: {
          input: { registrationId: target.id, amountHaler: haler, bookedOn, receiptNumber: receipt.trim() },
        },
      });
      toast.success(
        intl.formatMessage({ id: 'admin.payments.cashDone' }, { amount: formatHaler(haler), name: targetName(target) }),
      );
      onDone();
    } catch (error) {
      setFailure(errorReason(error));
    }
  };

  const field = (name: Field) =>
    errors[name] ? { intent: Intent.DANGER, helperText: errors[name] } : { intent: Intent.NONE };

  return (
    <Dialog
      isOpen
      title={intl.formatMessage({ id: 'admin.payments.cashTitle' })}
      onClose={recording.loading ? undefined : onClose}
      canOutsideClickClose={false}
      className={styles.dialog}
    >
      <DialogBody>
        {target ? (
          <FormGroup label={intl.formatMessage({ id: 'admin.payments.cashRegistration' })}>
            <div className={styles.chosen}>
              <span>
                <strong>{targetName(target)}</strong>
                <span className={styles.muted}>
                  {' · '}
                  {owing(target) > 0 ? (
                    <FormattedMessage id="admin.payments.owes" values={{ amount: formatHaler(owing(target)) }} />
                  ) : (
                    <FormattedMessage id="admin.payments.owesNothing" />
                  )}
                </span>
              </span>
              <Button
                variant="minimal"
                icon={<CrossIcon />}
                onClick={() => setTarget(null)}
                text={<FormattedMessage id="admin.payments.changeTarget" />}
              />
            </div>
          </FormGroup>
        ) : (
          <>
            <TargetSearch
              onPick={pick}
              picked={[]}
              label={intl.formatMessage({ id: 'admin.payments.cashRegistration' })}
            />
            {errors.registrationId && (
              <p className={styles.filterProblem} role="alert">
                {intl.formatMessage({ id: 'admin.payments.pickRegistration' })}
              </p>
            )}
          </>
        )}
        <div className={styles.formRow}>
          <FormGroup
            label={intl.formatMessage({ id: 'admin.payments.cashAmount' })}
            labelFor="cash-amount"
            labelInfo="*"
            {...field('amountHaler')}
          >
            <InputGroup
              id="cash-amount"
              inputMode="decimal"
              value={amount}
              intent={field('amountHaler').intent}
              aria-invalid={errors.amountHaler ? true : undefined}
              rightElement={<span className={styles.unit}>Kč</span>}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'admin.payments.cashDate' })}
            labelFor="cash-date"
            labelInfo="*"
            {...field('bookedOn')}
          >
            <InputGroup
              id="cash-date"
              type="date"
              max={pragueToday()}
              value={bookedOn}
              intent={field('bookedOn').intent}
              aria-invalid={errors.bookedOn ? true : undefined}
              onChange={(event) => setBookedOn(event.currentTarget.value)}
            />
          </FormGroup>
        </div>
        <FormGroup
          label={intl.formatMessage({ id: 'admin.payments.cashReceipt' })}
          labelFor="cash-receipt"
          labelInfo="*"
          {...field('receiptNumber')}
        >
          <InputGroup
            id="cash-receipt"
            value={receipt}
            maxLength={40}
            intent={field('receiptNumber').intent}
            aria-invalid={errors.receiptNumber ? true : undefined}
            onChange={(event) => setReceipt(event.currentTarget.value)}
          />
        </FormGroup>
        {failure && (
          <Callout intent={Intent.DANGER} role="alert">
            {failure}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              onClick={onClose}
              disabled={recording.loading}
              text={<FormattedMessage id="admin.action.cancel" />}
            />
            <Button
              intent={Intent.PRIMARY}
              loading={recording.loading}
              onClick={() => void submit()}
              text={<FormattedMessage id="admin.payments.cashConfirm" />}
            />
          </>
        }
      />
    </Dialog>
  );
}
