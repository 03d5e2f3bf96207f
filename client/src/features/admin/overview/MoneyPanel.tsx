import { HTMLTable } from '@blueprintjs/core';
import { formatDate, formatHaler } from '@kurzy/common';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { ColumnChart } from './ColumnChart';
import { Figure } from './Figure';
import { registrationLink } from './links';
import { MoneyPanelFragmentDoc, type MoneyPanelFragment } from './MoneyPanel.generated';
import { NumbersTable } from './NumbersTable';
import styles from './overview.module.css';
import { Panel } from './Panel';

type Branch = MoneyPanelFragment['branches'][number];

/** The money of the term (administrators): the totals, per branch, the largest amounts owed, and
 * what came in each week. */
export function MoneyPanel({ money: masked }: { money: FragmentType<typeof MoneyPanelFragmentDoc> }) {
  const intl = useIntl();
  const money = getFragmentData(MoneyPanelFragmentDoc, masked);
  const total = money.branches.find((row) => row.total);
  const branches = money.branches.filter((row) => !row.total);
  const title = intl.formatMessage({ id: 'admin.overview.money.title' });
  const branchName = (row: Branch) => row.branchTitle ?? intl.formatMessage({ id: 'admin.overview.noBranch' });
  const scale = Math.max(1, ...branches.map((row) => Math.max(row.dueHaler, row.receivedHaler)));
  const share = (haler: number) => `${(haler / scale) * 100}%`;
  const branchesTitle = intl.formatMessage({ id: 'admin.overview.money.perBranch' });
  const largestTitle = intl.formatMessage({ id: 'admin.overview.money.largest' });
  const weeksTitle = intl.formatMessage({ id: 'admin.overview.money.perWeek' });
  const weekTotal = money.receivedByWeek.reduce((sum, week) => sum + week.amountHaler, 0);
  return (
    <Panel title={title} wide testId="overview-money">
      {total && (
        <div className={styles.figures} data-testid="overview-money-totals">
          <Figure label={intl.formatMessage({ id: 'admin.overview.money.due' })} value={formatHaler(total.dueHaler)} />
          <Figure
            label={intl.formatMessage({ id: 'admin.overview.money.received' })}
            value={formatHaler(total.receivedHaler)}
          />
          <Figure
            label={intl.formatMessage({ id: 'admin.overview.money.outstanding' })}
            value={formatHaler(total.outstandingHaler)}
            tone={total.outstandingHaler > 0 ? 'warning' : undefined}
          />
          <Figure
            label={intl.formatMessage({ id: 'admin.overview.money.overdue' }, { days: money.reminderDays })}
            value={formatHaler(total.overdueHaler)}
            tone={total.overdueHaler > 0 ? 'danger' : undefined}
          />
        </div>
      )}
      <p className={styles.moneyCounts}>{intl.formatMessage({ id: 'admin.overview.money.counts' })}</p>
      <div className={styles.moneyParts}>
        <Part
          title={branchesTitle}
          testId="overview-money-branches"
          numbers={() => <NumbersTable table="money" rows={money.branches} label={branchesTitle} />}
        >
          <ul className={styles.bars} aria-label={branchesTitle}>
            {branches.map((row) => (
              <li key={row.branchId ?? 'none'} className={styles.moneyRow}>
                <span className={styles.barTitle}>{branchName(row)}</span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.segmentReceived}
                    style={{ width: share(Math.min(row.receivedHaler, row.dueHaler)) }}
                  />
                  <span
                    className={styles.segmentOutstanding}
                    style={{ width: share(row.outstandingHaler - row.overdueHaler) }}
                  />
                  <span className={styles.segmentOverdue} style={{ width: share(row.overdueHaler) }} />
                </span>
                <span className={styles.barNumbers}>
                  {intl.formatMessage(
                    { id: 'admin.overview.money.branchNumbers' },
                    {
                      due: formatHaler(row.dueHaler),
                      received: formatHaler(row.receivedHaler),
                      outstanding: formatHaler(row.outstandingHaler),
                      overdue: formatHaler(row.overdueHaler),
                    },
                  )}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.legend} aria-hidden="true">
            <span className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.swatchReceived}`} />
              {intl.formatMessage({ id: 'admin.overview.money.received' })}
            </span>
            <span className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.swatchOutstanding}`} />
              {intl.formatMessage({ id: 'admin.overview.money.outstanding' })}
            </span>
            <span className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.swatchOverdue}`} />
              {intl.formatMessage({ id: 'admin.overview.money.overdueShort' })}
            </span>
          </p>
        </Part>
        <Part
          title={largestTitle}
          testId="overview-money-largest"
          numbers={() => <NumbersTable table="outstanding" rows={money.largestOutstanding} label={largestTitle} />}
        >
          {money.largestOutstanding.length === 0 ? (
            <p className={styles.empty}>{intl.formatMessage({ id: 'admin.overview.money.nothingOwed' })}</p>
          ) : (
            // On a phone the table scrolls sideways in a region of its own (reachable by the keyboard).
            <div className={styles.tableScroll} role="region" aria-label={largestTitle} tabIndex={0}>
              <HTMLTable compact className={styles.table} aria-label={largestTitle}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'admin.overview.money.child' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'admin.overview.money.target' })}</th>
                    <th scope="col" className={styles.amount}>
                      {intl.formatMessage({ id: 'admin.overview.money.owes' })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {money.largestOutstanding.map((row) => (
                    <tr key={row.registrationId}>
                      <th scope="row">
                        <Link to={registrationLink(row.variableSymbol)}>{row.childFullName}</Link>
                        <span className={styles.muted}> VS {row.variableSymbol}</span>
                      </th>
                      <td>
                        {row.title}
                        {row.branchTitle && <span className={styles.muted}> · {row.branchTitle}</span>}
                      </td>
                      <td className={styles.amount}>
                        {formatHaler(row.outstandingHaler)}
                        {row.overdue && (
                          <span className={styles.overdueTag}>
                            {intl.formatMessage({ id: 'admin.overview.money.overdueShort' })}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </Part>
        <Part
          title={weeksTitle}
          testId="overview-money-weeks"
          numbers={() => <NumbersTable table="received" rows={money.receivedByWeek} label={weeksTitle} />}
        >
          <ColumnChart
            values={money.receivedByWeek.map((week) => week.amountHaler)}
            labels={money.receivedByWeek.map((week) => formatDate(week.weekStart).slice(0, 6))}
            format={formatHaler}
            summary={intl.formatMessage(
              { id: 'admin.overview.money.perWeekSummary' },
              { weeks: money.receivedByWeek.length, total: formatHaler(weekTotal) },
            )}
          />
        </Part>
      </div>
    </Panel>
  );
}

/** A part of the money panel with its own numbers. */
function Part({
  title,
  testId,
  numbers,
  children,
}: {
  title: string;
  testId: string;
  numbers: () => ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel title={title} numbers={numbers} testId={testId} nested>
      {children}
    </Panel>
  );
}
