import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { formatDateRange, formatPrice } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CampDetailDocument } from './Camps.generated';
import { DetailState } from '../../ui/DetailState';
import { FreeSpots } from '../../ui/FreeSpots';
import { activityLabel, categoryAges, categoryLabel } from '../../ui/labels';
import { LinkButton } from '../../ui/Button';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { PictureStrip } from '../../ui/PictureStrip';
import { PublicPage } from '../../ui/PublicPage';
import { useIdParam } from '../../ui/useIdParam';
import styles from '../../ui/catalog.module.css';
import { campRegistrationPath } from './CampListPage';

export function CampDetailPage() {
  const intl = useIntl();
  const id = useIdParam();
  const { data, loading, error } = useQuery(CampDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const camp = data?.camp;
  if (!camp) return <DetailState id={id} loading={loading} error={error} />;
  const register = (
    <LinkButton
      to={campRegistrationPath(camp.id)}
      intent="primary"
      size="large"
      text={<FormattedMessage id="course.register" />}
    />
  );
  return (
    <PublicPage
      title={camp.title}
      crumbs={[{ text: intl.formatMessage({ id: 'nav.camps' }), to: PATHS.camps }]}
      actions={register}
    >
      <div className={styles.detail}>
        <div>
          {camp.description && <p className={styles.text}>{camp.description}</p>}
          <p className={styles.text}>
            <FormattedMessage id="camps.lead" />
          </p>
          <PictureStrip pictures={data.pictures} alt={camp.title} />
        </div>
        <Card elevation={1}>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="camp.dates" />
            </dt>
            <dd>{formatDateRange(camp.from, camp.to)}</dd>
            <dt>
              <FormattedMessage id="course.type" />
            </dt>
            <dd>
              <FormattedMessage id={activityLabel(camp.type)} />
            </dd>
            <dt>
              <FormattedMessage id="course.category" />
            </dt>
            <dd>
              <FormattedMessage id={categoryLabel(camp.category)} /> (
              <FormattedMessage id={categoryAges(camp.category)} />)
            </dd>
            {camp.branch && (
              <>
                <dt>
                  <FormattedMessage id="schedule.branch" />
                </dt>
                <dd>
                  <Link to={linkTo(PATHS.branchDetail, camp.branch.id)}>{camp.branch.title}</Link>
                  <br />
                  <span className={styles.muted}>{camp.branch.address}</span>
                </dd>
              </>
            )}
            <dt>
              <FormattedMessage id="course.price" />
            </dt>
            <dd>{formatPrice(camp.price)}</dd>
            <dt>
              <FormattedMessage id="course.places" />
            </dt>
            <dd>
              <FreeSpots freeSpots={camp.freeSpots} />
            </dd>
          </dl>
          {camp.freeSpots === 0 && (
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
