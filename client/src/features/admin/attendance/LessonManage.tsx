// Administrators' changes of one lesson: cancel (or undo it), move, a substitute, a make-up lesson
// of the same slot. Cancelling and moving e-mail the parents of the slot (the server does).
import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLectorOptions } from '../common/choices';
import { toast } from '../common/toasts';
import {
  AddMakeupLessonDocument,
  type AttendanceLessonFragment,
  CancelLessonDocument,
  MoveLessonDocument,
  RestoreLessonDocument,
  SetLessonSubstituteDocument,
} from './AdminAttendance.generated';
import styles from './attendance.module.css';
import { refusalText } from './refusalText';

/** Of a course's lesson: a camp day has no slot and no times to change. */
type CourseLesson = AttendanceLessonFragment & { scheduleId: number; from: string; to: string };

export function LessonManage({ lesson, onChanged }: { lesson: CourseLesson; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: id as 'admin.attendance.title' }, values);
  const lectors = useLectorOptions();
  const [reason, setReason] = useState('');
  const [move, setMove] = useState({ date: lesson.date, from: lesson.from, to: lesson.to });
  const [makeup, setMakeup] = useState({ date: '', from: lesson.from, to: lesson.to });
  const [cancel] = useMutation(CancelLessonDocument);
  const [restore] = useMutation(RestoreLessonDocument);
  const [moveLesson] = useMutation(MoveLessonDocument);
  const [substitute] = useMutation(SetLessonSubstituteDocument);
  const [addMakeup] = useMutation(AddMakeupLessonDocument);

  const run = (work: Promise<unknown>, done: string) =>
    work
      .then(() => {
        toast.success(t(done));
        onChanged();
      })
      .catch((error: unknown) => {
        toast.error(t('admin.attendance.manage.failed'), refusalText(error));
      });

  return (
    <section className={styles.manage} aria-label={t('admin.attendance.manage.title')}>
      <h3>{t('admin.attendance.manage.title')}</h3>
      {lesson.status === 'cancelled' ? (
        <Button
          onClick={() => void run(restore({ variables: { id: lesson.id } }), 'admin.attendance.manage.mailed')}
          text={t('admin.attendance.manage.restore')}
        />
      ) : (
        <form
          className={styles.formRow}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              cancel({ variables: { id: lesson.id, reason: reason || null } }),
              'admin.attendance.manage.mailed',
            );
          }}
        >
          <label>
            {t('admin.attendance.manage.reason')}
            <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
          <Button type="submit" intent="danger" text={t('admin.attendance.manage.cancel')} />
        </form>
      )}
      {lesson.status !== 'cancelled' && (
        <form
          className={styles.formRow}
          onSubmit={(event) => {
            event.preventDefault();
            void run(moveLesson({ variables: { id: lesson.id, input: move } }), 'admin.attendance.manage.mailed');
          }}
        >
          <DayTimeFields value={move} onChange={setMove} dateLabel={t('admin.attendance.manage.date')} />
          <Button type="submit" text={t('admin.attendance.manage.move')} />
        </form>
      )}
      <div className={styles.formRow}>
        <label>
          {t('admin.attendance.manage.substitute')}
          <select
            value={lesson.substituteLectorId ?? ''}
            onChange={(event) =>
              void run(
                substitute({
                  variables: { id: lesson.id, lectorId: event.target.value ? Number(event.target.value) : null },
                }),
                'admin.attendance.manage.saved',
              )
            }
          >
            <option value="">{t('admin.attendance.manage.noSubstitute')}</option>
            {lectors.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        className={styles.formRow}
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            addMakeup({ variables: { input: { scheduleId: lesson.scheduleId, ...makeup } } }),
            'admin.attendance.manage.saved',
          );
        }}
      >
        <DayTimeFields value={makeup} onChange={setMakeup} dateLabel={t('admin.attendance.manage.makeupDate')} />
        <Button type="submit" text={t('admin.attendance.manage.makeup')} />
      </form>
    </section>
  );
}

interface DayTime {
  date: string;
  from: string;
  to: string;
}

/** A day with its start and end: where a lesson moves to, or when a make-up lesson is. */
function DayTimeFields({
  value,
  onChange,
  dateLabel,
}: {
  value: DayTime;
  onChange: (value: DayTime) => void;
  dateLabel: string;
}) {
  const intl = useIntl();
  const field = (key: keyof DayTime, type: 'date' | 'time', label: string) => (
    <label>
      {label}
      <input
        type={type}
        required
        value={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <>
      {field('date', 'date', dateLabel)}
      {field('from', 'time', intl.formatMessage({ id: 'admin.attendance.manage.from' }))}
      {field('to', 'time', intl.formatMessage({ id: 'admin.attendance.manage.to' }))}
    </>
  );
}
