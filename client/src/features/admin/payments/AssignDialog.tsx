import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { allocationSchema, formatDate, formatHaler } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { getFragmentData } from '../../../gql/fragment-masking';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import type { AdminPaymentRowFragment } from './AdminPaymentRow.generated';
import { AssignPaymentDocument } from './AdminPayments.generated';
import { crownsInput, parseCrowns } from './money';
import {
  type PaymentTargetFragment,
  PaymentSuggestionsDocument,
  PaymentTargetFragmentDoc,
} from './PaymentDialogs.generated';
import styles from './payments.module.css';
import { owing, TargetButton, targetName, TargetSearch } from './TargetPicker';

interface Part {
  target: PaymentTargetFragment;
  /** Kč as typed */
  amount: string;
}

/** What a new part takes by default: what the registration still owes, at most what is left. */
export function defaultPart(left: number, owes: number): number {
  return owes > 0 ? Math.min(left, owes) : left;
}

/** The sum of the parts typed so far (an amount not yet readable counts nothing). */
const partsSum = (parts: readonly Part[]) => parts.reduce((sum, part) => sum + (parseCrowns(part.amount) ?? 0), 0);

/** "Přiřadit": the payment (or what is left of it) to one registration or split across siblings'. The
 * suggestions first (one click), then a search; each part's amount defaults to what is left or what
 * the registration owes. Checked with common's allocationSchema before it goes. */
