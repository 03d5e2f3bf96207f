import { scheduleSchema, type ScheduleValues } from '@kurzy/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Actor, authorize, isStaff } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { AppError } from '../../core/errors';
import { assertReferencesExist } from '../../core/references';
import { Schedule } from './schedule.entity';

/** Weekly slots of courses. Managed by administrators; the public sees the slots of visible,
 * active courses. Every schedule is read with its course, branch and lector joined, so showing
 * them costs no further query. */
export class ScheduleService extends CrudService<Schedule, ScheduleValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Schedule,
      alias: 'schedule',
      schema: scheduleSchema,
      filters: {
        id: { kind: 'exact' },
        dayOfWeek: { kind: 'exact' },
        order: { kind: 'exact' },
        courseId: { kind: 'exact' },
        branchId: { kind: 'exact' },
        // The joined lector, which anonymous visitors get only when visible (readable()).
        lectorId: { kind: 'exact', sql: ['"lector"."id"'] },
        // A slot's age category and activity type are its course's (joined as "course").
        category: { kind: 'equalsIgnoreCase', sql: ['"course"."category"'] },
        type: { kind: 'equalsIgnoreCase', sql: ['"course"."type"'] },
        createdAt: { kind: 'day' },
      },
      order: [
        { sql: '"schedule"."day_of_week"' },
        { sql: '"schedule"."from"' },
        { sql: '"schedule"."order"', nulls: 'NULLS LAST' },
        { sql: '"schedule"."id"' },
      ],
      publicScope: '"course"."visible" AND "course"."active"',
      read: 'public',
      write: 'admin',
      notFound: 'Termín kurzu nebyl nalezen.',
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
      { field: 'courseId', table: 'course', id: values.courseId, message: 'Vybraný kurz neexistuje.' },
      { field: 'branchId', table: 'branch', id: values.branchId, message: 'Vybraná pobočka neexistuje.' },
      { field: 'lectorId', table: 'user', id: values.lectorId, message: 'Vybraný lektor neexistuje.' },
    ]);
    return values;
  }

  /** Registrations are never lost by deleting their slot. */
  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const [{ registered }] = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM registration WHERE schedule_id = $1) AS registered',
      [id],
    );
    if (registered) throw new AppError('CONFLICT', 'Termín nelze smazat, protože už má přihlášky.');
    return super.delete(actor, id);
  }
}
