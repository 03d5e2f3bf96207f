import { COURSE_LIST } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import { CourseErrorCode } from '@kurzy/common';
import { idParam, ref, type RestApi } from '../../core/rest/route';
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

const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];

export const courseRest: RestApi = {
  routes: [
    ...resourceRoutes({
      path: '/courses',
      type: 'Course',
      service: (services) => services.courses,
      present: presentCourse,
      read: 'course.read',
      write: 'course.write',
      list: { spec: COURSE_LIST, file: 'krouzky', sheet: 'Kroužky' },
    }),
    {
      method: 'post',
      path: '/courses/{id}/copy',
      tag: 'courses',
      operation: 'course.write',
      status: 201,
      summary: 'Copies a course into the next term, with its weekly slots',
      description:
        'The copy has the new dates, the old title and price unless others are given (the price is staff’s to confirm), is hidden until published (`visible: false`), and remembers its `predecessorId`; each slot (day, time, branch, lector) remembers its predecessor slot. One copy per course (409 COURSE_ALREADY_COPIED).',
      body: {
        type: 'object',
        properties: {
          startDate: { type: 'string', format: 'date' },
          endDate: { type: 'string', format: 'date' },
          title: { type: 'string', maxLength: 200 },
          price: { type: 'integer', minimum: 0 },
        },
        required: ['startDate', 'endDate'],
      },
      response: ref('Course'),
      codes: [CourseErrorCode.NotFound, CourseErrorCode.AlreadyCopied],
      handle: async (call) => {
        const { services, actor } = call.context;
        const copy = await services.courses.copy(actor, idParam(call.params), {
          startDate: field(call.body, 'startDate'),
          endDate: field(call.body, 'endDate'),
          title: field(call.body, 'title'),
          price: field(call.body, 'price'),
        });
        return presentCourse(copy, call.context);
      },
    },
  ],
  nested: { 'Course.schedules': SCHEDULE_SLOT },
  // Whether a course has a copy in the next term: the staff's course screen asks for it.
  graphqlOnly: { Course: ['successorId'] },
};
