import { ContentOf } from '../../ui/ContentText';
import { useQuery } from '@apollo/client/react';
import { formatPhone } from '@kurzy/common';
import { Card } from '../../ui/Card';
import { MapMarkerIcon } from '../../ui/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BranchListDocument } from './Branches.generated';
import { EmptyList } from '../../ui/EmptyList';
import { PublicPage } from '../../ui/PublicPage';
import styles from '../../ui/catalog.module.css';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';

/** Branches in Czech alphabetical order (the server sorts them). */
export function BranchListPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(BranchListDocument);
  const branches = data?.branches ?? [];
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.branches' })} lead={<FormattedMessage id="branches.lead" />}>
      {branches.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.grid}>
          {branches.map((branch) => (
            <li key={branch.id}>
              <Card className={styles.card} elevation={1}>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link to={linkTo(PATHS.branchDetail, branch.id)}>
                      <ContentOf record={branch} field="title" marked={false} />
                    </Link>
                  </h2>
                  <p className={styles.description}>
                    <MapMarkerIcon /> {branch.address}
                  </p>
                  {branch.phone && (
                    <p className={styles.description}>
                      <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{formatPhone(branch.phone)}</a>
                    </p>
                  )}
                  {branch.email && (
                    <p className={styles.description}>
                      <a href={`mailto:${branch.email}`}>{branch.email}</a>
                    </p>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