export function AssignDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: AdminPaymentRowFragment;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const available = payment.unallocatedHaler;
  const [parts, setParts] = useState<Part[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [assign, assigning] = useMutation(AssignPaymentDocument);
  const suggestionsQuery = useQuery(PaymentSuggestionsDocument, {
    variables: { id: payment.id },
    fetchPolicy: 'network-only',
  });
  const suggestions = getFragmentData(PaymentTargetFragmentDoc, suggestionsQuery.data?.payment.suggestions ?? []);
  const picked = parts.map((part) => part.target.id);
  const sum = partsSum(parts);
  const left = available - sum;

  const add = (target: PaymentTargetFragment) => {
    if (picked.includes(target.id)) return;
    const amount = defaultPart(Math.max(0, available - partsSum(parts)), owing(target));
    setParts((current) => [...current, { target, amount: amount > 0 ? crownsInput(amount) : '' }]);
    setProblems([]);
  };

  const submit = async () => {
    const values = {
      parts: parts.map((part) => ({
        registrationId: part.target.id,
        amountHaler: parseCrowns(part.amount) ?? undefined,
      })),
    };
    const found: string[] = [];
    parts.forEach((part) => {
      if (parseCrowns(part.amount) === null)
        found.push(intl.formatMessage({ id: 'admin.payments.partAmountInvalid' }, { name: targetName(part.target) }));
    });
    try {
      await allocationSchema.validate(values, { abortEarly: false });
    } catch (failure) {
      if (failure instanceof ValidationError && found.length === 0) found.push(...new Set(failure.errors));
    }
    if (found.length === 0 && left < 0)
      found.push(intl.formatMessage({ id: 'admin.payments.tooMuch' }, { amount: formatHaler(available) }));
    setProblems(found);
    if (found.length > 0) return;
    try {
      await assign({
        variables: {
          id: payment.id,
          parts: parts.map((part) => ({ registrationId: part.target.id, amountHaler: parseCrowns(part.amount)! })),
        },
      });
      toast.success(intl.formatMessage({ id: 'admin.payments.assignDone' }, { count: parts.length }));
      onDone();
    } catch (failure) {
      setProblems([errorReason(failure)]);
    }
  };

  return (
    <Dialog
      isOpen
      title={intl.formatMessage({ id: 'admin.payments.assignTitle' })}
      onClose={assigning.loading ? undefined : onClose}
      canOutsideClickClose={false}
      className={styles.dialog}
    >
      <DialogBody>
        <p className={styles.paymentLine}>
          <FormattedMessage
            id="admin.payments.assignWhat"
            values={{
              date: formatDate(payment.bookedOn),
              amount: formatHaler(payment.amountHaler),
              available: formatHaler(available),
              name: payment.counterName || payment.counterAccount || '–',
              vs: payment.variableSymbol || '–',
            }}
          />
        </p>
        {payment.message && <p className={styles.muted}>{payment.message}</p>}

        <h3 className={styles.subTitle}>
          <FormattedMessage id="admin.payments.suggestions" />
        </h3>
        {suggestionsQuery.loading ? (
          <Spinner size={20} aria-label={intl.formatMessage({ id: 'layout.loading' })} />
        ) : suggestions.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="admin.payments.noSuggestions" />
          </p>
        ) : (
          <ul className={styles.targets} aria-label={intl.formatMessage({ id: 'admin.payments.suggestions' })}>
            {suggestions.map((target) => (
              <TargetButton key={target.id} target={target} onPick={add} disabled={picked.includes(target.id)} />
            ))}
          </ul>
        )}

        <TargetSearch onPick={add} picked={picked} label={intl.formatMessage({ id: 'admin.payments.searchTarget' })} />

        <h3 className={styles.subTitle}>
          <FormattedMessage id="admin.payments.parts" />
        </h3>
        {parts.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="admin.payments.noParts" />
          </p>
        ) : (
          <ul className={styles.parts} aria-label={intl.formatMessage({ id: 'admin.payments.parts' })}>
            {parts.map((part, index) => {
              const invalid = part.amount.trim() !== '' && parseCrowns(part.amount) === null;
              return (
                <li key={part.target.id} className={styles.part}>
                  <span className={styles.partName}>
                    <strong>{targetName(part.target)}</strong>
                    <span className={styles.muted}>
                      {owing(part.target) > 0 ? (
                        <FormattedMessage
                          id="admin.payments.owes"
                          values={{ amount: formatHaler(owing(part.target)) }}
                        />
                      ) : (
                        <FormattedMessage id="admin.payments.owesNothing" />
                      )}
                    </span>
                  </span>
                  <InputGroup
                    className={styles.partAmount}
                    inputMode="decimal"
                    aria-label={intl.formatMessage(
                      { id: 'admin.payments.partAmount' },
                      { name: targetName(part.target) },
                    )}
                    value={part.amount}
                    intent={invalid ? Intent.DANGER : Intent.NONE}
                    aria-invalid={invalid || undefined}
                    rightElement={<span className={styles.unit}>Kč</span>}
                    onChange={(event) => {
                      const amount = event.currentTarget.value;
                      setParts((current) => current.map((each, at) => (at === index ? { ...each, amount } : each)));
                    }}
                  />
                  <Button
                    variant="minimal"
                    icon={<TrashIcon />}
                    aria-label={intl.formatMessage(
                      { id: 'admin.payments.removePart' },
                      { name: targetName(part.target) },
                    )}
                    onClick={() => setParts((current) => current.filter((_, at) => at !== index))}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.remaining} role="status">
          {parts.length === 0 ? null : left === 0 ? (
            <FormattedMessage id="admin.payments.remainsNothing" />
          ) : left > 0 ? (
            <FormattedMessage id="admin.payments.remains" values={{ amount: formatHaler(left) }} />
          ) : (
            <FormattedMessage id="admin.payments.tooMuch" values={{ amount: formatHaler(available) }} />
          )}
        </p>
        {problems.length > 0 && (
          <Callout intent={Intent.DANGER} role="alert" className={styles.result}>
            <ul className={styles.problemList}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              onClick={onClose}
              disabled={assigning.loading}
              text={<FormattedMessage id="admin.action.cancel" />}
            />
            <Button
              intent={Intent.PRIMARY}
              loading={assigning.loading}
              disabled={parts.length === 0}
              onClick={() => void submit()}
              text={<FormattedMessage id="admin.payments.assignConfirm" />}
            />
          </>
        }
      />
    </Dialog>
  );
}
