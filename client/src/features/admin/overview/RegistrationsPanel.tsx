import { formatDate } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { ColumnChart } from './ColumnChart';
import { Figure } from './Figure';
import { LineChart } from './LineChart';
import { NumbersTable } from './NumbersTable';
import styles from './overview.module.css';
import { Panel } from './Panel';
import { RegistrationsPanelFragmentDoc } from './RegistrationsPanel.generated';

const shortDate = (iso: string) => formatDate(iso).slice(0, 6);

/** Registrations per day of the term with their running total, beside the previous term's. */
export function RegistrationsPanel({ overview }: { overview: FragmentType<typeof RegistrationsPanelFragmentDoc> }) {
  const intl = useIntl();
  const days = getFragmentData(RegistrationsPanelFragmentDoc, overview).registrationsByDay;
  const title = intl.formatMessage({ id: 'admin.overview.registrations.title' });
  const last = days.at(-1);
  const hasPrevious = days.some((day) => day.previousDate !== null);
  const previousTotal = [...days].reverse().find((day) => day.previousTotal !== null)?.previousTotal ?? null;
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (!best || day.count > best.count ? day : best),
    undefined,
  );
  const total = last?.total ?? 0;
  const summary = [
    intl.formatMessage({ id: 'admin.overview.registrations.summary' }, { total, days: days.length }),
    hasPrevious && previousTotal !== null
      ? intl.formatMessage({ id: 'admin.overview.registrations.summaryPrevious' }, { previous: previousTotal })
      : intl.formatMessage({ id: 'admin.overview.registrations.noPrevious' }),
  ].join(' ');
  const perDay =
    busiest && busiest.count > 0
      ? intl.formatMessage(
          { id: 'admin.overview.registrations.summaryBusiest' },
          { count: busiest.count, date: formatDate(busiest.date) },
        )
      : intl.formatMessage({ id: 'admin.overview.registrations.noneYet' });
  const first = days[0];
  return (
    <Panel
      title={title}
      testId="overview-registrations"
      numbers={() => <NumbersTable table="registrations" rows={days} label={title} />}
    >
      <div className={styles.figures}>
        <Figure label={intl.formatMessage({ id: 'admin.overview.registrations.total' })} value={String(total)} />
        <Figure
          label={intl.formatMessage({ id: 'admin.overview.registrations.today' })}
          value={String(last?.count ?? 0)}
        />
        {hasPrevious && previousTotal !== null && (
          <Figure
            label={intl.formatMessage({ id: 'admin.overview.registrations.previous' })}
            value={String(previousTotal)}
          />
        )}
      </div>
      {first && last && (
        <>
          <h3 className={styles.chartTitle}>
            {intl.formatMessage({ id: 'admin.overview.registrations.runningTotal' })}
          </h3>
          <LineChart
            summary={summary}
            firstLabel={shortDate(first.date)}
            lastLabel={shortDate(last.date)}
            series={[
              {
                name: intl.formatMessage({ id: 'admin.overview.registrations.thisTerm' }),
                values: days.map((day) => day.total),
              },
              ...(hasPrevious
                ? [
                    {
                      name: intl.formatMessage({ id: 'admin.overview.registrations.previousTerm' }),
                      values: days.map((day) => day.previousTotal),
                      dashed: true,
                    },
                  ]
                : []),
            ]}
          />
          <h3 className={styles.chartTitle}>{intl.formatMessage({ id: 'admin.overview.registrations.perDay' })}</h3>
          <ColumnChart
            values={days.map((day) => day.count)}
            labels={days.map((day) => shortDate(day.date))}
            format={String}
            summary={perDay}
          />
        </>
      )}
    </Panel>
  );
}
