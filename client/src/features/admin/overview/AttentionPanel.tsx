import {
  formatDate,
  formatHaler,
  formatOfferDeadline,
  PARENT_REQUEST_TYPE_LABELS,
  type ParentRequestType,
} from '@kurzy/common';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { AttentionPanelFragmentDoc } from './AttentionPanel.generated';
import { campLink, courseLink, openOffersLink, registrationLink, requestsLink, unmatchedPaymentsLink } from './links';
import styles from './overview.module.css';
import { Panel } from './Panel';

/** What needs a person: each item its count and where to act on it. Parts the staff member may not
 * read (money, the parents' requests) come empty and are left out. */
export function AttentionPanel({ attention: masked }: { attention: FragmentType<typeof AttentionPanelFragmentDoc> }) {
  const intl = useIntl();
  const attention = getFragmentData(AttentionPanelFragmentDoc, masked);
  const requests = attention.openRequests;
  const openRequests = requests?.reduce((sum, one) => sum + one.count, 0) ?? 0;
  return (
    <Panel title={intl.formatMessage({ id: 'admin.overview.attention.title' })} wide testId="overview-attention">
      <ul className={styles.attention}>
        {attention.unmatchedPayments !== null && (
          <li
            className={styles.attentionItem}
            data-testid="attention-unmatched"
            data-alert={attention.unmatchedPayments > 0}
          >
            <span className={styles.attentionCount}>{attention.unmatchedPayments}</span>
            <span>
              <Link to={unmatchedPaymentsLink()}>
                {intl.formatMessage({ id: 'admin.overview.attention.unmatched' })}
              </Link>
              {attention.unmatchedPayments > 0 && attention.unmatchedHaler !== null && (
                <span className={styles.muted}> · {formatHaler(attention.unmatchedHaler)}</span>
              )}
            </span>
          </li>
        )}
        {requests && (
          <li className={styles.attentionItem} data-testid="attention-requests" data-alert={openRequests > 0}>
            <span className={styles.attentionCount}>{openRequests}</span>
            <span>
              <Link to={requestsLink()}>{intl.formatMessage({ id: 'admin.overview.attention.requests' })}</Link>
              {requests.length > 0 && (
                <span className={styles.muted}>
                  {' · '}
                  {requests
                    .map(
                      (one) => `${PARENT_REQUEST_TYPE_LABELS[one.type as ParentRequestType] ?? one.type} ${one.count}`,
                    )
                    .join(', ')}
                </span>
              )}
            </span>
          </li>
        )}
        {attention.failedMails !== null && (
          <li className={styles.attentionItem} data-testid="attention-mails" data-alert={attention.failedMails > 0}>
            <span className={styles.attentionCount}>{attention.failedMails}</span>
            <span>{intl.formatMessage({ id: 'admin.overview.attention.failedMails' })}</span>
          </li>
        )}
        <li
          className={styles.attentionItem}
          data-testid="attention-soon"
          data-alert={attention.startingSoon.length > 0}
        >
          <span className={styles.attentionCount}>{attention.startingSoon.length}</span>
          <span>
            {intl.formatMessage(
              { id: 'admin.overview.attention.startingSoon' },
              { days: attention.soonDays, minimum: attention.minChildren },
            )}
            {attention.startingSoon.length > 0 && (
              <ul className={styles.soonList}>
                {attention.startingSoon.map((one) => (
                  <li key={`${one.kind}-${one.courseId ?? one.campId}`}>
                    <Link to={one.kind === 'camp' ? campLink(one.campId!) : courseLink(one.courseId!)}>
                      {one.title}
                    </Link>
                    <span className={styles.muted}>
                      {' · '}
                      {intl.formatMessage(
                        { id: 'admin.overview.attention.soonItem' },
                        { date: formatDate(one.startsOn), confirmed: one.confirmed },
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </span>
        </li>
        {attention.lapsingOffers && (
          <li
            className={styles.attentionItem}
            data-testid="attention-offers"
            data-alert={attention.lapsingOffers.length > 0}
          >
            <span className={styles.attentionCount}>{attention.lapsingOffers.length}</span>
            <span>
              <Link to={openOffersLink()}>
                {intl.formatMessage(
                  { id: 'admin.overview.attention.lapsingOffers' },
                  { hours: attention.lapsingHours },
                )}
              </Link>
              {attention.lapsingOffers.length > 0 && (
                <ul className={styles.soonList}>
                  {attention.lapsingOffers.map((offer) => (
                    <li key={offer.offerId}>
                      <Link to={registrationLink(offer.variableSymbol)}>{offer.childFullName}</Link>
                      <span className={styles.muted}>
                        {' · '}
                        {intl.formatMessage(
                          { id: 'admin.overview.attention.lapsingItem' },
                          { title: offer.title, deadline: formatOfferDeadline(offer.expiresAt, false) },
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </span>
          </li>
        )}
      </ul>
    </Panel>
  );
}
