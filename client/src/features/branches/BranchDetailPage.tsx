import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { formatPhone } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BranchDetailDocument, type BranchDetailQuery } from './Branches.generated';
import { DetailState } from '../../ui/DetailState';
import { FreeSpots } from '../offerings/FreeSpots';
import { Fact, Facts } from '../../ui/Facts';
import { categoryAges } from '../offerings/labels';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import { type ScheduleColumn, ScheduleTable } from '../offerings/ScheduleTable';
import { SlotText } from '../offerings/SlotText';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';
import { BranchMap } from './BranchMap';
import { useFormat } from '../../ui/useFormat';
import { ContentOf, useContent } from '../../ui/ContentText';

type Slot = BranchDetailQuery['schedules'][number];

const SCHEDULE_COLUMNS: readonly ScheduleColumn<Slot>[] = [
  {
    header: 'schedule.course',
    cell: (slot) => (
      <>
        <Link to={linkTo(PATHS.courseDetail, slot.course.id)}>
          <ContentOf record={slot.course} field="title" marked={false} />
        </Link>
        <br />
        <span className={styles.muted}>
          <FormattedMessage id={categoryAges(slot.course.category)} />
        </span>
      </>
    ),
  },
  { header: 'schedule.when', cell: (slot) => <SlotText slot={slot} /> },
  { header: 'course.places', cell: (slot) => <FreeSpots places={slot.course} /> },
];

export function BranchDetailPage() {
  const format = useFormat();
  const intl = useIntl();
  const content = useContent();
  const id = useIdParam();
  const { data, loading, error } = useQuery(BranchDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const branch = data?.branch;
  if (!branch) return <DetailState id={id} loading={loading} error={error} />;
  const heading = content(branch, 'title');
  return (
    <PublicPage
      title={heading.text ?? branch.title}
      titleLang={heading.language === intl.locale ? undefined : heading.language}
      crumbs={[{ text: intl.formatMessage({ id: 'nav.branches' }), to: PATHS.branches }]}
    >
      <div className={styles.detail}>
        <div>
          <BranchMap address={branch.address} location={branch.location} />
          <ContentOf as="p" className={styles.text} record={branch} field="description" />
          <h2 className={styles.groupTitle}>
            <FormattedMessage id="branch.runsHere" />
          </h2>
          <ScheduleTable slots={data.schedules} columns={SCHEDULE_COLUMNS} emptyId="list.empty" />
          {data.camps.length > 0 && (
            <>
              <h2 className={styles.groupTitle}>
                <FormattedMessage id="nav.camps" />
              </h2>
              <ul>
                {data.camps.map((camp) => (
                  <li key={camp.id}>
                    <Link to={linkTo(PATHS.campDetail, camp.id)}>
                      <ContentOf record={camp} field="title" marked={false} />
                    </Link>{' '}
                    ({format.dateRange(camp.from, camp.to)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <Card elevation={1}>
          <Facts>
            <Fact label="branch.address">{branch.address}</Fact>
            {branch.phone && (
              <Fact label="footer.phone">
                <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{formatPhone(branch.phone)}</a>
              </Fact>
            )}
            {branch.email && (
              <Fact label="footer.email">
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </Fact>
            )}
            {branch.web && (
              <Fact label="branch.web">
                <a href={branch.web} target="_blank" rel="noopener noreferrer">
                  {branch.web}
                </a>
              </Fact>
            )}
          </Facts>
        </Card>
      </div>
    </PublicPage>
  );
}
