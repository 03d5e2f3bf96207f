// The priority window of a course (issue 45): while a re-enrolment into it is open (its end ahead and
// a family still undecided) the public cannot register there. Read on every read and action, so a
// window ends the moment its time passes or its last family answers, without a sweep.
import type { EntityManager } from 'typeorm';

/** SQL: the end of the open window of the course `course` (an SQL expression), or NULL. */
export const priorityUntilSql = (course: string) =>
  `(SELECT min(e.priority_until) FROM reenrolment e
     WHERE e.successor_id = ${course} AND e.priority_until > now()
       AND EXISTS (SELECT 1 FROM reenrolment_family f WHERE f.reenrolment_id = e.id AND f.state IN ('invited', 'opened')))`;

/** The ends of the open windows of these courses (those without one are missing). */
export async function priorityWindows(
  manager: Pick<EntityManager, 'query'>,
  courseIds: readonly number[],
): Promise<Map<number, Date>> {
  if (courseIds.length === 0) return new Map();
  const rows: { id: number; until: Date | null }[] = await manager.query(
    `SELECT c.id, ${priorityUntilSql('c.id')} AS until FROM course c WHERE c.id = ANY($1::int[])`,
    [[...courseIds]],
  );
  return new Map(rows.flatMap((row) => (row.until ? [[row.id, new Date(row.until)] as const] : [])));
}
