import {
  COURSE_LIST,
  CourseErrorCode,
  courseSchema,
  PictureOwner,
  RegistrationType,
  type CourseValues,
} from '@kurzy/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import { Course } from './course.entity';
import { CourseFilter } from './course.inputs';
import { places, type Places } from '../registrations/free-spots';
import type { WaitlistService } from '../waitlist/waitlist.service';

/** Courses: managed by administrators; the public sees visible, active courses, ordered by
 * `order` (missing last), then alphabetically in Czech. */
export class CourseService extends CrudService<Course, CourseValues> {
  /** `waitlist`: told when a change may have freed places (capacity raised), to offer them. */
  constructor(
    dataSource: DataSource,
    pictures?: PictureService,
    private readonly waitlist?: Pick<WaitlistService, 'offerFreedOf'>,
  ) {
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
      sortable: listSortable(COURSE_LIST, 'course'),
      publicScope: '"course"."visible" AND "course"."active"',
      read: 'course.read',
      write: 'course.write',
      // Registrations are never lost by deleting what they are for; hiding it retires it.
      keptWhile: {
        exists: 'SELECT 1 FROM registration r JOIN schedule s ON s.id = r.schedule_id WHERE s.course_id = $1',
        code: CourseErrorCode.HasRegistrations,
      },
      notFound: CourseErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.course),
    });
  }

  /** A raised capacity frees places: they are offered to the waiting replacements at once. */
  override async update(actor: Actor, id: number, input: unknown): Promise<Course> {
    const updated = await super.update(actor, id, input);
    await this.waitlist?.offerFreedOf(RegistrationType.course, id);
    return updated;
  }

  /** Free spots and availability over all the course's slots; one query for many courses. */
  places(courseIds: readonly number[]): Promise<Map<number, Places>> {
    return places(this.dataSource, RegistrationType.course, courseIds);
  }
}
