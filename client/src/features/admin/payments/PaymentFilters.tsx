import { Button, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { CrossIcon, FilterRemoveIcon, SearchIcon } from '@blueprintjs/icons';
import { MAX_FILTER_TEXT } from '@kurzy/common';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { FilterSheet } from '../../../ui/FilterSheet';
import { DayFilter } from '../registrations/RegistrationFilters';
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

type Typed = 'text' | 'variableSymbol' | 'amount';
const TYPED: readonly Typed[] = ['text', 'variableSymbol', 'amount'];

/** The typed filters answer every key at once, while the address (and the query) follows when the
 * typing pauses; a change of the address otherwise (back, "Zrušit filtry") shows in the boxes. */
function useTypedFilters(value: PaymentFilterState, onChange: (next: PaymentFilterState, replace: boolean) => void) {
  const [drafts, setDrafts] = useState<Record<Typed, string>>(() => ({
    text: value.text,
    variableSymbol: value.variableSymbol,
    amount: value.amount,
  }));
  const latest = useRef({ value, onChange, drafts });
  useEffect(() => {
    latest.current = { value, onChange, drafts };
  });
  const timer = useRef<number | undefined>(undefined);
  const key = TYPED.map((name) => value[name]).join('\u0000');
  useEffect(() => {
    // A box keeps what is typed while it means what the address says ("VS 100059" is 100059).
    setDrafts((current) => {
      const next = { ...current };
      for (const name of TYPED) {
        const written = latest.current.value[name];
        if (typedValue(name, current[name]) !== written) next[name] = written;
      }
      return next;
    });
  }, [key]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const set = (name: Typed, text: string) => {
    setDrafts((current) => ({ ...current, [name]: text }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { value: now, onChange: change, drafts: typed } = latest.current;
      change({ ...now, ...typed, [name]: text }, true);
    }, 350);
  };
  return { drafts, set, reset: () => setDrafts({ text: '', variableSymbol: '', amount: '' }) };
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <HTMLSelect aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} fill>
        <option value="">{'–'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </label>
  );
}

/** The search box, the "Nespárované (N)" chip and the filters; on a phone the filters fold into one
 * "Filtry (N)" button that opens them as a sheet, as on the registrations screen. */
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
  const typed = useTypedFilters(value, onChange);
  const amountId = useId();
  const amountProblem = typed.drafts.amount.trim() !== '' && parseCrowns(typed.drafts.amount) === null;
  const set = (key: keyof PaymentFilterState) => (next: string) => onChange({ ...value, [key]: next });
  const folded = (Object.keys(EMPTY_PAYMENT_FILTER) as (keyof PaymentFilterState)[]).filter(
    (key) => key !== 'text' && value[key] !== '',
  ).length;
  const anything = folded > 0 || TYPED.some((name) => typed.drafts[name].trim() !== '');
  const unmatchedOn = value.state === 'unmatched';
  return (
    <div className={styles.filters} role="search" aria-label={t('admin.payments.filters')}>
      <label className={`${styles.filter} ${styles.textFilter}`}>
        <span className={styles.filterLabel}>{t('admin.payments.search')}</span>
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t('admin.payments.searchPlaceholder')}
          value={typed.drafts.text}
          maxLength={MAX_FILTER_TEXT}
          onChange={(event) => typed.set('text', event.currentTarget.value)}
        />
      </label>
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
      <FilterSheet
        title={t('admin.payments.filtersTitle')}
        openButton={({ open, expanded }) => (
          <Button
            aria-haspopup="dialog"
            aria-expanded={expanded}
            onClick={open}
            text={intl.formatMessage({ id: 'admin.registrations.filtersOpen' }, { count: folded })}
          />
        )}
        closeButton={(close) => (
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label={t('admin.registrations.filtersClose')}
            onClick={close}
          />
        )}
        doneButton={(close) => (
          <Button intent={Intent.PRIMARY} size="large" text={t('admin.payments.filtersDone')} onClick={close} />
        )}
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
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('admin.payments.col.vs')}</span>
          <InputGroup
            inputMode="numeric"
            autoComplete="off"
            value={typed.drafts.variableSymbol}
            maxLength={12}
            onChange={(event) => typed.set('variableSymbol', event.currentTarget.value)}
          />
        </label>
        <div className={styles.filter}>
          <label htmlFor={amountId} className={styles.filterLabel}>
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
            <span id={`${amountId}-problem`} className={styles.filterProblem}>
              <FormattedMessage id="admin.payments.amountInvalid" />
            </span>
          )}
        </div>
        <DayFilterPair value={value} onChange={onChange} />
        <div className={styles.filterActions}>
          <Button
            icon={<FilterRemoveIcon />}
            disabled={!anything}
            onClick={() => {
              typed.reset();
              onClear();
            }}
            text={<FormattedMessage id="admin.registrations.clearFilters" />}
          />
        </div>
      </FilterSheet>
    </div>
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
