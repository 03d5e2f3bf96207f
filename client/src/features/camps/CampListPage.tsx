import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { Tag } from '../../ui/Tag';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CampListDocument } from './Camps.generated';
import { EmptyList } from '../../ui/EmptyList';
import { FreeSpots, takesRegistrations } from '../offerings/FreeSpots';
import { activityLabel, categoryAges } from '../offerings/labels';
import { LinkButton } from '../../ui/Button';
import { PublicPage } from '../../ui/PublicPage';
import styles from '../../ui/catalog.module.css';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { useFormat } from '../../ui/useFormat';
import { ContentOf } from '../../ui/ContentText';

export const campRegistrationPath = (id: number) => `${linkTo(PATHS.registration)}?tabor=${id}`;

/** Summer day camps in date order. */
export function CampListPage() {
  const format = useFormat();
  const intl = useIntl();
  const { data, loading, error } = useQuery(CampListDocument);
  const camps = data?.camps ?? [];
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.camps' })} lead={<FormattedMessage id="camps.lead" />}>
      {camps.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.grid}>
          {camps.map((camp) => (
            <li key={camp.id}>
              <Card className={styles.card} elevation={1}>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link to={linkTo(PATHS.campDetail, camp.id)}>
                      <ContentOf record={camp} field="title" marked={false} />
                    </Link>
                  </h2>
                  <div className={styles.tags}>
                    <Tag>{format.dateRange(camp.from, camp.to)}</Tag>
                    <Tag>
                      <FormattedMessage id={activityLabel(camp.type)} /> ·{' '}
                      <FormattedMessage id={categoryAges(camp.category)} />
                    </Tag>
                    <FreeSpots places={camp} />
                  </div>
                  <ContentOf as="p" className={styles.description} record={camp} field="description" />
                  {camp.branch && (
                    <p className={styles.description}>
                      <FormattedMessage id="camp.where" />{' '}
                      <Link to={linkTo(PATHS.branchDetail, camp.branch.id)}>{camp.branch.title}</Link>
                    </p>
                  )}
                  <p className={styles.price}>{format.price(camp.price)}</p>
                  <div className={styles.cardActions}>
                    {takesRegistrations(camp) && (
                      <LinkButton
                        to={campRegistrationPath(camp.id)}
                        intent="primary"
                        text={<FormattedMessage id="course.register" />}
                      />
                    )}
                    <LinkButton
                      to={linkTo(PATHS.campDetail, camp.id)}
                      variant="outlined"
                      text={<FormattedMessage id="course.detail" />}
                    />
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
