import { Card, H2, H3 } from '@blueprintjs/core';
import { HeartIcon, LearningIcon, MapMarkerIcon } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import styles from './HomePage.module.css';

interface Offer {
  Icon: ComponentType<{ size?: number }>;
  titleId: MessageId;
  textId: MessageId;
}

const OFFERS: readonly Offer[] = [
  { Icon: LearningIcon, titleId: 'home.coursesTitle', textId: 'home.coursesText' },
  { Icon: HeartIcon, titleId: 'home.campsTitle', textId: 'home.campsText' },
  { Icon: MapMarkerIcon, titleId: 'home.branchesTitle', textId: 'home.branchesText' },
];

/** What the provider offers, in three short cards. */
export function HomeOffer() {
  return (
    <section className={styles.offerSection}>
      <H2 className={styles.offerTitle}>
        <FormattedMessage id="home.offerTitle" />
      </H2>
      <ul className={styles.offers}>
        {OFFERS.map(({ Icon, titleId, textId }) => (
          <li key={titleId}>
            <Card className={styles.offer}>
              <span className={styles.offerIcon}>
                <Icon size={20} />
              </span>
              <H3 className={styles.offerTitleText}>
                <FormattedMessage id={titleId} />
              </H3>
              <p>
                <FormattedMessage id={textId} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
