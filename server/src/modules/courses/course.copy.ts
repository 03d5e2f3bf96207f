// Copy forward (issue 45): a course of this term copied into the next one with new dates, each of its
// weekly slots with it (day, time, branch, lector, make-up places), hidden until staff publish it.
// The copy remembers its predecessor and each slot its predecessor slot, so the families of a slot
// are invited into the same slot of the next term.
import { CourseErrorCode, type CourseCopyValues, type TermCopyValues } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';
import { Schedule } from '../schedules/schedule.entity';
import { Course } from './course.entity';

/** The columns of a table copied as they are: all but the identity, the version and the creation
 * time, and those the copy sets itself. */
function copiedColumns(manager: EntityManager, entity: typeof Course | typeof Schedule, own: string[]): string[] {
  return manager.connection
    .getMetadata(entity)
    .columns.filter((column) => !column.isPrimary && !column.isVersion && !column.isCreateDate)
    .map((column) => column.databaseName)
    .filter((name) => !own.includes(name));
}

/** Copies one course (locked, so two copies of it cannot race) and its slots; answers the copy's id.
 * The copy is hidden (`visible` false) until published; its price is the old one unless staff
 * confirmed another. COURSE_ALREADY_COPIED when it has a copy already. */
export async function copyCourse(manager: EntityManager, courseId: number, values: CourseCopyValues): Promise<number> {
  const [old]: { id: number; successor: number | null }[] = await manager.query(
    `SELECT c.id, (SELECT n.id FROM course n WHERE n.predecessor_id = c.id) AS successor
       FROM course c WHERE c.id = $1 FOR UPDATE`,
    [courseId],
  );
  if (!old) throw new AppError(CourseErrorCode.NotFound);
  if (old.successor !== null) throw new AppError(CourseErrorCode.AlreadyCopied);
  const own = ['predecessor_id', 'start_date', 'end_date', 'title', 'price', 'visible'];
  const kept = copiedColumns(manager, Course, own);
  const [made]: { id: number }[] = await manager.query(
    `INSERT INTO course (${[...kept, ...own].map((name) => `"${name}"`).join(', ')})
     SELECT ${kept.map((name) => `c."${name}"`).join(', ')}, c.id, $2, $3, coalesce($4, c.title), coalesce($5, c.price), false
       FROM course c WHERE c.id = $1 RETURNING id`,
    [courseId, values.startDate, values.endDate, values.title ?? null, values.price ?? null],
  );
  const slotOwn = ['course_id', 'predecessor_id'];
  const slotKept = copiedColumns(manager, Schedule, slotOwn);
  await manager.query(
    `INSERT INTO schedule (${[...slotKept, ...slotOwn].map((name) => `"${name}"`).join(', ')})
     SELECT ${slotKept.map((name) => `s."${name}"`).join(', ')}, $2, s.id
       FROM schedule s WHERE s.course_id = $1 ORDER BY s.id`,
    [courseId, made!.id],
  );
  return made!.id;
}

/** The courses of a term (starting on or after `termFrom`, ending on or before `termTo`) that have
 * no copy yet, by id: each copied with the new term's dates. */
export async function copyTerm(manager: EntityManager, values: TermCopyValues): Promise<number[]> {
  const courses: { id: number }[] = await manager.query(
    `SELECT c.id FROM course c
      WHERE c.start_date >= $1 AND c.end_date <= $2
        AND NOT EXISTS (SELECT 1 FROM course n WHERE n.predecessor_id = c.id)
      ORDER BY c.id`,
    [values.termFrom, values.termTo],
  );
  const made: number[] = [];
  for (const { id } of courses)
    made.push(
      await copyCourse(manager, id, { startDate: values.startDate, endDate: values.endDate, title: null, price: null }),
    );
  return made;
}
