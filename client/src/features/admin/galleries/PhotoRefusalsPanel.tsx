import { useQuery } from '@apollo/client/react';
import { HTMLTable } from '@blueprintjs/core';
import { formatDay } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorReason } from '../common/errors';
import { Pager } from '../common/Pager';
import { usePaging } from '../../../ui/list/usePaging';
import { PhotoRefusalsDocument } from './PhotoRefusals.generated';
import styles from './photoRefusals.module.css';

/** "Děti bez souhlasu s fotografováním": the active registrations whose pictures are not to be
 * published (never given, or withdrawn by the parent, with the date), for whoever picks pictures. */
export function PhotoRefusalsPanel() {
  const intl = useIntl();
  const paging = usePaging();
  const { data, loading, error } = useQuery(PhotoRefusalsDocument, {
    variables: { page: paging.page, limit: paging.limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.childrenWithoutPhotoConsent;
  return (
    <section className={styles.panel} aria-labelledby="photo-refusals">
      <h2 id="photo-refusals" className={styles.title}>
        <FormattedMessage id="admin.photoRefusals.title" />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage id="admin.photoRefusals.lead" />
      </p>
      {error && !result ? (
        <p role="alert">
          {intl.formatMessage({ id: 'admin.photoRefusals.loadError' })} {errorReason(error)}
        </p>
      ) : !result ? (
        loading && <p>{intl.formatMessage({ id: 'layout.loading' })}</p>
      ) : result.items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.photoRefusals.none" />
        </p>
      ) : (
        <>
          <div className={styles.table}>
            <HTMLTable compact striped>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'admin.photoRefusals.col.child' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.photoRefusals.col.offering' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.photoRefusals.col.branch' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.photoRefusals.col.note' })}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item) => (
                  <tr key={item.registrationId}>
                    <td className={styles.child}>{item.childFullName}</td>
                    <td>{item.title}</td>
                    <td>{item.branchTitle ?? '–'}</td>
                    <td>
                      {item.withdrawnAt
                        ? intl.formatMessage(
                            { id: 'admin.photoRefusals.withdrawn' },
                            { date: formatDay(item.withdrawnAt) },
                          )
                        : intl.formatMessage({ id: 'admin.photoRefusals.never' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pager pagination={result.pagination} paging={paging} />
        </>
      )}
    </section>
  );
}
