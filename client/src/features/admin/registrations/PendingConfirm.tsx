import { useApolloClient } from '@apollo/client/react';
import { Callout, Checkbox, Intent, RadioGroup } from '@blueprintjs/core';
import {
  BULK_MAIL_ASK_ABOVE,
  EXPORT_FORMATS,
  formatPrice,
  holdsPayment,
  STAFF_MAIL_HOLD_MS,
  type ExportFormat,
} from '@kurzy/common';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RegistrationPaidAmountDocument } from './PendingConfirm.generated';
import { distinctEmails, mailedFamilies, type Pending, type RegistrationActions } from './useRegistrationActions';
import type { SelectedRegistration } from './useRegistrationSelection';

/** The most paid registrations a delete question adds up the amount of (a query each). */
const AMOUNT_AT_MOST = 50;

/** The confirmation of an action on the selection (delete; pay, unpay, e-mails, export when it
 * reaches beyond the rows in sight) or of a cancel of one row. */
export function PendingConfirm({ actions }: { actions: RegistrationActions }) {
  const intl = useIntl();
  const { pending } = actions;
  const question = pending ? questionOf(pending) : null;
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={question ? intl.formatMessage({ id: question.title }, { count: question.count }) : ''}
      message={pending ? <PendingMessage pending={pending} actions={actions} /> : null}
      confirmText={question ? <FormattedMessage id={question.confirm} /> : ''}
      // "Zrušit" beside "Zrušit přihlášku" would read as the same action.
      cancelText={pending?.kind === 'cancel' ? <FormattedMessage id="admin.registrations.keep" /> : undefined}
      intent={question?.intent}
      busy={actions.busy === 'confirm'}
      onConfirm={actions.confirm}
      onCancel={actions.dismiss}
    />
  );
}

interface Question {
  title: MessageId;
  count: number;
  confirm: MessageId;
  intent: Intent;
}

function questionOf(pending: Pending): Question {
  switch (pending.kind) {
    case 'cancel':
      return {
        title: 'admin.registrations.cancelConfirmTitle',
        count: 1,
        confirm: 'admin.registrations.cancelAction',
        intent: Intent.WARNING,
      };
    case 'delete':
      return {
        title: 'admin.registrations.deleteConfirmTitle',
        count: pending.items.length,
        confirm: 'admin.action.delete',
        intent: Intent.DANGER,
      };
    case 'pay':
    case 'unpay':
      return {
        title: pending.kind === 'pay' ? 'admin.registrations.payConfirmTitle' : 'admin.registrations.unpayConfirmTitle',
        count: pending.items.filter((item) => !item.cancelled).length,
        confirm: pending.kind === 'pay' ? 'admin.registrations.paySelected' : 'admin.registrations.unpaySelected',
        intent: Intent.PRIMARY,
      };
    case 'copy':
      return {
        title: 'admin.registrations.copyConfirmTitle',
        count: distinctEmails(pending.items).length,
        confirm: 'admin.registrations.copyAction',
        intent: Intent.PRIMARY,
      };
    case 'export':
      return {
        title: 'admin.registrations.exportConfirmTitle',
        count: pending.items.length,
        confirm: 'admin.registrations.exportAction',
        intent: Intent.PRIMARY,
      };
  }
}

