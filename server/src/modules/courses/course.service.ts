import { CourseErrorCode, courseSchema, PictureOwner, RegistrationType, type CourseValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import type { PictureService } from '../galleries/picture.service';
import { AppError } from '../../core/errors';
import { Course } from './course.entity';
import { CourseFilter } from './course.inputs';
import { freeSpots } from '../registrations/free-spots';

/** Courses: managed by administrators; the public sees visible, active courses, ordered by
 * `order` (missing last), then alphabetically in Czech. */
export class CourseService extends CrudService<Course, CourseValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Course,
      alias: 'course',
      schema: courseSchema,
      filters: filterSpecOf(CourseFilter),
      order: [
        { sql: '"course"."order"', nulls: 'NULLS LAST' },
        { sql: '"course"."title" COLLATE "cs-x-icu"' },
        { sql: '"course"."id"' },
      ],
      publicScope: '"course"."visible" AND "course"."active"',
      read: 'course.read',
      write: 'course.write',
      notFound: CourseErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.course),
    });
  }

  /** Free spots over all the course's slots; one query for many courses. */
  freeSpots(courseIds: readonly number[]): Promise<Map<number, number>> {
    return freeSpots(this.dataSource, RegistrationType.course, courseIds);
  }

  /** Registrations are never lost by deleting their course; hiding it is the way to retire it. */
  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const [{ registered }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM registration r JOIN schedule s ON s.id = r.schedule_id WHERE s.course_id = $1) AS registered`,
      [id],
    );
    if (registered) throw new AppError(CourseErrorCode.HasRegistrations);
    return super.delete(actor, id);
  }
}
