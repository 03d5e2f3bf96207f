import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { HTMLTable } from '../../ui/HTMLTable';
import { formatDate, formatPrice } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CourseDetailDocument } from './Courses.generated';
import { DetailState } from '../../ui/DetailState';
import { FreeSpots } from '../../ui/FreeSpots';
import { activityLabel, categoryAges, categoryLabel, dayLabel } from '../../ui/labels';
import { LinkButton } from '../../ui/Button';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { PictureStrip } from '../../ui/PictureStrip';
import { PublicPage } from '../../ui/PublicPage';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';

export function CourseDetailPage() {
  const intl = useIntl();
  const id = useIdParam();
  const { data, loading, error } = useQuery(CourseDetailDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const course = data?.course;
  if (!course) return <DetailState id={id} loading={loading} error={error} />;
  const register = (
    <LinkButton
      to={linkTo(PATHS.registration, course.id)}
      intent="primary"
      size="large"
      text={<FormattedMessage id="course.register" />}
    />
  );
  return (
    <PublicPage
      title={course.title}
      crumbs={[{ text: intl.formatMessage({ id: 'nav.courses' }), to: PATHS.courses }]}
      actions={register}
    >
      <div className={styles.detail}>
        <div>
          {course.description && <p className={styles.text}>{course.description}</p>}
          <h2 className={styles.groupTitle}>
            <FormattedMessage id="course.schedule" />
          </h2>
          {course.schedules.length === 0 ? (
            <p>
              <FormattedMessage id="course.noSchedule" />
            </p>
          ) : (
            <HTMLTable className={styles.table} striped>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="schedule.day" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="schedule.time" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="schedule.branch" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="schedule.lector" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {course.schedules.map((slot) => (
                  <tr key={slot.id}>
                    <td>
                      <FormattedMessage id={dayLabel(slot.dayOfWeek)} />
                    </td>
                    <td>
                      {slot.from}–{slot.to}
                    </td>
                    <td>
                      <Link to={linkTo(PATHS.branchDetail, slot.branch.id)}>{slot.branch.title}</Link>
                    </td>
                    <td>{slot.lector?.name ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <PictureStrip pictures={course.illustrations} alt={course.title} />
        </div>
        <Card elevation={1}>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="course.type" />
            </dt>
            <dd>
              <FormattedMessage id={activityLabel(course.type)} />
            </dd>
            <dt>
              <FormattedMessage id="course.category" />
            </dt>
            <dd>
              <FormattedMessage id={categoryLabel(course.category)} /> (
              <FormattedMessage id={categoryAges(course.category)} />)
            </dd>
            <dt>
              <FormattedMessage id="course.price" />
            </dt>
            <dd>{formatPrice(course.price)}</dd>
            {course.pricePerLesson != null && (
              <>
                <dt>
                  <FormattedMessage id="course.pricePerLesson" />
                </dt>
                <dd>{formatPrice(course.pricePerLesson)}</dd>
              </>
            )}
            {course.numberOfLessons != null && (
              <>
                <dt>
                  <FormattedMessage id="course.numberOfLessons" />
                </dt>
                <dd>{course.numberOfLessons}</dd>
              </>
            )}
            {course.startDate && (
              <>
                <dt>
                  <FormattedMessage id="course.dates" />
                </dt>
                <dd>
                  {formatDate(course.startDate)}
                  {course.endDate ? ` - ${formatDate(course.endDate)}` : ''}
                </dd>
              </>
            )}
            {course.time && (
              <>
                <dt>
                  <FormattedMessage id="course.time" />
                </dt>
                <dd>{course.time}</dd>
              </>
            )}
            {course.location && (
              <>
                <dt>
                  <FormattedMessage id="course.location" />
                </dt>
                <dd>{course.location}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="course.places" />
            </dt>
            <dd>
              <FreeSpots freeSpots={course.freeSpots} />
            </dd>
          </dl>
          {course.freeSpots === 0 && (
            <p>
              <FormattedMessage id="registration.replacementNotice" />
            </p>
          )}
          {register}
        </Card>
      </div>
    </PublicPage>
  );
}
