import { useIntl } from 'react-intl';
import type { AttendanceLessonFragment } from './AdminAttendance.generated';
import styles from './attendance.module.css';

/** What is special about a lesson: cancelled, moved, a make-up, a substitute. */
export function LessonTags({ lesson }: { lesson: AttendanceLessonFragment }) {
  const intl = useIntl();
  return (
    <>
      {lesson.status === 'cancelled' && (
        <span className={`${styles.tag} ${styles.tagDanger}`}>
          {intl.formatMessage({ id: 'admin.attendance.status.cancelled' })}
        </span>
      )}
      {lesson.status === 'moved' && (
        <span className={`${styles.tag} ${styles.tagWarning}`}>
          {intl.formatMessage({ id: 'admin.attendance.status.moved' })}
        </span>
      )}
      {lesson.status === 'makeup' && (
        <span className={styles.tag}>{intl.formatMessage({ id: 'admin.attendance.status.makeup' })}</span>
      )}{' '}
      {lesson.substituteName && (
        <span className={styles.tag}>
          {intl.formatMessage({ id: 'admin.attendance.substitute' }, { name: lesson.substituteName })}
        </span>
      )}
    </>
  );
}
