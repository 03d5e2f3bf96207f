import { Button, HTMLSelect, InputGroup, Intent, Popover } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import { CalendarIcon, CrossIcon, FilterRemoveIcon, SearchIcon } from '@blueprintjs/icons';
import { formatDate, MAX_FILTER_TEXT, parseCzechDate } from '@kurzy/common';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationFilter } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { FilterSheet } from '../../../ui/FilterSheet';
import { useCzechDatePicker } from '../common/czechDates';
import { useBranchOptions, useCampOptions, useCourseOptions } from '../common/choices';
import type { Option } from '../common/fields';
import { EMPTY_FILTER, type FilterState } from './registrationUrl';
import styles from './registrations.module.css';

const id = (value: string) => (value ? Number(value) : undefined);
const flag = (value: string) => (value === '' ? undefined : value === 'true');

/** The GraphQL filter; empty choices are left out (and the server ignores empty values anyway). */
export function toRegistrationFilter(state: FilterState): RegistrationFilter {
  return {
    text: state.text.trim() || undefined,
    courseId: id(state.courseId),
    campId: id(state.campId),
    branchId: id(state.branchId),
    paymentState: state.paymentState || undefined,
    replacement: flag(state.replacement),
    type: state.type || undefined,
    createdFrom: state.createdFrom || undefined,
    createdTo: state.createdTo || undefined,
    cancelled: flag(state.cancelled),
  };
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
  options: readonly Option[];
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

type DayKey = 'createdFrom' | 'createdTo';
/** Text typed into a date filter that is not (yet) a day in range: kept as typed, not applied. */
type Drafts = Partial<Record<DayKey, string>>;

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

const FOLDED: readonly (keyof FilterState)[] = (Object.keys(EMPTY_FILTER) as (keyof FilterState)[]).filter(
  (key) => key !== 'text',
);

/**
 * The search box and the filters. On a phone the filters fold into one "Filtry (N)" button (N: how
 * many are set) that opens them as a sheet; the search box stays in sight. "Zrušit filtry" also clears
 * a date typed wrong, which is not in the filter (and so not in the address) yet.
 */
export function RegistrationFilters({
  value,
  onChange,
  onClear,
}: {
  value: FilterState;
  onChange: (value: FilterState) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const [drafts, setDrafts] = useState<Drafts>({});
  const set = (key: keyof FilterState) => (next: string) => onChange({ ...value, [key]: next });
  const day = (key: DayKey, labelId: MessageId) => (
    <DayFilter
      label={t(labelId)}
      value={value[key]}
      draft={drafts[key]}
      onDraft={(text) => setDrafts((current) => ({ ...current, [key]: text }))}
      onChange={set(key)}
    />
  );
  const courses = useCourseOptions();
  const camps = useCampOptions();
  const branches = useBranchOptions();
  const folded = FOLDED.filter((key) => value[key] !== '').length;
  const anything = folded > 0 || value.text.trim() !== '' || Object.values(drafts).some((text) => text?.trim());
  return (
    <div className={styles.filters} role="search" aria-label={t('admin.registrations.filters')}>
      <label className={`${styles.filter} ${styles.textFilter}`}>
        <span className={styles.filterLabel}>{t('admin.registrations.search')}</span>
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t('admin.registrations.searchPlaceholder')}
          value={value.text}
          maxLength={MAX_FILTER_TEXT}
          onChange={(event) => set('text')(event.currentTarget.value)}
        />
      </label>
      <FilterSheet
        title={t('admin.registrations.filtersTitle')}
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
          <Button intent={Intent.PRIMARY} size="large" text={t('admin.registrations.filtersDone')} onClick={close} />
        )}
      >
        <Select
          label={t('admin.registrations.type')}
          value={value.type}
          onChange={set('type')}
          options={[
            { value: 'course', label: t('admin.registrations.typeCourse') },
            { value: 'camp', label: t('admin.registrations.typeCamp') },
          ]}
        />
        <Select label={t('admin.field.course')} value={value.courseId} onChange={set('courseId')} options={courses} />
        <Select label={t('admin.field.camp')} value={value.campId} onChange={set('campId')} options={camps} />
        <Select label={t('admin.field.branch')} value={value.branchId} onChange={set('branchId')} options={branches} />
        <Select
          label={t('admin.registrations.payment')}
          value={value.paymentState}
          onChange={set('paymentState')}
          options={[
            { value: 'unpaid', label: t('admin.registrations.unpaid') },
            { value: 'partially_paid', label: t('admin.registrations.partiallyPaid') },
            { value: 'paid', label: t('admin.registrations.paid') },
            { value: 'overpaid', label: t('admin.registrations.overpaid') },
          ]}
        />
        <Select
          label={t('admin.registrations.replacement')}
          value={value.replacement}
          onChange={set('replacement')}
          options={[
            { value: 'true', label: t('admin.registrations.replacementOnly') },
            { value: 'false', label: t('admin.registrations.placeOnly') },
          ]}
        />
        <Select
          label={t('admin.registrations.state')}
          value={value.cancelled}
          onChange={set('cancelled')}
          options={[
            { value: 'false', label: t('admin.registrations.active') },
            { value: 'true', label: t('admin.registrations.cancelledOnly') },
          ]}
        />
        {day('createdFrom', 'admin.registrations.createdFrom')}
        {day('createdTo', 'admin.registrations.createdTo')}
        <div className={styles.filterActions}>
          <Button
            icon={<FilterRemoveIcon />}
            disabled={!anything}
            onClick={() => {
              setDrafts({});
              onClear();
            }}
            text={<FormattedMessage id="admin.registrations.clearFilters" />}
          />
        </div>
      </FilterSheet>
    </div>
  );
}
