import { formatTimeRange } from '@kurzy/common';
import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ScheduleListDocument, type ScheduleListQuery } from './Schedule.generated';
import { EmptyList } from '../../ui/EmptyList';
import { FreeSpots } from '../offerings/FreeSpots';
import { categoryAges, dayLabel } from '../offerings/labels';
import { PublicPage } from '../../ui/PublicPage';
import styles from './schedule.module.css';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { FinderBar, useFinder } from '../offerings/finder/FinderBar';
import { activeCount, serverFilter } from '../offerings/finder/finderParams';

type Slot = ScheduleListQuery['schedules'][number];

interface BranchGroup {
  id: number;
  title: string;
  days: { day: number; slots: Slot[] }[];
}

/** Slots grouped by branch (alphabetically), then by day of the week, in time order. */
export function groupByBranchAndDay(slots: readonly Slot[]): BranchGroup[] {
  const branches = new Map<number, BranchGroup>();
  for (const slot of slots) {
    let branch = branches.get(slot.branch.id);
    if (!branch) {
      branch = { id: slot.branch.id, title: slot.branch.title, days: [] };
      branches.set(slot.branch.id, branch);
    }
    let day = branch.days.find((entry) => entry.day === slot.dayOfWeek);
    if (!day) {
      day = { day: slot.dayOfWeek, slots: [] };
      branch.days.push(day);
    }
    day.slots.push(slot);
  }
  const groups = [...branches.values()].sort((a, b) => a.title.localeCompare(b.title, 'cs'));
  for (const group of groups) {
    group.days.sort((a, b) => a.day - b.day);
    for (const day of group.days) day.slots.sort((a, b) => a.from.localeCompare(b.from));
  }
  return groups;
}

export function SchedulePage() {
  const intl = useIntl();
  const [finder] = useFinder();
  const { data, previousData, loading, error } = useQuery(ScheduleListDocument, {
    variables: { filter: serverFilter(finder) },
  });
  // The previous matches stay while the next ones load, so the list does not flash empty.
  const shown = data ?? previousData;
  const slots = shown?.schedules ?? [];
  const filtered = activeCount(finder) > 0;
  const groups = groupByBranchAndDay(slots);
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.schedule' })} lead={<FormattedMessage id="schedule.lead" />}>
      <FinderBar branches={shown?.branches ?? []} count={shown ? slots.length : null} noun="slots" />
      {groups.length === 0 ? (
        // An empty search says so in the finder, with the filters to remove; an outage says it here.
        (!filtered || !shown || error) && <EmptyList loading={loading} error={error} />
      ) : (
        <div className={styles.branches}>
          {groups.map((branch) => (
            <section key={branch.id} aria-labelledby={`branch-${branch.id}`}>
              <h2 id={`branch-${branch.id}`} className={styles.branchTitle}>
                <Link to={linkTo(PATHS.branchDetail, branch.id)}>{branch.title}</Link>
              </h2>
              <div className={styles.days}>
                {branch.days.map((day) => (
                  <Card key={day.day} className={styles.day}>
                    <h3 className={styles.dayTitle}>
                      <FormattedMessage id={dayLabel(day.day)} />
                    </h3>
                    <ul className={styles.slots}>
                      {day.slots.map((slot) => (
                        <li key={slot.id} className={styles.slot}>
                          <span className={styles.time}>{formatTimeRange(slot.from, slot.to)}</span>
                          <span>
                            <Link to={linkTo(PATHS.courseDetail, slot.course.id)}>{slot.course.title}</Link>
                            <span className={styles.muted}>
                              {' '}
                              · <FormattedMessage id={categoryAges(slot.category)} />
                              {slot.lector && <> · {slot.lector.name}</>}
                            </span>
                          </span>
                          <FreeSpots places={slot.course} />
                        </li>
                      ))}
                    </ul>
                  </Card>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </PublicPage>
  );
}
