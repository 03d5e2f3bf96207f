import { Card } from '../../ui/Card';
import { Tag } from '../../ui/Tag';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { FreeSpots, takesRegistrations } from '../offerings/FreeSpots';
import { categoryAges, categoryLabel } from '../offerings/labels';
import { LinkButton } from '../../ui/Button';
import { Picture } from '../../ui/Picture';
import { SlotText } from '../offerings/SlotText';
import styles from '../../ui/catalog.module.css';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import type { CourseListQuery } from './Courses.generated';
import { useFormat } from '../../ui/useFormat';
import { ContentText, useContent } from '../../ui/ContentText';

/** One course in the list: picture, age, places, when and where, price, register. */
export function CourseCard({ course }: { course: CourseListQuery['courses'][number] }) {
  const format = useFormat();
  const content = useContent();
  const picture = course.illustrations[0];
  return (
    <Card className={styles.card} elevation={1}>
      {picture && (
        <Picture picture={picture} alt="" sizes="(max-width: 600px) 100vw, 360px" className={styles.cardPicture} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={linkTo(PATHS.courseDetail, course.id)}>
            <ContentText text={content(course, 'title')} marked={false} />
          </Link>
        </h3>
        <div className={styles.tags}>
          <Tag>
            <FormattedMessage id={categoryLabel(course.category)} /> ·{' '}
            <FormattedMessage id={categoryAges(course.category)} />
          </Tag>
          <FreeSpots places={course} />
        </div>
        <ContentText as="p" className={styles.description} text={content(course, 'description')} />
        <ul className={styles.slots}>
          {course.schedules.map((slot) => (
            <li key={slot.id}>
              <SlotText slot={slot} />, {slot.branch.title}
            </li>
          ))}
        </ul>
        <p className={styles.price}>
          {format.price(course.price)}
          {course.numberOfLessons ? (
            <span className={styles.muted}>
              {' '}
              / <FormattedMessage id="course.lessons" values={{ count: course.numberOfLessons }} />
            </span>
          ) : null}
        </p>
        <div className={styles.cardActions}>
          {takesRegistrations(course) && (
            <LinkButton
              to={linkTo(PATHS.registration, course.id)}
              intent="primary"
              text={<FormattedMessage id="course.register" />}
            />
          )}
          <LinkButton
            to={linkTo(PATHS.courseDetail, course.id)}
            variant="outlined"
            text={<FormattedMessage id="course.detail" />}
          />
        </div>
      </div>
    </Card>
  );
}
