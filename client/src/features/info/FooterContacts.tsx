import { EnvelopeIcon, MapMarkerIcon, OfficeIcon, PhoneIcon } from '../../ui/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SiteInfoQuery } from './SiteInfo.generated';
import styles from './Footer.module.css';
import { PATHS } from '../../routes/site';

/** The operator's contact lines, or just a link to the contacts page while they are unknown. */
export function FooterContacts({ siteInfo }: { siteInfo: SiteInfoQuery['siteInfo'] | undefined }) {
  const intl = useIntl();
  if (!siteInfo) {
    return (
      <ul className={styles.list}>
        <li>
          <Link to={PATHS.contacts}>
            <FormattedMessage id="footer.allContacts" />
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      <li className={styles.line}>
        <PhoneIcon title={intl.formatMessage({ id: 'footer.phone' })} />
        <a href={`tel:${siteInfo.phone.replace(/\s/g, '')}`}>{siteInfo.phone}</a>
      </li>
      <li className={styles.line}>
        <EnvelopeIcon title={intl.formatMessage({ id: 'footer.email' })} />
        <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
      </li>
      <li className={styles.line}>
        <OfficeIcon />
        <span>
          {siteInfo.company}
          <br />
          <FormattedMessage id="footer.companyId" values={{ companyId: siteInfo.companyId }} />
        </span>
      </li>
      <li className={styles.line}>
        <MapMarkerIcon />
        <span>{siteInfo.address}</span>
      </li>
    </ul>
  );
}
