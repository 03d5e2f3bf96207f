import { courseSchema, PictureOwner, type CourseValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import type { PictureService } from '../galleries/picture.service';
import { AppError } from '../../core/errors';
import { Course } from './course.entity';
import { holdsPlace } from '../registrations/registration.rules';

/** Courses: managed by administrators; the public sees visible, active courses, ordered by
 * `order` (missing last), then alphabetically in Czech. */
export class CourseService extends CrudService<Course, CourseValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Course,
      alias: 'course',
      schema: courseSchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        description: { kind: 'text' },
        type: { kind: 'equalsIgnoreCase' },
        category: { kind: 'equalsIgnoreCase' },
        capacity: { kind: 'exact' },
        maxCapacity: { kind: 'exact' },
        price: { kind: 'exact' },
        pricePerLesson: { kind: 'exact' },
        numberOfLessons: { kind: 'exact' },
        time: { kind: 'text' },
        location: { kind: 'text' },
        startDate: { kind: 'day' },
        endDate: { kind: 'day' },
        order: { kind: 'exact' },
        visible: { kind: 'exact' },
        active: { kind: 'exact' },
        createdAt: { kind: 'day' },
        availability: { kind: 'pass' },
      },
      order: [
        { sql: '"course"."order"', nulls: 'NULLS LAST' },
        { sql: '"course"."title" COLLATE "cs-x-icu"' },
        { sql: '"course"."id"' },
      ],
      publicScope: '"course"."visible" AND "course"."active"',
      read: 'public',
      write: 'admin',
      notFound: 'Kurz nebyl nalezen.',
      dependents: pictures?.ownedBy(PictureOwner.course),
    });
  }

  /** Capacity minus confirmed registrations (not cancelled, not replacements) over all the
   * course's slots, never below zero; one query for many courses. */
  async freeSpots(courseIds: readonly number[]): Promise<Map<number, number>> {
    const rows: { id: number; free: number }[] = await this.dataSource.query(
      `SELECT c.id, GREATEST(0, c.capacity - COUNT(r.id))::int AS free
         FROM course c
         LEFT JOIN schedule s ON s.course_id = c.id
         LEFT JOIN registration r ON r.schedule_id = s.id AND ${holdsPlace('r')}
        WHERE c.id = ANY($1::int[])
        GROUP BY c.id`,
      [courseIds],
    );
    return new Map(rows.map((row) => [row.id, row.free]));
  }

  /** Registrations are never lost by deleting their course; hiding it is the way to retire it. */
  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const [{ registered }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM registration r JOIN schedule s ON s.id = r.schedule_id WHERE s.course_id = $1) AS registered`,
      [id],
    );
    if (registered)
      throw new AppError('CONFLICT', 'Kurz nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.');
    return super.delete(actor, id);
  }
}
