import { useQuery } from '@apollo/client/react';
import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { AddIcon, SearchIcon } from '@blueprintjs/icons';
import { formatHaler } from '@kurzy/common';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import { useDebounced } from '../common/useDebounced';
import {
  type PaymentTargetFragment,
  PaymentTargetFragmentDoc,
  PaymentTargetSearchDocument,
} from './PaymentDialogs.generated';
import styles from './payments.module.css';

/** What a registration still owes (never below zero). */
// The sums are null only for those who may not read payments, who never reach this picker.
export const owing = (target: PaymentTargetFragment) =>
  Math.max(0, (target.dueHaler ?? 0) - (target.receivedHaler ?? 0));

/** "Anna Nováková (VS 100059), rodič Jana Nováková" */
export const targetName = (target: PaymentTargetFragment) => `${target.childFullName} (VS ${target.variableSymbol})`;

/** One registration to pick: who, the parent, and what it still owes. */
export function TargetButton({
  target,
  onPick,
  disabled,
}: {
  target: PaymentTargetFragment;
  onPick: (target: PaymentTargetFragment) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <li className={styles.target}>
      <span className={styles.targetText}>
        <strong>{targetName(target)}</strong>
        <span className={styles.muted}>
          {' · '}
          {`${target.parentFirstName} ${target.parentLastName}`}
          {' · '}
          {owing(target) > 0 ? (
            <FormattedMessage id="admin.payments.owes" values={{ amount: formatHaler(owing(target)) }} />
          ) : (
            <FormattedMessage id="admin.payments.owesNothing" />
          )}
        </span>
      </span>
      <Button
        size="small"
        icon={<AddIcon />}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'admin.payments.pickTarget' }, { name: targetName(target) })}
        onClick={() => onPick(target)}
        text={<FormattedMessage id="admin.payments.pick" />}
      />
    </li>
  );
}

/** A search of registrations by the child's or the parent's name, the VS or the e-mail. */
export function TargetSearch({
  onPick,
  picked,
  label,
}: {
  onPick: (target: PaymentTargetFragment) => void;
  /** Registrations already chosen: offered no second time. */
  picked: readonly number[];
  label: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 300);
  const { data, loading } = useQuery(PaymentTargetSearchDocument, {
    variables: { text: query },
    skip: query.length < 2,
    fetchPolicy: 'network-only',
  });
  const found = getFragmentData(PaymentTargetFragmentDoc, data?.searchRegistrations.items ?? []);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        rightElement={loading ? <Spinner size={16} /> : undefined}
        placeholder={intl.formatMessage({ id: 'admin.payments.targetPlaceholder' })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query.length >= 2 && !loading && data && (
        <ul className={styles.targets} aria-label={intl.formatMessage({ id: 'admin.payments.found' })}>
          {found.length === 0 ? (
            <li className={styles.muted}>
              <FormattedMessage id="admin.payments.nothingFound" />
            </li>
          ) : (
            found.map((target) => (
              <TargetButton key={target.id} target={target} onPick={onPick} disabled={picked.includes(target.id)} />
            ))
          )}
        </ul>
      )}
    </div>
  );
}
