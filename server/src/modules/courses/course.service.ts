import {
  COURSE_LIST,
  courseCopySchema,
  CourseErrorCode,
  courseSchema,
  mayPerform,
  termCopySchema,
  PictureOwner,
  RegistrationType,
  type CourseValues,
} from '@kurzy/common';
import { DataSource } from 'typeorm';
import { authorize, type Actor } from '../../core/actor';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import { CrudService } from '../../core/crud';
import { AppError } from '../../core/errors';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import { copyCourse, copyTerm } from './course.copy';
import { Course } from './course.entity';
import { CourseFilter } from './course.inputs';
import { places, type Places } from '../registrations/registration.free-spots';
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

  /** Copies a course into the next term (course.copy.ts): the copy with its slots, hidden. */
  async copy(actor: Actor, id: number, input: unknown): Promise<Course> {
    authorize(actor, 'course.write');
    const values = await validateInput(courseCopySchema, input);
    if (!isRecordId(id)) throw new AppError(CourseErrorCode.NotFound);
    const made = await this.dataSource.transaction((manager) => copyCourse(manager, id, values));
    return this.get(actor, made);
  }

  /** Copies every course of a term without a copy yet into the next term; answers the copies. */
  async copyTerm(actor: Actor, input: unknown): Promise<Course[]> {
    authorize(actor, 'course.write');
    const values = await validateInput(termCopySchema, input);
    const made = await this.dataSource.transaction((manager) => copyTerm(manager, values));
    if (made.length === 0) return [];
    const copies = await this.readable(actor).andWhere('"course"."id" IN (:...made)', { made }).getMany();
    return copies.sort((a, b) => a.id - b.id);
  }

  /** The copies of these courses in the next term, for staff (the public learns nothing of courses
   * not yet published). */
  async successors(actor: Actor, courseIds: readonly number[]): Promise<Map<number, number>> {
    if (!mayPerform(actor?.role, 'course.write') || courseIds.length === 0) return new Map();
    const rows: { id: number; predecessorId: number }[] = await this.dataSource.query(
      'SELECT id, predecessor_id AS "predecessorId" FROM course WHERE predecessor_id = ANY($1::int[])',
      [[...courseIds]],
    );
    return new Map(rows.map((row) => [row.predecessorId, row.id]));
  }

  /** Free spots and availability over all the course's slots; one query for many courses. */
  places(courseIds: readonly number[]): Promise<Map<number, Places>> {
    return places(this.dataSource, RegistrationType.course, courseIds);
  }
}
