import type { RequestContext } from '../../core/request-context';
import { columnsOnly, pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { NestedItem, RestApi } from '../../core/rest/route';
import { presentBranch } from '../branches/branch.rest';
import { Course } from '../courses/course.entity';
import { presentUser } from '../users/user.rest';
import { Schedule } from './schedule.entity';

/** A schedule as the service reads it (relations joined), else loaded again, batched. */
async function withRelations(item: Schedule, { loaders }: RequestContext): Promise<Schedule> {
  if (item.course !== undefined && item.branch !== undefined && item.lector !== undefined) return item;
  return (await loaders.schedule.load(item.id)) ?? item;
}

/** A slot inside a course or a registration: where, when and who, without its course. */
export const SCHEDULE_SLOT: NestedItem = {
  name: 'ScheduleSlot',
  description: 'A weekly slot inside a course or a registration: where, when and who, without its course',
  fields: (all) => all.filter((field) => field !== 'course'),
};

/** A course inside a slot or a registration: its own fields, without what is read per course. */
export const COURSE_COLUMNS = columnsOnly(
  'CourseColumns',
  'A course inside a slot or a registration: its own fields, without places, illustrations and slots',
  Course,
);

export async function presentSlot(item: Schedule, context: RequestContext): Promise<Json> {
  const full = await withRelations(item, context);
  return {
    ...pickColumns(full, Schedule),
    category: full.course?.category ?? null,
    branch: full.branch ? presentBranch(full.branch) : null,
    lector: full.lector ? presentUser(full.lector, context) : null,
  };
}

export async function presentSchedule(item: Schedule, context: RequestContext): Promise<Json> {
  const full = await withRelations(item, context);
  return { ...(await presentSlot(full, context)), course: full.course ? pickColumns(full.course, Course) : null };
}

export const scheduleRest: RestApi = {
  routes: resourceRoutes({
    path: '/schedules',
    type: 'Schedule',
    service: (services) => services.schedules,
    present: presentSchedule,
    read: 'schedule.read',
    write: 'schedule.write',
  }),
  nested: { 'Schedule.course': COURSE_COLUMNS },
};
