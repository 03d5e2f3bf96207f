// Administrators' days without lessons (school holidays per region, a closed gym); the Czech public
// holidays are built into the server and need no entry.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { formatDateRange } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBranchOptions } from '../common/choices';
import { toast } from '../common/toasts';
import {
  AddNonTeachingDayDocument,
  DeleteNonTeachingDayDocument,
  NonTeachingDaysDocument,
} from './AdminAttendance.generated';
import styles from './attendance.module.css';
import { refusalText } from './refusalText';

export function NonTeachingDays() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'admin.attendance.title' });
  const branches = useBranchOptions();
  const { data, refetch } = useQuery(NonTeachingDaysDocument);
  const [add, { loading }] = useMutation(AddNonTeachingDayDocument);
  const [remove] = useMutation(DeleteNonTeachingDayDocument);
  const [form, setForm] = useState({ from: '', to: '', title: '', branchId: '' });
  const branchTitle = (id: number | null) =>
    id === null
      ? t('admin.attendance.daysOff.everyBranch')
      : (branches.find((branch) => branch.value === id)?.label ?? '');
  const failed = (error: unknown) => {
    toast.error(t('admin.attendance.manage.failed'), refusalText(error));
  };
  return (
    <section className={styles.manage} aria-labelledby="days-off">
      <h3 id="days-off">{t('admin.attendance.daysOff.title')}</h3>
      <p className={styles.muted}>{t('admin.attendance.daysOff.hint')}</p>
      <ul className={styles.daysOff}>
        {(data?.nonTeachingDays ?? []).map((day) => (
          <li key={day.id}>
            <span>
              <strong>{day.title}</strong> {formatDateRange(day.from, day.to)} · {branchTitle(day.branchId)}
            </span>
            <Button
              small
              icon="trash"
              aria-label={`${t('admin.attendance.daysOff.delete')}: ${day.title}`}
              onClick={() =>
                void remove({ variables: { id: day.id } })
                  .then(() => refetch())
                  .catch(failed)
              }
            />
          </li>
        ))}
      </ul>
      <form
        className={styles.formRow}
        onSubmit={(event) => {
          event.preventDefault();
          add({
            variables: {
              input: {
                from: form.from,
                to: form.to || form.from,
                title: form.title,
                branchId: form.branchId ? Number(form.branchId) : null,
              },
            },
          })
            .then(() => {
              setForm({ from: '', to: '', title: '', branchId: '' });
              toast.success(t('admin.attendance.manage.saved'));
              return refetch();
            })
            .catch(failed);
        }}
      >
        <label>
          {t('admin.attendance.daysOff.name')}
          <input
            required
            maxLength={200}
            value={form.title}
            onChange={(event) => setForm({ ...form, title: event.target.value })}
          />
        </label>
        <label>
          {t('admin.attendance.daysOff.from')}
          <input
            type="date"
            required
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
          />
        </label>
        <label>
          {t('admin.attendance.daysOff.to')}
          <input type="date" value={form.to} onChange={(event) => setForm({ ...form, to: event.target.value })} />
        </label>
        <label>
          {t('admin.attendance.daysOff.branch')}
          <select value={form.branchId} onChange={(event) => setForm({ ...form, branchId: event.target.value })}>
            <option value="">{t('admin.attendance.daysOff.everyBranch')}</option>
            {branches.map((branch) => (
              <option key={branch.value} value={branch.value}>
                {branch.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={loading} text={t('admin.attendance.daysOff.add')} />
      </form>
    </section>
  );
}
