import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import type { MessageId } from '../../../i18n/messages';
import styles from './admin.module.css';
import { AdminPaginationFragmentDoc } from './Pager.generated';
import type { Paging } from '../../../ui/list/usePaging';

interface PagerProps {
  /** The result's pagination; none while the first page loads. */
  pagination: FragmentType<typeof AdminPaginationFragmentDoc> | undefined;
  paging: Paging;
}

/** First, previous, a page number to type, next and last page; where we are, and how many rows a
 * page shows. */
export function Pager({ paging: { page, limit, sizes, setPage: onPage, setLimit: onLimit }, ...props }: PagerProps) {
  const intl = useIntl();
  const info = getFragmentData(AdminPaginationFragmentDoc, props.pagination);
  const totalPages = Math.max(info?.totalPages ?? 1, 1);
  // The page the rows on screen are of: while the next page loads, the old rows stay and so does
  // their number (saying "page 2" over page 1's rows let a click select the wrong registration).
  const shown = Math.min(info?.page ?? page, totalPages);
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className={styles.pager}>
      <span className={styles.pagerInfo} aria-live="polite">
        <FormattedMessage id="admin.pager.info" values={{ page: shown, pages: totalPages, total: info?.total ?? 0 }} />
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
        icon={<DoubleChevronLeftIcon />}
        aria-label={label('admin.pager.first')}
        title={label('admin.pager.first')}
        disabled={!info?.hasPrev}
        onClick={() => onPage(1)}
      />
      <Button
        icon={<ChevronLeftIcon />}
        aria-label={label('admin.pager.previous')}
        title={label('admin.pager.previous')}
        disabled={!info?.hasPrev}
        onClick={() => onPage(page - 1)}
      />
      <PageNumber page={shown} pages={totalPages} disabled={!info || totalPages === 1} onPage={onPage} />
      <Button
        icon={<ChevronRightIcon />}
        aria-label={label('admin.pager.next')}
        title={label('admin.pager.next')}
        disabled={!info?.hasNext}
        onClick={() => onPage(page + 1)}
      />
      <Button
        icon={<DoubleChevronRightIcon />}
        aria-label={label('admin.pager.last')}
        title={label('admin.pager.last')}
        disabled={!info?.hasNext}
        onClick={() => onPage(totalPages)}
      />
    </div>
  );
}

/** The page to go to, typed: Enter (or leaving the field) goes there; a number outside 1 to the last
 * page is said in words and goes nowhere. */
function PageNumber(props: { page: number; pages: number; disabled: boolean; onPage: (page: number) => void }) {
  const { page, pages, disabled, onPage } = props;
  const intl = useIntl();
  const problemId = useId();
  // What is typed belongs to the page it was typed on: another page (a button, the address) shows its number.
  const [held, setHeld] = useState({ page, typed: String(page) });
  const typed = held.page === page ? held.typed : String(page);
  const setTyped = (text: string) => setHeld({ page, typed: text });
  const wanted = /^\d{1,7}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
  const invalid = typed.trim() !== String(page) && !(wanted >= 1 && wanted <= pages);
  const go = () => {
    if (wanted >= 1 && wanted <= pages && wanted !== page) onPage(wanted);
    else if (!invalid) setTyped(String(page));
  };
  return (
    <span className={styles.pagerNumber}>
      <InputGroup
        className={styles.pagerInput}
        value={typed}
        inputMode="numeric"
        disabled={disabled}
        intent={invalid ? 'danger' : 'none'}
        aria-label={intl.formatMessage({ id: 'admin.pager.page' })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
          else if (event.key === 'Escape') setTyped(String(page));
        }}
        onBlur={go}
      />
      {invalid && (
        <span id={problemId} className={styles.pagerProblem} role="alert">
          <FormattedMessage id="admin.pager.pageInvalid" values={{ pages }} />
        </span>
      )}
    </span>
  );
}
