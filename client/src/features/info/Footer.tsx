import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SiteInfoDocument } from './SiteInfo.generated';
import { usePageQuery } from '../../ui/pageQuery';
import { FooterContacts } from './FooterContacts';
import { FooterSocialLinks } from './FooterSocialLinks';
import styles from './Footer.module.css';
import { Logo } from '../../ui/Logo';
import { SupporterLogos } from './SupporterLogos';
import { PATHS } from '../../routes/site';

/** Three columns (about, contacts, support + social), copyright and the staff login mark. */
export function Footer() {
  const intl = useIntl();
  // Without the operator's details (loading, server down) the footer still shows its links. On every
  // page, the home page's too: its data comes without Apollo Client in the browser (app/pageQuery.ts).
  const { data } = usePageQuery(SiteInfoDocument);
  const siteInfo = data?.siteInfo;
  const loginProps = {
    className: styles.login,
    'aria-label': intl.formatMessage({ id: 'footer.login' }),
    title: intl.formatMessage({ id: 'footer.login' }),
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.title}>
            <FormattedMessage id="footer.aboutTitle" />
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={PATHS.aboutUs}>
                <FormattedMessage id="footer.aboutUs" />
              </Link>
            </li>
            <li>
              <Link to={PATHS.news}>
                <FormattedMessage id="page.news" />
              </Link>
            </li>
            <li>
              <Link to={PATHS.videos}>
                <FormattedMessage id="page.videos" />
              </Link>
            </li>
            <li>
              <Link to={PATHS.conditions}>
                <FormattedMessage id="footer.conditions" />
              </Link>
            </li>
            <li>
              <Link to={PATHS.gdpr}>
                <FormattedMessage id="footer.gdpr" />
              </Link>
            </li>
            <li>
              <Link to={PATHS.agreementPhoto}>
                <FormattedMessage id="page.agreementPhoto" />
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.title}>
            <FormattedMessage id="footer.contactsTitle" />
          </h2>
          <FooterContacts siteInfo={siteInfo} />
        </section>
        <section>
          <h2 className={styles.title}>
            <FormattedMessage id="footer.supportTitle" />
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={{ pathname: PATHS.aboutUs, hash: 'support' }}>
                <FormattedMessage id="footer.supportLink" />
              </Link>
            </li>
          </ul>
          <SupporterLogos supporters={data?.supporters ?? []} />
          {siteInfo && <FooterSocialLinks siteInfo={siteInfo} />}
        </section>
      </div>
      <div className={styles.bottom}>
        <span>
          <FormattedMessage
            id="footer.copyright"
            values={{ name: siteInfo?.name ?? intl.formatMessage({ id: 'brand.name' }) }}
          />
        </span>
        {intl.locale === 'cs' ? (
          <Link to={PATHS.login} {...loginProps}>
            <Logo size={28} />
          </Link>
        ) : (
          // The back-office is Czech, at its own address: outside another language's prefix (the router's
          // basename), which a router link would keep.
          <a href={PATHS.login} {...loginProps}>
            <Logo size={28} />
          </a>
        )}
      </div>
    </footer>
  );
}
