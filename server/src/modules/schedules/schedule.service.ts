import {
  BranchErrorCode,
  CourseErrorCode,
  ScheduleErrorCode,
  scheduleSchema,
  UserErrorCode,
  type ScheduleValues,
} from '@kurzy/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Actor, isStaff } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { assertReferencesExist } from '../../core/references';
import { Schedule } from './schedule.entity';
import { ScheduleFilter } from './schedule.inputs';

/** Weekly slots of courses. Managed by administrators; the public sees the slots of visible,
 * active courses. Every schedule is read with its course, branch and lector joined, so showing
 * them costs no further query. */
export class ScheduleService extends CrudService<Schedule, ScheduleValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Schedule,
      alias: 'schedule',
      schema: scheduleSchema,
      filters: filterSpecOf(ScheduleFilter),
      order: [
        { sql: '"schedule"."day_of_week"' },
        { sql: '"schedule"."from"' },
        { sql: '"schedule"."order"', nulls: 'NULLS LAST' },
        { sql: '"schedule"."id"' },
      ],
      publicScope: '"course"."visible" AND "course"."active"',
      read: 'schedule.read',
      write: 'schedule.write',
      // Registrations are never lost by deleting what they are for; hiding it retires it.
      keptWhile: {
        exists: 'SELECT 1 FROM registration WHERE schedule_id = $1',
        code: ScheduleErrorCode.HasRegistrations,
      },
      notFound: ScheduleErrorCode.NotFound,
    });
  }

  protected override get readsRelations(): boolean {
    return true;
  }

  protected override readable(actor: Actor): SelectQueryBuilder<Schedule> {
    const query = super
      .readable(actor)
      .innerJoinAndSelect('schedule.course', 'course')
      .innerJoinAndSelect('schedule.branch', 'branch');
    // The branch is shown even when hidden from the branch list: it is where a visible course
    // runs. A lector hidden from the public is left out of the public timetable.
    return isStaff(actor)
      ? query.leftJoinAndSelect('schedule.lector', 'lector')
      : query.leftJoinAndSelect('schedule.lector', 'lector', '"lector"."visible" AND "lector"."active"');
  }

  /** The slots of many courses at once, each list in timetable order. */
  async forCourses(actor: Actor, courseIds: readonly number[]): Promise<Map<number, Schedule[]>> {
    const query = this.readable(actor).andWhere('"schedule"."course_id" IN (:...courseIds)', { courseIds });
    const byCourse = new Map<number, Schedule[]>();
    for (const schedule of await this.ordered(query).getMany())
      byCourse.set(schedule.courseId, [...(byCourse.get(schedule.courseId) ?? []), schedule]);
    return byCourse;
  }

  /** Many slots by id, with their relations; ids the actor may not see are missing. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<Map<number, Schedule>> {
    const schedules = await this.readable(actor).andWhere('"schedule"."id" IN (:...ids)', { ids }).getMany();
    return new Map(schedules.map((schedule) => [schedule.id, schedule]));
  }

  protected override async toColumns(values: ScheduleValues, existing: Schedule | null): Promise<Partial<Schedule>> {
    // The slot was read with its relations joined; saved as they are, they would win over changed ids.
    if (existing) Object.assign(existing, { course: undefined, branch: undefined, lector: undefined });
    await assertReferencesExist(this.dataSource, [
      { field: 'courseId', table: 'course', id: values.courseId, code: CourseErrorCode.ChosenDoesNotExist },
      { field: 'branchId', table: 'branch', id: values.branchId, code: BranchErrorCode.ChosenDoesNotExist },
      { field: 'lectorId', table: 'user', id: values.lectorId, code: UserErrorCode.ChosenDoesNotExist },
    ]);
    return values;
  }
}
