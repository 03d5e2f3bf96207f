import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { HTMLTable } from '../../ui/HTMLTable';
import { formatDateRange } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BranchDetailDocument } from './Branches.generated';
import { DetailState } from '../../ui/DetailState';
import { FreeSpots } from '../../ui/FreeSpots';
import { categoryAges, dayLabel } from '../../ui/labels';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';
import { BranchMap } from './BranchMap';

export function BranchDetailPage() {
  const intl = useIntl();
  const id = useIdParam();
  const { data, loading, error } = useQuery(BranchDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const branch = data?.branch;
  if (!branch) return <DetailState id={id} loading={loading} error={error} />;
  return (
    <PublicPage
      title={branch.title}
      crumbs={[{ text: intl.formatMessage({ id: 'nav.branches' }), to: PATHS.branches }]}
    >
      <div className={styles.detail}>
        <div>
          <BranchMap address={branch.address} location={branch.location} />
          {branch.description && <p className={styles.text}>{branch.description}</p>}
          <h2 className={styles.groupTitle}>
            <FormattedMessage id="branch.runsHere" />
          </h2>
          {data.schedules.length === 0 ? (
            <p>
              <FormattedMessage id="list.empty" />
            </p>
          ) : (
            <HTMLTable className={styles.table} striped>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="schedule.course" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="schedule.when" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="course.places" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.schedules.map((slot) => (
                  <tr key={slot.id}>
                    <td>
                      <Link to={linkTo(PATHS.courseDetail, slot.course.id)}>{slot.course.title}</Link>
                      <br />
                      <span className={styles.muted}>
                        <FormattedMessage id={categoryAges(slot.course.category)} />
                      </span>
                    </td>
                    <td>
                      <FormattedMessage id={dayLabel(slot.dayOfWeek)} /> {slot.from}–{slot.to}
                    </td>
                    <td>
                      <FreeSpots freeSpots={slot.course.freeSpots} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {data.camps.length > 0 && (
            <>
              <h2 className={styles.groupTitle}>
                <FormattedMessage id="nav.camps" />
              </h2>
              <ul>
                {data.camps.map((camp) => (
                  <li key={camp.id}>
                    <Link to={linkTo(PATHS.campDetail, camp.id)}>{camp.title}</Link> (
                    {formatDateRange(camp.from, camp.to)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <Card elevation={1}>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="branch.address" />
            </dt>
            <dd>{branch.address}</dd>
            {branch.phone && (
              <>
                <dt>
                  <FormattedMessage id="footer.phone" />
                </dt>
                <dd>
                  <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
                </dd>
              </>
            )}
            {branch.email && (
              <>
                <dt>
                  <FormattedMessage id="footer.email" />
                </dt>
                <dd>
                  <a href={`mailto:${branch.email}`}>{branch.email}</a>
                </dd>
              </>
            )}
            {branch.web && (
              <>
                <dt>
                  <FormattedMessage id="branch.web" />
                </dt>
                <dd>
                  <a href={branch.web} target="_blank" rel="noopener noreferrer">
                    {branch.web}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </Card>
      </div>
    </PublicPage>
  );
}
