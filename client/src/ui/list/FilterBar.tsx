// The filter bar of every staff list the server filters (registrations, payments): the search box in
// sight, the other filters folded into a "Filtry (N)" sheet on a phone, a labelled select per choice,
// a day filter typed or picked, and "Zrušit filtry". Each screen gives its own texts and filters.
import { Button, HTMLSelect, InputGroup, Intent, Popover } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import { CalendarIcon, CrossIcon, FilterRemoveIcon, SearchIcon } from '@blueprintjs/icons';
import { formatDate, MAX_FILTER_TEXT, parseCzechDate } from '@kurzy/common';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useCzechDatePicker } from '../czechDates';
import { FilterSheet } from '../FilterSheet';
import styles from './filterBar.module.css';

export { styles as filterStyles };

export interface FilterBarTexts {
  /** The search region's name ("Filtry přihlášek"). */
  region: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The sheet's title on a phone. */
  title: string;
  done: string;
}

/**
 * The search box (what is typed answers at once; the screen debounces the address) and the filters.
 * On a phone the filters fold into one "Filtry (N)" button (N: `folded`, how many are set) that opens
 * them as a sheet; the search box and `beside` stay in sight. "Zrušit filtry" is offered while
 * `anything` is set.
 */
export function FilterBar({
  texts,
  text,
  onText,
  folded,
  anything,
  onClear,
  beside,
  children,
}: {
  texts: FilterBarTexts;
  text: string;
  onText: (text: string) => void;
  folded: number;
  anything: boolean;
  onClear: () => void;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <div className={styles.filters} role="search" aria-label={texts.region}>
      <label className={`${styles.filter} ${styles.textFilter}`}>
        <span className={styles.filterLabel}>{texts.searchLabel}</span>
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={texts.searchPlaceholder}
          value={text}
          maxLength={MAX_FILTER_TEXT}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      </label>
      {beside}
      <FilterSheet
        title={texts.title}
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
        doneButton={(close) => <Button intent={Intent.PRIMARY} size="large" text={texts.done} onClick={close} />}
      >
        {children}
        <div className={styles.filterActions}>
          <Button
            icon={<FilterRemoveIcon />}
            disabled={!anything}
            onClick={onClear}
            text={<FormattedMessage id="admin.registrations.clearFilters" />}
          />
        </div>
      </FilterSheet>
    </div>
  );
}

/** A labelled choice of the filters; '–' is none. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
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

const EARLIEST_DAY = '2015-01-01';
const latestDay = () => `${new Date().getFullYear() + 1}-12-31`;

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOf = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** Why typed text is no day of the filter's range, or null when it is one (or empty). */
function dayProblem(text: string): MessageId | null {
  if (text.trim() === '') return null;
  const day = parseCzechDate(text);
  if (!day) return 'admin.date.invalid';
  return day < EARLIEST_DAY || day > latestDay() ? 'admin.date.outOfRange' : null;
}

/**
 * One end of the registered-date range (od – do), a whole day either way. Typed the way the public
 * birth date is (common's parseCzechDate: 1.11.2026, 01112026, 1 11 2026), applied as soon as it is a
 * day and shown as 01.11.2026 when the field is left. The calendar opens from its own button, so Tab
 * goes from field to field and a picked day brings the focus back to the field. Text that is no day
 * stays as typed, marked, and is not applied (the list stays as it was).
 */
export function DayFilter({
  label,
  value,
  draft,
  onDraft,
  onChange,
}: {
  label: string;
  value: string;
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const picker = useCzechDatePicker();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  // After a picked day the focus goes back to the field (the popover would give it to its button).
  const refocus = useRef(false);
  const text = draft ?? (value ? formatDate(value) : '');
  const problem = draft === undefined || focused ? null : dayProblem(draft);

  const type = (typed: string) => {
    onDraft(typed);
    const day = parseCzechDate(typed);
    if (typed.trim() === '') onChange('');
    else if (day && !dayProblem(typed) && day !== value) onChange(day);
  };
  // Leaving the field: a day (or nothing) is shown in the one format; anything else stays as typed.
  const settle = () => {
    if (draft !== undefined && !dayProblem(draft)) onDraft(undefined);
  };
  const pick = (date: Date | null, isUserChange: boolean) => {
    // The picker also reports paging to another month; only a chosen day (or Vymazat) counts.
    if (!isUserChange) return;
    onDraft(undefined);
    onChange(date ? isoOf(date) : '');
    refocus.current = true;
    setOpen(false);
  };

  return (
    <div className={styles.filter}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        {label}
      </label>
      <InputGroup
        id={inputId}
        inputRef={input}
        className={styles.dateFilter}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'admin.date.placeholder' })}
        intent={problem ? Intent.DANGER : Intent.NONE}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          settle();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
        rightElement={
          <Popover
            isOpen={open}
            onInteraction={(next) => setOpen(next)}
            placement="bottom-end"
            // In place, not in a portal: on a phone the filters are a modal <dialog>, and a portal
            // outside it could not be clicked.
            usePortal={false}
            onClosed={() => {
              if (refocus.current) input.current?.focus();
              refocus.current = false;
            }}
            content={
              <div role="dialog" aria-label={intl.formatMessage({ id: 'admin.blueprint.datePicker' })}>
                <DatePicker
                  {...picker}
                  value={value ? dateOf(value) : null}
                  minDate={dateOf(EARLIEST_DAY)}
                  maxDate={dateOf(latestDay())}
                  onChange={pick}
                />
              </div>
            }
          >
            <Button
              variant="minimal"
              icon={<CalendarIcon />}
              aria-label={intl.formatMessage({ id: 'admin.date.pick' }, { label })}
              aria-expanded={open}
            />
          </Popover>
        }
      />
      {problem && (
        <span id={`${inputId}-problem`} className={styles.filterProblem}>
          <FormattedMessage id={problem} />
        </span>
      )}
    </div>
  );
}
