import { useQuery } from '@apollo/client/react';
import { formatPhone } from '@kurzy/common';
import { Card } from '../../ui/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ContactsDocument } from './Contacts.generated';
import { EmptyList } from '../../ui/EmptyList';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import styles from './info.module.css';

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** The operator's contacts (from the server's configuration) and every branch's. */
export function ContactsPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ContactsDocument);
  useLoadErrorToast(error);
  const siteInfo = data?.siteInfo;
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.contacts' })} lead={<FormattedMessage id="contacts.lead" />}>
      {!siteInfo ? (
        <EmptyList loading={loading} />
      ) : (
        <>
          <ul className={styles.contacts}>
            <li>
              <Card elevation={1}>
                <h2>
                  <FormattedMessage id="contacts.office" />
                </h2>
                <p>
                  <FormattedMessage id="footer.phone" />: <a href={tel(siteInfo.phone)}>{siteInfo.phone}</a>
                </p>
                <p>
                  <FormattedMessage id="footer.email" />: <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
                </p>
              </Card>
            </li>
            <li>
              <Card elevation={1}>
                <h2>
                  <FormattedMessage id="contacts.operator" />
                </h2>
                <p>{siteInfo.company}</p>
                <p>
                  <FormattedMessage id="footer.companyId" values={{ companyId: siteInfo.companyId }} />
                </p>
                <p>{siteInfo.address}</p>
              </Card>
            </li>
          </ul>
          <h2>
            <FormattedMessage id="nav.branches" />
          </h2>
          <ul className={styles.contacts}>
            {data.branches.map((branch) => (
              <li key={branch.id}>
                <Card elevation={1}>
                  <h3>
                    <Link to={linkTo(PATHS.branchDetail, branch.id)}>{branch.title}</Link>
                  </h3>
                  <p>{branch.address}</p>
                  {branch.phone && (
                    <p>
                      <a href={tel(branch.phone)}>{formatPhone(branch.phone)}</a>
                    </p>
                  )}
                  {branch.email && (
                    <p>
                      <a href={`mailto:${branch.email}`}>{branch.email}</a>
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage
              id="contacts.register"
              values={{ link: (text) => <Link to={linkTo(PATHS.registration)}>{text}</Link> }}
            />
          </p>
        </>
      )}
    </PublicPage>
  );
}
