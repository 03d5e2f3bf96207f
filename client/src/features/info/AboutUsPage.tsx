import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/Button';
import { linkTo } from '../../routes/route';
import { ABOUT_US_ANCHORS, type AboutUsAnchor, PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import { SiteInfoDocument } from './SiteInfo.generated';
import { SupporterLogos } from './SupporterLogos';
import styles from './info.module.css';
import { useScrollToHash } from './useScrollToHash';

function Section({ id, children }: { id: AboutUsAnchor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id}>
      {/* Focusable so a jump from the Info menu moves the reading position here too. */}
      <h2 id={id} tabIndex={-1}>
        {intl.formatMessage({ id: `nav.${id}` as MessageId })}
      </h2>
      {children}
    </section>
  );
}

/** Who we are, with the six sections the Info menu links to (/aboutUs#security etc.). */
export function AboutUsPage() {
  const intl = useIntl();
  // The footer's query: answered from the cache the server-rendered page filled.
  const supporters = useQuery(SiteInfoDocument).data?.supporters ?? [];
  useScrollToHash();
  // A paragraph in the page's language; `to` is where its <link> goes.
  const t = (id: MessageId, to?: string) =>
    intl.formatMessage({ id }, { link: (text: ReactNode[]) => (to ? <Link to={to}>{text}</Link> : text) });
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.aboutUs' })}>
      <nav aria-label={intl.formatMessage({ id: 'about.sections' })}>
        <ul className={styles.toc}>
          {ABOUT_US_ANCHORS.map((anchor) => (
            <li key={anchor}>
              <LinkButton
                to={{ hash: anchor }}
                variant="outlined"
                text={intl.formatMessage({ id: `nav.${anchor}` as MessageId })}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.prose}>
        <Section id="aboutUs">
          <p>{t('about.us1')}</p>
          <p>{t('about.us2', PATHS.courses)}</p>
        </Section>
        <Section id="security">
          <p>{t('about.security')}</p>
          <ul>
            <li>{t('about.security1')}</li>
            <li>{t('about.security2')}</li>
            <li>{t('about.security3')}</li>
            <li>{t('about.security4')}</li>
            <li>{t('about.security5')}</li>
          </ul>
        </Section>
        <Section id="forParents">
          <p>{t('about.parents1', linkTo(PATHS.registration))}</p>
          <p>{t('about.parents2', PATHS.conditions)}</p>
        </Section>
        <Section id="forKindergarden">
          <p>{t('about.kindergarten')}</p>
          <ul>
            <li>{t('about.kindergarten1')}</li>
            <li>{t('about.kindergarten2')}</li>
            <li>{t('about.kindergarten3')}</li>
          </ul>
          <p>{t('about.kindergartenContact', PATHS.contacts)}</p>
        </Section>
        <Section id="lectors">
          <p>{t('about.lectors1')}</p>
          <p>{t('about.lectors2', PATHS.lectors)}</p>
        </Section>
        <Section id="support">
          <p>{t('about.support1')}</p>
          <SupporterLogos supporters={supporters} large />
          <p>{t('about.support2')}</p>
        </Section>
      </div>
    </PublicPage>
  );
}
