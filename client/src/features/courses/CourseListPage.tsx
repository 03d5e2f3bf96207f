import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CourseListDocument } from './Courses.generated';
import { CategoryFilter, useCategoryFilter } from '../../ui/CategoryFilter';
import { EmptyList } from '../../ui/EmptyList';
import { ACTIVITY_ORDER, activityLabel } from '../../ui/labels';
import { PublicPage } from '../../ui/PublicPage';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import { CourseCard } from './CourseCard';
import styles from '../../ui/catalog.module.css';

/** All visible courses grouped by activity type, filtered by age category. */
export function CourseListPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(CourseListDocument);
  useLoadErrorToast(error);
  const category = useCategoryFilter();
  const courses = (data?.courses ?? []).filter((course) => !category || course.category === category);
  const groups = ACTIVITY_ORDER.map((type) => ({ type, courses: courses.filter((course) => course.type === type) }));
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.courses' })} lead={<FormattedMessage id="courses.lead" />}>
      <CategoryFilter />
      {courses.length === 0 ? (
        <EmptyList loading={loading} />
      ) : (
        groups
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
          ))
      )}
    </PublicPage>
  );
}
