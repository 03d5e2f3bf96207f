import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { SearchIcon } from '@blueprintjs/icons';
import { MAX_FILTER_TEXT } from '@kurzy/common';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationFilter } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { useCzechDateInput } from '../common/czechDates';
import { useBranchOptions, useCampOptions, useCourseOptions } from '../common/choices';
import type { Option } from '../common/fields';
import type { FilterState } from './registrationUrl';
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

const EARLIEST_DAY = new Date(2015, 0, 1);

/** One end of the registered-date range (od – do), a whole day either way. */
function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const czechDates = useCzechDateInput();
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <DateInput
        {...czechDates}
        value={value || null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        minDate={EARLIEST_DAY}
        maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{ className: styles.dateFilter, 'aria-label': label }}
      />
    </label>
  );
}

export function RegistrationFilters({
  value,
  onChange,
  actions,
}: {
  value: FilterState;
  onChange: (value: FilterState) => void;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const set = (key: keyof FilterState) => (next: string) => onChange({ ...value, [key]: next });
  const courses = useCourseOptions();
  const camps = useCampOptions();
  const branches = useBranchOptions();
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
          { value: 'paid', label: t('admin.registrations.paid') },
          { value: 'unpaid', label: t('admin.registrations.unpaid') },
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
      <DayFilter label={t('admin.registrations.createdFrom')} value={value.createdFrom} onChange={set('createdFrom')} />
      <DayFilter label={t('admin.registrations.createdTo')} value={value.createdTo} onChange={set('createdTo')} />
      {actions}
    </div>
  );
}
