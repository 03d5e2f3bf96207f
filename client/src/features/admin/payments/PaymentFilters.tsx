import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { DayFilter, FilterBar, filterStyles, FilterSelect as Select } from '../../../ui/list/FilterBar';
import { useTypedFields } from '../../../ui/list/useTypedFields';
import { WORD_IDS } from './labels';
import { parseCrowns } from './money';
import {
  EMPTY_PAYMENT_FILTER,
  PAYMENT_SOURCES,
  PAYMENT_VIEWS,
  type PaymentFilterState,
  typedValue,
} from './paymentUrl';
import styles from './payments.module.css';

const TYPED = ['text', 'variableSymbol', 'amount'] as const;

export function PaymentFilters({
  value,
  onChange,
  onClear,
  unmatchedCount,
}: {
  value: PaymentFilterState;
  onChange: (next: PaymentFilterState, replace?: boolean) => void;
  onClear: () => void;
  unmatchedCount: number | null;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The boxes' texts go to the address as they are: it keeps what reads back (half an amount is nothing yet).
  const typed = useTypedFields(TYPED, value, typedValue, (texts) => onChange({ ...value, ...texts }, true), 350);
  const amountId = useId();
  const amountProblem = typed.drafts.amount.trim() !== '' && parseCrowns(typed.drafts.amount) === null;
  const set = (key: keyof PaymentFilterState) => (next: string) => onChange({ ...value, [key]: next });
  const folded = (Object.keys(EMPTY_PAYMENT_FILTER) as (keyof PaymentFilterState)[]).filter(
    (key) => key !== 'text' && value[key] !== '',
  ).length;
  const anything = folded > 0 || TYPED.some((name) => typed.drafts[name].trim() !== '');
  const unmatchedOn = value.state === 'unmatched';
  return (
    <FilterBar
      texts={{
        region: t('admin.payments.filters'),
        searchLabel: t('admin.payments.search'),
        searchPlaceholder: t('admin.payments.searchPlaceholder'),
        title: t('admin.payments.filtersTitle'),
        done: t('admin.payments.filtersDone'),
      }}
      text={typed.drafts.text}
      onText={(text) => typed.set('text', text)}
      folded={folded}
      anything={anything}
      onClear={() => {
        typed.reset();
        onClear();
      }}
      beside={
        <div className={styles.chipCell}>
          <Button
            className={styles.chip}
            intent={unmatchedOn ? Intent.WARNING : Intent.NONE}
            active={unmatchedOn}
            aria-pressed={unmatchedOn}
            onClick={() => onChange({ ...value, state: unmatchedOn ? '' : 'unmatched' })}
            text={
              unmatchedCount === null
                ? t('admin.payments.unmatchedChipLoading')
                : intl.formatMessage({ id: 'admin.payments.unmatchedChip' }, { count: unmatchedCount })
            }
          />
        </div>
      }
    >
      <Select
        label={t('admin.payments.col.state')}
        value={value.state}
        onChange={set('state')}
        options={PAYMENT_VIEWS.map((view) => ({ value: view, label: t(WORD_IDS[view]) }))}
      />
      <Select
        label={t('admin.payments.col.source')}
        value={value.source}
        onChange={set('source')}
        options={PAYMENT_SOURCES.map((source) => ({
          value: source,
          label: t(`admin.payments.source.${source}` as MessageId),
        }))}
      />
      <label className={filterStyles.filter}>
        <span className={filterStyles.filterLabel}>{t('admin.payments.col.vs')}</span>
        <InputGroup
          inputMode="numeric"
          autoComplete="off"
          value={typed.drafts.variableSymbol}
          maxLength={12}
          onChange={(event) => typed.set('variableSymbol', event.currentTarget.value)}
        />
      </label>
      <div className={filterStyles.filter}>
        <label htmlFor={amountId} className={filterStyles.filterLabel}>
          {t('admin.payments.amountFilter')}
        </label>
        <InputGroup
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={typed.drafts.amount}
          placeholder="1 250"
          rightElement={<span className={styles.unit}>Kč</span>}
          intent={amountProblem ? Intent.DANGER : Intent.NONE}
          aria-invalid={amountProblem || undefined}
          aria-describedby={amountProblem ? `${amountId}-problem` : undefined}
          onChange={(event) => typed.set('amount', event.currentTarget.value)}
        />
        {amountProblem && (
          <span id={`${amountId}-problem`} className={filterStyles.filterProblem}>
            <FormattedMessage id="admin.payments.amountInvalid" />
          </span>
        )}
      </div>
      <DayFilterPair value={value} onChange={onChange} />
    </FilterBar>
  );
}

function DayFilterPair({
  value,
  onChange,
}: {
  value: PaymentFilterState;
  onChange: (next: PaymentFilterState) => void;
}) {
  const intl = useIntl();
  const [drafts, setDrafts] = useState<{ bookedFrom?: string; bookedTo?: string }>({});
  return (
    <>
      {(['bookedFrom', 'bookedTo'] as const).map((key) => (
        <DayFilter
          key={key}
          label={intl.formatMessage({
            id: key === 'bookedFrom' ? 'admin.payments.bookedFrom' : 'admin.payments.bookedTo',
          })}
          value={value[key]}
          draft={drafts[key]}
          onDraft={(text) => setDrafts((current) => ({ ...current, [key]: text }))}
          onChange={(day) => onChange({ ...value, [key]: day })}
        />
      ))}
    </>
  );
}
