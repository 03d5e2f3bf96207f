import { useQuery } from '@apollo/client/react';
import { Card, H1 } from '@blueprintjs/core';
import { ArrowRightIcon } from '@blueprintjs/icons';
import { FormattedMessage } from 'react-intl';
import { HomeContactDocument } from '../../gql/graphql';
import { LinkButton } from '../../ui/LinkButton';
import { Logo } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';
import { PATHS } from '../../ui/paths';
import { HomeOffer } from './HomeOffer';
import styles from './HomePage.module.css';

/** Placeholder home page while the new site is being built. */
export function HomePage() {
  const siteInfo = useQuery(HomeContactDocument).data?.siteInfo;
  return (
    <>
      <PageTitle />
      <Card className={styles.hero} elevation={1}>
        <Logo size={96} />
        <H1 className={styles.title}>
          <FormattedMessage id="home.title" />
        </H1>
        <p className={styles.lead}>
          <FormattedMessage id="home.lead" />
        </p>
        <p>
          <FormattedMessage id="home.contactUs" />
          {siteInfo && (
            <>
              {' '}
              <FormattedMessage
                id="home.contactDirect"
                values={{
                  phone: (
                    <a className={styles.phone} href={`tel:${siteInfo.phone.replace(/\s/g, '')}`}>
                      {siteInfo.phone}
                    </a>
                  ),
                  email: <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>,
                }}
              />
            </>
          )}
        </p>
        <LinkButton
          to={PATHS.contacts}
          intent="primary"
          size="large"
          endIcon={<ArrowRightIcon />}
          text={<FormattedMessage id="home.contactsButton" />}
        />
      </Card>
      <HomeOffer />
    </>
  );
}
