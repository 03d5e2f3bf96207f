import { useQuery } from '@apollo/client/react';
import { COURSE_FIELDS, formatTimeRange, priorityWindowNotice } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CourseDetailDocument, type CourseDetailQuery } from './Courses.generated';
import { getFragmentData } from '../../gql/fragment-masking';
import { DetailState } from '../../ui/DetailState';
import { Fact } from '../../ui/Facts';
import { dayLabel, levelLabel } from '../offerings/labels';
import { CourseDeclaredFieldsFragmentDoc } from '../offerings/CourseDeclaredFields.generated';
import { DeclaredFacts } from '../offerings/DeclaredFacts';
import { ActivityFacts, OfferingDetail } from '../offerings/OfferingDetail';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { type ScheduleColumn, ScheduleTable } from '../offerings/ScheduleTable';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';
import { useFormat } from '../../ui/useFormat';

type Slot = NonNullable<CourseDetailQuery['course']>['schedules'][number];

const SCHEDULE_COLUMNS: readonly ScheduleColumn<Slot>[] = [
  { header: 'schedule.day', cell: (slot) => <FormattedMessage id={dayLabel(slot.dayOfWeek)} /> },
  {
    header: 'schedule.time',
    cell: (slot) => <>{formatTimeRange(slot.from, slot.to)}</>,
  },
  {
    header: 'schedule.branch',
    cell: (slot) => <Link to={linkTo(PATHS.branchDetail, slot.branch.id)}>{slot.branch.title}</Link>,
  },
  { header: 'schedule.lector', cell: (slot) => slot.lector?.name ?? '–' },
];

export function CourseDetailPage() {
  const format = useFormat();
  const intl = useIntl();
  const id = useIdParam();
  const { data, loading, error } = useQuery(CourseDetailDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const course = data?.course;
  if (!course) return <DetailState id={id} loading={loading} error={error} />;
  const facts = (
    <>
      <ActivityFacts type={course.type} category={course.category} />
      {course.level && (
        <Fact label="course.level">
          <FormattedMessage id={levelLabel(course.level)} />
        </Fact>
      )}
      <DeclaredFacts fields={COURSE_FIELDS} values={getFragmentData(CourseDeclaredFieldsFragmentDoc, course)} />
      <Fact label="course.price">{format.price(course.price)}</Fact>
      {course.pricePerLesson != null && (
        <Fact label="course.pricePerLesson">{format.price(course.pricePerLesson)}</Fact>
      )}
      {course.numberOfLessons != null && <Fact label="course.numberOfLessons">{course.numberOfLessons}</Fact>}
      {course.startDate && (
        <Fact label="course.dates">
          {format.date(course.startDate)}
          {course.endDate ? ` - ${format.date(course.endDate)}` : ''}
        </Fact>
      )}
      {course.time && <Fact label="course.time">{course.time}</Fact>}
      {course.location && <Fact label="course.location">{course.location}</Fact>}
    </>
  );
  return (
    <OfferingDetail
      offering={course}
      crumb={{ text: intl.formatMessage({ id: 'nav.courses' }), to: PATHS.courses }}
      kind="course"
      registrationPath={linkTo(PATHS.registration, course.id)}
      pictures={data.pictures}
      facts={facts}
      notice={course.priorityUntil ? priorityWindowNotice(course.priorityUntil) : null}
    >
      <h2 className={styles.groupTitle}>
        <FormattedMessage id="course.schedule" />
      </h2>
      <ScheduleTable slots={course.schedules} columns={SCHEDULE_COLUMNS} emptyId="course.noSchedule" />
    </OfferingDetail>
  );
}
