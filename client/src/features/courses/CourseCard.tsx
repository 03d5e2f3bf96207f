import { Card } from '../../ui/Card';
import { Tag } from '../../ui/Tag';
import { formatPrice } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseListQuery } from './Courses.generated';
import { FreeSpots } from '../../ui/FreeSpots';
import { categoryAges, categoryLabel } from '../../ui/labels';
import { LinkButton } from '../../ui/Button';
import { Picture } from '../../ui/Picture';
import { SlotText } from '../../ui/SlotText';
import styles from './courses.module.css';

type Course = CourseListQuery['courses'][number];

export const courseDetailPath = (id: number) => `/course/${id}`;
export const courseRegistrationPath = (id: number) => `/registration/${id}`;

/** One course in the list: picture, age, places, when and where, price, register. */
export function CourseCard({ course }: { course: Course }) {
  const picture = course.illustrations[0];
  return (
    <Card className={styles.card} elevation={1}>
      {picture && (
        <Picture picture={picture} alt="" sizes="(max-width: 600px) 100vw, 360px" className={styles.cardPicture} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={courseDetailPath(course.id)}>{course.title}</Link>
        </h3>
        <div className={styles.tags}>
          <Tag>
            <FormattedMessage id={categoryLabel(course.category)} /> ·{' '}
            <FormattedMessage id={categoryAges(course.category)} />
          </Tag>
          <FreeSpots freeSpots={course.freeSpots} />
        </div>
        {course.description && <p className={styles.description}>{course.description}</p>}
        <ul className={styles.slots}>
          {course.schedules.map((slot) => (
            <li key={slot.id}>
              <SlotText slot={slot} />, {slot.branch.title}
            </li>
          ))}
        </ul>
        <p className={styles.price}>
          {formatPrice(course.price)}
          {course.numberOfLessons ? (
            <span className={styles.muted}>
              {' '}
              / <FormattedMessage id="course.lessons" values={{ count: course.numberOfLessons }} />
            </span>
          ) : null}
        </p>
        <div className={styles.cardActions}>
          <LinkButton
            to={courseRegistrationPath(course.id)}
            intent="primary"
            text={<FormattedMessage id="course.register" />}
          />
          <LinkButton
            to={courseDetailPath(course.id)}
            variant="outlined"
            text={<FormattedMessage id="course.detail" />}
          />
        </div>
      </div>
    </Card>
  );
}
