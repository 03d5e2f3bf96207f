import { Availability, RegistrationType } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { holdsPlace } from './registration.rules';

/** A course's registrations come through its schedule slots, a camp's directly (alias t is the
 * course or camp, r the registration). Written by us, never input. */
const REGISTRATIONS_OF: Record<RegistrationType, { table: string; join: string }> = {
  [RegistrationType.course]: {
    table: 'course',
    join: `LEFT JOIN schedule s ON s.course_id = t.id
           LEFT JOIN registration r ON r.schedule_id = s.id AND ${holdsPlace('r')}`,
  },
  [RegistrationType.camp]: {
    table: 'camp',
    join: `LEFT JOIN registration r ON r.camp_id = t.id AND ${holdsPlace('r')}`,
  },
};

/** The registrations (alias a) not cancelled of the course or camp t: replacements count here. */
const ACTIVE_OF: Record<RegistrationType, string> = {
  [RegistrationType.course]:
    'a.cancelled_at IS NULL AND a.schedule_id IN (SELECT s2.id FROM schedule s2 WHERE s2.course_id = t.id)',
  [RegistrationType.camp]: 'a.cancelled_at IS NULL AND a.camp_id = t.id',
};

/** What a course or camp offers: its free spots (capacity minus the registrations holding a place,
 * never below zero) and whether it takes a child at all. */
export interface Places {
  freeSpots: number;
  availability: Availability;
}

/** What a course or camp missing from the query's answer offers: nothing. */
export const NO_PLACES: Places = { freeSpots: 0, availability: Availability.closed };

/** Free spots: capacity minus the registrations holding a place (not cancelled, not replacements),
 * never below zero; closed when the registrations not cancelled (replacements too) reach maxCapacity,
 * the registration's own refusal (registration.service.ts). Of many courses or camps in one query.
 * Derived here only, never stored. */
export async function places(
  dataSource: DataSource,
  kind: RegistrationType,
  ids: readonly number[],
): Promise<Map<number, Places>> {
  const { table, join } = REGISTRATIONS_OF[kind];
  const rows: { id: number; free: number; closed: boolean }[] = await dataSource.query(
    `SELECT t.id, GREATEST(0, t.capacity - COUNT(r.id))::int AS free,
            t.max_capacity <= (SELECT count(*) FROM registration a WHERE ${ACTIVE_OF[kind]}) AS closed
       FROM ${table} t
       ${join}
      WHERE t.id = ANY($1::int[])
      GROUP BY t.id`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        freeSpots: row.free,
        availability: row.closed
          ? Availability.closed
          : row.free > 0
            ? Availability.free
            : Availability.replacementsOnly,
      },
    ]),
  );
}

/** The free spots of the course or camp whose id is the SQL `id`, as a scalar subquery: the public
 * "only with free places" filter counts exactly what freeSpots shows. */
export function freeSpotsSql(kind: RegistrationType, id: string): string {
  const { table, join } = REGISTRATIONS_OF[kind];
  return `(SELECT GREATEST(0, t.capacity - COUNT(r.id)) FROM ${table} t ${join} WHERE t.id = ${id} GROUP BY t.id)`;
}