function PendingMessage({ pending, actions }: { pending: Pending; actions: RegistrationActions }) {
  const intl = useIntl();
  switch (pending.kind) {
    case 'cancel':
      return (
        <FormattedMessage id="admin.registrations.cancelConfirmMessage" values={{ child: pending.row.childFullName }} />
      );
    case 'delete':
      return (
        <>
          {/* A destructive action never takes rows out of sight without saying so (issue 41, item 13). */}
          {actions.beyondSight && (
            <Callout intent={Intent.WARNING}>
              <FormattedMessage id="admin.registrations.beyondSight" values={{ count: pending.items.length }} />
            </Callout>
          )}
          <DeleteMessage items={pending.items} />
        </>
      );
    case 'pay':
    case 'unpay': {
      const cancelled = pending.items.filter((item) => item.cancelled).length;
      const families = pending.kind === 'pay' ? mailedFamilies(pending.items) : 0;
      return (
        <>
          {actions.beyondSight && (
            <p>
              <FormattedMessage id="admin.registrations.beyondSight" values={{ count: pending.items.length }} />
            </p>
          )}
          {pending.kind === 'pay' && families > 0 && (
            <>
              <p>
                <FormattedMessage id="admin.registrations.payMailCount" values={{ count: families }} />
              </p>
              <Checkbox
                checked={pending.notify}
                label={intl.formatMessage({ id: 'admin.registrations.payMailSend' })}
                onChange={(event) => actions.chooseNotify(event.currentTarget.checked)}
              />
              {pending.notify && families > BULK_MAIL_ASK_ABOVE && (
                <p>
                  <FormattedMessage
                    id="admin.registrations.payMailHeld"
                    values={{ minutes: STAFF_MAIL_HOLD_MS / 60_000 }}
                  />
                </p>
              )}
            </>
          )}
          {cancelled > 0 && (
            <Callout intent={Intent.WARNING}>
              <FormattedMessage
                id={
                  cancelled === pending.items.length
                    ? 'admin.registrations.nothingToChange'
                    : 'admin.registrations.skipCancelled'
                }
                values={{ count: cancelled }}
              />
            </Callout>
          )}
        </>
      );
    }
    case 'copy':
      return (
        <p>
          <FormattedMessage id="admin.registrations.copyConfirmMessage" values={{ count: pending.items.length }} />
        </p>
      );
    case 'export':
      return (
        <RadioGroup
          label={intl.formatMessage({ id: 'admin.registrations.exportFormat' })}
          selectedValue={pending.format}
          onChange={(event) => actions.chooseExportFormat(event.currentTarget.value as ExportFormat)}
          options={EXPORT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))}
        />
      );
  }
}

/** Which registrations go, and what is lost with them: a paid one takes its payment record along. */
function DeleteMessage({ items }: { items: readonly SelectedRegistration[] }) {
  const [only] = items;
  const paid = items.filter((item) => holdsPayment(item.paymentState));
  const amount = usePaidAmount(paid.length <= AMOUNT_AT_MOST ? paid.map((item) => item.id) : []);
  return (
    <>
      <p>
        {items.length === 1 && only ? (
          <FormattedMessage
            id="admin.registrations.deleteOneMessage"
            values={{ child: only.childFullName, vs: only.variableSymbol }}
          />
        ) : (
          <FormattedMessage id="admin.registrations.deleteConfirmMessage" values={{ count: items.length }} />
        )}
      </p>
      {paid.length > 0 && (
        // Said at once; the amount follows when it is known ("…" until then).
        <Callout intent={Intent.WARNING}>
          {items.length === 1 ? (
            <FormattedMessage id="admin.registrations.deletePaidOne" values={{ amount: amount ?? '…' }} />
          ) : paid.length > AMOUNT_AT_MOST ? (
            <FormattedMessage id="admin.registrations.deletePaidManyUnknown" values={{ paid: paid.length }} />
          ) : (
            <FormattedMessage
              id="admin.registrations.deletePaidMany"
              values={{ paid: paid.length, amount: amount ?? '…' }}
            />
          )}
        </Callout>
      )}
    </>
  );
}

/** What the given paid registrations were paid for together (the invoice's amount, else the
 * course's or camp's price), formatted; null until known or when it could not be read. The grid's
 * rows do not carry prices. */
function usePaidAmount(ids: readonly number[]): string | null {
  const client = useApolloClient();
  const key = ids.join(',');
  const [result, setResult] = useState<{ key: string; amount: string | null } | null>(null);
  useEffect(() => {
    if (key === '') return;
    let current = true;
    Promise.all(
      key.split(',').map((id) =>
        client.query({
          query: RegistrationPaidAmountDocument,
          variables: { id: Number(id) },
          fetchPolicy: 'network-only',
        }),
      ),
    ).then(
      (answers) => {
        const amount = answers.reduce((sum, { data }) => {
          const registration = data?.registration;
          return sum + (registration?.invoice?.amount ?? registration?.camp?.price ?? registration?.course?.price ?? 0);
        }, 0);
        if (current) setResult({ key, amount: formatPrice(amount) });
      },
      // Without the amount the warning still stands.
      () => current && setResult({ key, amount: null }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return result?.key === key ? result.amount : null;
}
