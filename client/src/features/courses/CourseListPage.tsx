import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CourseListDocument } from './Courses.generated';
import { EmptyList } from '../../ui/EmptyList';
import { ACTIVITY_ORDER, activityLabel } from '../offerings/labels';
import { PublicPage } from '../../ui/PublicPage';
import { FinderBar, useFinder } from '../offerings/finder/FinderBar';
import { activeCount, serverFilter, slotMatches } from '../offerings/finder/finderParams';
import { CourseCard } from './CourseCard';
import styles from '../../ui/catalog.module.css';

/** The visible courses the finder's filters (in the address) match, grouped by activity type. */
export function CourseListPage() {
  const intl = useIntl();
  const [finder] = useFinder();
  const { data, previousData, loading, error } = useQuery(CourseListDocument, {
    variables: { filter: serverFilter(finder) },
  });
  // The previous matches stay while the next ones load, so the list does not flash empty.
  const shown = data ?? previousData;
  const anySlot = finder.branch === null && finder.day === null;
  const courses = (shown?.courses ?? []).filter(
    (course) => anySlot || course.schedules.some((slot) => slotMatches(finder, slot)),
  );
  const groups = ACTIVITY_ORDER.map((type) => ({ type, courses: courses.filter((course) => course.type === type) }));
  // An empty search says so in the finder, with the filters to remove; an outage says it here.
  const showEmpty = activeCount(finder) === 0 || !shown || error;
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.courses' })} lead={<FormattedMessage id="courses.lead" />}>
      <FinderBar branches={shown?.branches ?? []} count={shown ? courses.length : null} noun="courses" />
      {courses.length === 0
        ? showEmpty && <EmptyList loading={loading} error={error} />
        : groups
            .filter((group) => group.courses.length > 0)
            .map((group) => (
              <section key={group.type} id={group.type} className={styles.group} aria-labelledby={`type-${group.type}`}>
                <h2 id={`type-${group.type}`} className={styles.groupTitle}>
                  <FormattedMessage id={activityLabel(group.type)} />
                </h2>
                <ul className={styles.grid}>
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
    </PublicPage>
  );
}
