import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { LectorListDocument } from './Lectors.generated';
import { EmptyList } from '../../ui/EmptyList';
import { PublicPage } from '../../ui/PublicPage';
import styles from '../../ui/catalog.module.css';

/** The lectors who agreed to be shown, with what they teach and, if public, their e-mail. */
export function LectorsPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(LectorListDocument);
  const lectors = data?.users ?? [];
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.lectors' })} lead={<FormattedMessage id="lectors.lead" />}>
      {lectors.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.grid}>
          {lectors.map((lector) => (
            <li key={lector.id}>
              <Card elevation={1} className={styles.card}>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>{lector.name}</h2>
                  {lector.description && <p className={styles.description}>{lector.description}</p>}
                  {lector.email && <a href={`mailto:${lector.email}`}>{lector.email}</a>}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
