import { RegistrationType } from '@kurzy/common';
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

/** Capacity minus the registrations holding a place (not cancelled, not replacements), never below
 * zero, of many courses or camps in one query. Derived here only, never stored. */
export async function freeSpots(
  dataSource: DataSource,
  kind: RegistrationType,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const { table, join } = REGISTRATIONS_OF[kind];
  const rows: { id: number; free: number }[] = await dataSource.query(
    `SELECT t.id, GREATEST(0, t.capacity - COUNT(r.id))::int AS free
       FROM ${table} t
       ${join}
      WHERE t.id = ANY($1::int[])
      GROUP BY t.id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.free]));
}

/** The free spots of the course or camp whose id is the SQL `id`, as a scalar subquery: the public
 * "only with free places" filter counts exactly what freeSpots shows. */
export function freeSpotsSql(kind: RegistrationType, id: string): string {
  const { table, join } = REGISTRATIONS_OF[kind];
  return `(SELECT GREATEST(0, t.capacity - COUNT(r.id)) FROM ${table} t ${join} WHERE t.id = ${id} GROUP BY t.id)`;
}
