import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './admin.module.css';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

interface PagerProps {
  info: PageInfo | undefined;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Previous / next page, where we are, and how many rows a page shows. */
export function Pager({ info, page, limit, onPage, onLimit }: PagerProps) {
  const intl = useIntl();
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
          {PAGE_SIZES.map((size) => (
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
