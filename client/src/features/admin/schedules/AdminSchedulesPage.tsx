import { HTMLSelect } from '@blueprintjs/core';
import { formatTimeRange, scheduleSchema } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminScheduleItemFragment,
  AdminSchedulesDocument,
  type AdminSchedulesQuery,
  CreateScheduleDocument,
  DeleteScheduleDocument,
  UpdateScheduleDocument,
  AdminScheduleItemFragmentDoc,
} from './AdminSchedules.generated';
import type { ScheduleFilter, ScheduleInput } from '../../../gql/graphql';
import { useBranchOptions, useCourseOptions, useEnumLabels, useLectorOptions } from '../common/choices';
import { CrudPage } from '../common/CrudPage';
import type { CrudSection, FilterBarProps } from '../common/crudSection';
import { type Option, SelectField, TextField } from '../common/fields';
import styles from '../common/admin.module.css';
import { formValue } from '../common/forms';
import { WriteToFamilies } from '../messages';

function ScheduleFields() {
  const intl = useIntl();
  const labels = useEnumLabels();
  return (
    <>
      <SelectField
        name="courseId"
        label={<FormattedMessage id="admin.field.course" />}
        options={useCourseOptions()}
        required
      />
      <SelectField
        name="branchId"
        label={<FormattedMessage id="admin.field.branch" />}
        options={useBranchOptions()}
        required
      />
      <SelectField
        name="lectorId"
        label={<FormattedMessage id="admin.field.lector" />}
        options={useLectorOptions()}
        emptyLabel={intl.formatMessage({ id: 'admin.none' })}
      />
      <div className={styles.formRow}>
        <SelectField
          name="dayOfWeek"
          label={<FormattedMessage id="admin.field.dayOfWeek" />}
          options={labels.dayOptions}
          required
        />
        <TextField name="from" type="time" label={<FormattedMessage id="admin.field.timeFrom" />} required />
        <TextField name="to" type="time" label={<FormattedMessage id="admin.field.timeTo" />} required />
        <TextField name="order" type="number" label={<FormattedMessage id="admin.field.order" />} />
      </div>
      <TextField
        name="makeupPlaces"
        type="number"
        label={<FormattedMessage id="admin.field.makeupPlaces" />}
        helper={<FormattedMessage id="admin.field.makeupPlacesHelper" />}
      />
    </>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | null | undefined;
  options: Option[];
  onChange: (value: number | null) => void;
}) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

function ScheduleFilters({ filter, onChange }: FilterBarProps<ScheduleFilter>) {
  const intl = useIntl();
  const labels = useEnumLabels();
  return (
    <>
      <FilterSelect
        label={intl.formatMessage({ id: 'admin.filter.allCourses' })}
        value={filter.courseId}
        options={useCourseOptions()}
        onChange={(courseId) => onChange({ ...filter, courseId })}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'admin.filter.allBranches' })}
        value={filter.branchId}
        options={useBranchOptions()}
        onChange={(branchId) => onChange({ ...filter, branchId })}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'admin.filter.allDays' })}
        value={filter.dayOfWeek}
        options={labels.dayOptions}
        onChange={(dayOfWeek) => onChange({ ...filter, dayOfWeek })}
      />
    </>
  );
}

function Day({ value }: { value: number }) {
  return <>{useEnumLabels().day(value)}</>;
}

const section: CrudSection<
  AdminSchedulesQuery,
  ScheduleFilter,
  AdminScheduleItemFragment,
  Record<string, unknown>,
  ScheduleInput
> = {
  titleId: 'admin.tab.schedules',
  newId: 'admin.schedules.new',
  editId: 'admin.schedules.edit',
  search: AdminSchedulesDocument,
  item: AdminScheduleItemFragmentDoc,
  pageOf: (data) => data.searchSchedules,
  FilterBar: ScheduleFilters,
  columns: [
    { key: 'course', header: 'admin.field.course', render: (item) => item.course.title },
    { key: 'branch', header: 'admin.field.branch', render: (item) => item.branch.title },
    { key: 'day', header: 'admin.field.dayOfWeek', compact: true, render: (item) => <Day value={item.dayOfWeek} /> },
    {
      key: 'time',
      header: 'admin.schedules.time',
      compact: true,
      render: (item) => formatTimeRange(item.from, item.to),
    },
    { key: 'lector', header: 'admin.field.lector', render: (item) => item.lector?.name ?? '' },
    { key: 'order', header: 'admin.field.order', compact: true, render: (item) => formValue(item.order) },
  ],
  itemLabel: (item) => `${item.course.title}, ${formatTimeRange(item.from, item.to)}`,
  create: CreateScheduleDocument,
  update: UpdateScheduleDocument,
  remove: DeleteScheduleDocument,
  write: 'schedule.write',
  schema: scheduleSchema,
  initialValues: (item) => ({
    courseId: formValue(item?.courseId),
    branchId: formValue(item?.branchId),
    lectorId: formValue(item?.lectorId),
    dayOfWeek: formValue(item?.dayOfWeek),
    from: formValue(item?.from),
    to: formValue(item?.to),
    order: formValue(item?.order),
    makeupPlaces: item ? item.makeupPlaces : 0,
  }),
  Fields: ScheduleFields,
  wide: true,
  rowActions: (item) => (
    <WriteToFamilies
      audience={{ scheduleId: item.id }}
      name={`${item.course.title}, ${formatTimeRange(item.from, item.to)}`}
      compact
    />
  ),
};

export function AdminSchedulesPage() {
  return <CrudPage section={section} />;
}
