import { useQuery } from '@apollo/client/react';
import { H1 } from '@blueprintjs/core';
import { formatDate } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { EmptyList } from '../../../ui/EmptyList';
import { PageTitle } from '../../../ui/PageTitle';
import { useStaff } from '../common/staff';
import { AdminOverviewDocument } from './AdminOverview.generated';
import { AttentionPanel } from './AttentionPanel';
import { MoneyPanel } from './MoneyPanel';
import { OccupancyPanel } from './OccupancyPanel';
import styles from './overview.module.css';
import { RegistrationsPanel } from './RegistrationsPanel';

/** "Přehled": the state of the term at a glance. The money panel only for those who may read payments
 * (the server leaves it empty for the others anyway). */
export function AdminOverviewPage() {
  const intl = useIntl();
  const { may } = useStaff();
  const withMoney = may('payment.read');
  const { data, loading, error } = useQuery(AdminOverviewDocument, {
    variables: { withMoney },
    fetchPolicy: 'cache-and-network',
  });
  const title = intl.formatMessage({ id: 'admin.tab.overview' });
  const overview = data?.overview;
  return (
    <>
      <PageTitle page={title} />
      <div className={styles.head}>
        <H1 className={styles.title}>{title}</H1>
        {overview && (
          <span className={styles.term}>
            {intl.formatMessage(
              { id: 'admin.overview.term' },
              {
                from: formatDate(overview.term.from),
                to: formatDate(overview.term.to),
                today: formatDate(overview.term.today),
              },
            )}
          </span>
        )}
      </div>
      {!overview ? (
        <EmptyList loading={loading && !error} error={error} />
      ) : (
        <div className={styles.panels}>
          <AttentionPanel attention={overview.attention} />
          <OccupancyPanel overview={overview} />
          <RegistrationsPanel overview={overview} />
          {overview.money && <MoneyPanel money={overview.money} />}
        </div>
      )}
    </>
  );
}
