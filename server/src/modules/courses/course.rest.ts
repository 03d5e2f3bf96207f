import { COURSE_LIST } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { presentPicture } from '../galleries/picture.rest';
import { presentSlot, SCHEDULE_SLOT } from '../schedules/schedule.rest';
import { Course } from './course.entity';

export async function presentCourse(item: Course, context: RequestContext): Promise<Json> {
  const { loaders } = context;
  const [{ freeSpots, availability }, illustrations, schedules] = await Promise.all([
    loaders.coursePlaces.load(item.id),
    loaders.courseIllustrations.load(item.id),
    loaders.courseSchedules.load(item.id),
  ]);
  return {
    ...pickColumns(item, Course),
    freeSpots,
    availability,
    illustrations: illustrations.map(presentPicture),
    schedules: await Promise.all(schedules.map((each) => presentSlot(each, context))),
  };
}

export const courseRest: RestApi = {
  routes: resourceRoutes({
    path: '/courses',
    type: 'Course',
    service: (services) => services.courses,
    present: presentCourse,
    read: 'course.read',
    write: 'course.write',
    list: { spec: COURSE_LIST, file: 'krouzky', sheet: 'Kroužky' },
  }),
  nested: { 'Course.schedules': SCHEDULE_SLOT },
};
