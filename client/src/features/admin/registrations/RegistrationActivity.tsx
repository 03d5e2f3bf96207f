import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import {
  PARENT_ACTIVITY_LABELS,
  PARENT_REQUEST_STATE_LABELS,
  PARENT_REQUEST_TYPE_LABELS,
  type ParentActivityType,
  type ParentRequestState,
  type ParentRequestType,
} from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorReason } from '../common/errors';
import { RegistrationParentActivityDocument } from './RegistrationActivity.generated';
import styles from './registrations.module.css';

const dateTime = { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** The registration dialog's record of the family's own page: the link sent, the page opened, the
 * contact corrected (from → to), cancelled, requests sent and handled. Newest first. */
export function RegistrationActivity({ registrationId }: { registrationId: number }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(RegistrationParentActivityDocument, {
    variables: { registrationId },
    fetchPolicy: 'network-only',
  });
  const entries = data?.parentActivity;
  const headingId = `registration-activity-${registrationId}`;
  return (
    <section className={styles.payments} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.paymentsTitle}>
        <FormattedMessage id="admin.activity.title" />
      </h3>
      {loading && !entries ? (
        <Spinner size={20} aria-label={intl.formatMessage({ id: 'layout.loading' })} />
      ) : error || !entries ? (
        <p role="alert">
          <FormattedMessage id="admin.activity.failed" /> {error ? errorReason(error) : ''}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.paymentsNone}>
          <FormattedMessage id="admin.activity.empty" />
        </p>
      ) : (
        <div className={styles.paymentsTable}>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.activity.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.activity.what" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.activity.detail" />
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{intl.formatDate(entry.createdAt, dateTime)}</td>
                  <td>{PARENT_ACTIVITY_LABELS[entry.type as ParentActivityType]}</td>
                  <td>
                    {[
                      entry.requestType && PARENT_REQUEST_TYPE_LABELS[entry.requestType as ParentRequestType],
                      entry.requestState && PARENT_REQUEST_STATE_LABELS[entry.requestState as ParentRequestState],
                      entry.from || entry.to
                        ? intl.formatMessage(
                            { id: 'admin.activity.fromTo' },
                            { from: entry.from ?? '–', to: entry.to ?? '–' },
                          )
                        : null,
                      entry.actorName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
