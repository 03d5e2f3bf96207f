import { ACTIVITY_LABELS, type ActivityType, occupancyWhen } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking';
import { NumbersTable } from './NumbersTable';
import { OccupancyPanelFragmentDoc } from './OccupancyPanel.generated';
import styles from './overview.module.css';
import { Panel } from './Panel';
import { campLink, slotLink } from './links';

type Bar = NonNullable<ReturnType<typeof useBars>>[number];

const useBars = (overview: FragmentType<typeof OccupancyPanelFragmentDoc>) =>
  getFragmentData(OccupancyPanelFragmentDoc, overview).occupancy;

/** Consecutive bars of one branch and activity (the server orders them so). */
function groups(bars: readonly Bar[]): { key: string; branch: string | null; activity: string; bars: Bar[] }[] {
  const found: ReturnType<typeof groups> = [];
  for (const bar of bars) {
    const key = `${bar.branchId ?? ''}:${bar.activityType}`;
    const last = found.at(-1);
    if (last?.key === key) last.bars.push(bar);
    else found.push({ key, branch: bar.branchTitle, activity: bar.activityType, bars: [bar] });
  }
  return found;
}

/** Every course slot and camp as a bar of places held against the capacity, replacements beyond it. */
export function OccupancyPanel({ overview }: { overview: FragmentType<typeof OccupancyPanelFragmentDoc> }) {
  const intl = useIntl();
  const bars = useBars(overview);
  const title = intl.formatMessage({ id: 'admin.overview.occupancy.title' });
  const full = bars.filter((bar) => bar.fullness === 'full').length;
  const nearlyEmpty = bars.filter((bar) => bar.fullness === 'nearly_empty').length;
  const summary = intl.formatMessage(
    { id: 'admin.overview.occupancy.summary' },
    { count: bars.length, full, nearlyEmpty },
  );
  return (
    <Panel
      title={title}
      testId="overview-occupancy"
      numbers={() => <NumbersTable table="occupancy" rows={bars} label={title} />}
    >
      <p className={styles.summary}>{summary}</p>
      {bars.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'admin.overview.occupancy.none' })}</p>
      ) : (
        <div role="group" aria-label={summary}>
          {groups(bars).map((group) => (
            <div key={group.key} className={styles.group}>
              <h3 className={styles.groupTitle}>
                {[
                  group.branch ?? intl.formatMessage({ id: 'admin.overview.noBranch' }),
                  ACTIVITY_LABELS[group.activity as ActivityType] ?? group.activity,
                ].join(' · ')}
              </h3>
              <ul className={styles.bars}>
                {group.bars.map((bar) => (
                  <OccupancyBar key={`${bar.kind}-${bar.scheduleId ?? bar.campId}`} bar={bar} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}

function OccupancyBar({ bar }: { bar: Bar }) {
  const intl = useIntl();
  const held = bar.confirmed + bar.otherSlotsConfirmed;
  // The track spans the capacity, or what is held and waiting beyond it.
  const scale = Math.max(bar.capacity, held + bar.replacements, 1);
  const share = (value: number) => `${(value / scale) * 100}%`;
  const href = bar.kind === 'camp' ? campLink(bar.campId!) : slotLink(bar.courseId!, bar.branchId);
  const numbers = intl.formatMessage(
    { id: bar.otherSlotsConfirmed > 0 ? 'admin.overview.occupancy.sharedNumbers' : 'admin.overview.occupancy.numbers' },
    {
      confirmed: bar.confirmed,
      others: bar.otherSlotsConfirmed,
      capacity: bar.capacity,
      replacements: bar.replacements,
    },
  );
  const state = intl.formatMessage({ id: `admin.overview.fullness.${bar.fullness}` as 'admin.overview.fullness.full' });
  return (
    <li className={styles.barRow} data-fullness={bar.fullness}>
      <Link to={href} className={styles.barLabel} title={`${bar.title} ${occupancyWhen(bar)}`}>
        <span className={styles.barTitle}>{bar.title}</span>{' '}
        <span className={styles.barWhen}>{occupancyWhen(bar)}</span>
      </Link>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.segmentHeld} style={{ width: share(bar.confirmed) }} />
        <span className={styles.segmentOthers} style={{ width: share(bar.otherSlotsConfirmed) }} />
        <span className={styles.segmentWaiting} style={{ width: share(bar.replacements) }} />
        <span className={styles.capacityMark} style={{ left: share(bar.capacity) }} />
      </span>
      <span className={styles.barNumbers}>{numbers}</span>
      <span className={styles.fullness} data-fullness={bar.fullness}>
        {state}
      </span>
    </li>
  );
}
