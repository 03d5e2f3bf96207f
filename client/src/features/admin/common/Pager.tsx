import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import styles from './admin.module.css';
import { AdminPaginationFragmentDoc } from './Pager.generated';
import type { Paging } from './usePaging';

interface PagerProps {
  /** The result's pagination; none while the first page loads. */
  pagination: FragmentType<typeof AdminPaginationFragmentDoc> | undefined;
  paging: Paging;
}

/** Previous / next page, where we are, and how many rows a page shows. */
export function Pager({ paging: { page, limit, sizes, setPage: onPage, setLimit: onLimit }, ...props }: PagerProps) {
  const intl = useIntl();
  const info = getFragmentData(AdminPaginationFragmentDoc, props.pagination);
  const totalPages = Math.max(info?.totalPages ?? 1, 1);
  return (
    <div className={styles.pager}>
      <span className={styles.pagerInfo} aria-live="polite">
        <FormattedMessage
          id="admin.pager.info"
          values={{ page: Math.min(page, totalPages), pages: totalPages, total: info?.total ?? 0 }}
        />
      </span>
      <label className={styles.pagerSize}>
        <FormattedMessage id="admin.pager.size" />
        <HTMLSelect value={limit} onChange={(event) => onLimit(Number(event.currentTarget.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <Button
        icon={<ChevronLeftIcon />}
        aria-label={intl.formatMessage({ id: 'admin.pager.previous' })}
        title={intl.formatMessage({ id: 'admin.pager.previous' })}
        disabled={!info?.hasPrev}
        onClick={() => onPage(page - 1)}
      />
      <Button
        icon={<ChevronRightIcon />}
        aria-label={intl.formatMessage({ id: 'admin.pager.next' })}
        title={intl.formatMessage({ id: 'admin.pager.next' })}
        disabled={!info?.hasNext}
        onClick={() => onPage(page + 1)}
      />
    </div>
  );
}
