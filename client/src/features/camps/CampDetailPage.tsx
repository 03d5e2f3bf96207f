import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CampDetailDocument } from './Camps.generated';
import { DetailState } from '../../ui/DetailState';
import { Fact } from '../../ui/Facts';
import { ActivityFacts, OfferingDetail } from '../offerings/OfferingDetail';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';
import { campRegistrationPath } from './CampListPage';
import { useFormat } from '../../ui/useFormat';

export function CampDetailPage() {
  const format = useFormat();
  const intl = useIntl();
  const id = useIdParam();
  const { data, loading, error } = useQuery(CampDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const camp = data?.camp;
  if (!camp) return <DetailState id={id} loading={loading} error={error} />;
  const facts = (
    <>
      <Fact label="camp.dates">{format.dateRange(camp.from, camp.to)}</Fact>
      <ActivityFacts type={camp.type} category={camp.category} />
      {camp.branch && (
        <Fact label="schedule.branch">
          <Link to={linkTo(PATHS.branchDetail, camp.branch.id)}>{camp.branch.title}</Link>
          <br />
          <span className={styles.muted}>{camp.branch.address}</span>
        </Fact>
      )}
      <Fact label="course.price">{format.price(camp.price)}</Fact>
    </>
  );
  return (
    <OfferingDetail
      offering={camp}
      crumb={{ text: intl.formatMessage({ id: 'nav.camps' }), to: PATHS.camps }}
      kind="camp"
      registrationPath={campRegistrationPath(camp.id)}
      pictures={data.pictures}
      facts={facts}
    >
      <p className={styles.text}>
        <FormattedMessage id="camps.lead" />
      </p>
    </OfferingDetail>
  );
}
