// "Docházka": the lector's day on a phone. The lessons of today or this week, each opening its
// roster (?lesson=<id>, so a reload stays there): one tap per child for přítomen / nepřítomen /
// omluven, kept on the phone while offline (markQueue.ts), the lesson's note, and for
// administrators the changes of that one lesson and the days without lessons.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import { ADMIN_PATHS } from '../../../routes/admin';
import { PageTitle } from '../../../ui/PageTitle';
import { useStaff } from '../common/staff';
import {
  AttendanceLessonFragmentDoc,
  type AttendanceLessonFragment,
  AttendanceLessonsDocument,
} from './AdminAttendance.generated';
import styles from './attendance.module.css';
import { useMarkQueue } from './useMarkQueue';
import { formatLessonDay, today, weekOf } from './days';
import { LessonRosterView } from './LessonRosterView';
import { LessonTags } from './LessonTags';
import { NonTeachingDays } from './NonTeachingDays';

/** Other staff's marks and changes show within this (the roster polls faster). */
const LIST_POLL_MS = 30_000;

export function AdminAttendancePage() {
  const [params, setParams] = useSearchParams();
  const lessonId = params.get('lesson');
  const week = params.get('range') === 'week';
  if (lessonId)
    return (
      <LessonRosterView
        id={lessonId}
        onBack={() =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.delete('lesson');
            return next;
          })
        }
      />
    );
  return (
    <LessonList
      week={week}
      onRange={(toWeek) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (toWeek) next.set('range', 'week');
          else next.delete('range');
          return next;
        })
      }
    />
  );
}

function LessonList({ week, onRange }: { week: boolean; onRange: (week: boolean) => void }) {
  const intl = useIntl();
  const { may } = useStaff();
  const day = today();
  const range = week ? weekOf(day) : { from: day, to: day };
  const { data, previousData, loading, error, refetch } = useQuery(AttendanceLessonsDocument, {
    variables: range,
    pollInterval: LIST_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  // Back online, the list tries again at once (issue 41, item 8), besides its polling, and once more
  // when the marks that waited on the phone are in (their counts change).
  useEffect(() => {
    const again = () => void refetch().catch(() => undefined);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [refetch]);
  useMarkQueue(() => void refetch().catch(() => undefined));
  const lessons = getFragmentData(AttendanceLessonFragmentDoc, (data ?? previousData)?.lessons ?? []);
  const byDay = new Map<string, AttendanceLessonFragment[]>();
  for (const lesson of lessons) byDay.set(lesson.date, [...(byDay.get(lesson.date) ?? []), lesson]);
  const title = intl.formatMessage({ id: 'admin.attendance.title' });
  return (
    <div className={styles.page}>
      <PageTitle page={title} />
      <h1 className={styles.heading}>{title}</h1>
      <p>
        <Link to={ADMIN_PATHS.attendanceMatrix}>{intl.formatMessage({ id: 'admin.attendanceMatrix.link' })}</Link>
      </p>
      <div className={styles.range} role="group" aria-label={intl.formatMessage({ id: 'admin.attendance.range' })}>
        <Button
          large
          active={!week}
          aria-pressed={!week}
          onClick={() => onRange(false)}
          text={intl.formatMessage({ id: 'admin.attendance.today' })}
        />
        <Button
          large
          active={week}
          aria-pressed={week}
          onClick={() => onRange(true)}
          text={intl.formatMessage({ id: 'admin.attendance.week' })}
        />
      </div>
      {error && !data && !previousData && (
        <Callout intent="danger">
          {intl.formatMessage({ id: 'admin.attendance.loadFailed' })}{' '}
          <Button
            small
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
            text={intl.formatMessage({ id: 'admin.attendance.retry' })}
          />
        </Callout>
      )}
      {loading && !data && !previousData && <Spinner aria-label={intl.formatMessage({ id: 'layout.loading' })} />}
      {!loading && lessons.length === 0 && !error && (
        <p>{intl.formatMessage({ id: week ? 'admin.attendance.noneWeek' : 'admin.attendance.noneToday' })}</p>
      )}
      {[...byDay].map(([date, dayLessons]) => (
        <section key={date} aria-label={formatLessonDay(date)}>
          <h2 className={styles.day}>
            {formatLessonDay(date)}
            {date === day ? ` – ${intl.formatMessage({ id: 'admin.attendance.today' }).toLowerCase()}` : ''}
          </h2>
          <ul className={styles.lessons}>
            {dayLessons.map((lesson) => (
              <li key={lesson.id} className={lesson.status === 'cancelled' ? styles.cancelled : undefined}>
                <Link
                  className={styles.lessonLink}
                  to={`${ADMIN_PATHS.attendance}?lesson=${encodeURIComponent(lesson.id)}${week ? '&range=week' : ''}`}
                >
                  <span className={styles.lessonTop}>
                    <span className={styles.time}>
                      {lesson.from
                        ? `${lesson.from}–${lesson.to}`
                        : intl.formatMessage({ id: 'admin.attendance.allDay' })}
                    </span>
                    <span className={styles.muted}>
                      {intl.formatMessage(
                        { id: 'admin.attendance.marked' },
                        { marked: lesson.markedCount, count: lesson.childCount },
                      )}
                    </span>
                  </span>
                  <span className={styles.course}>{lesson.courseTitle}</span>
                  <br />
                  <span className={styles.muted}>{lesson.branchTitle}</span> <LessonTags lesson={lesson} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {may('lesson.manage') && <NonTeachingDays />}
    </div>
  );
}
