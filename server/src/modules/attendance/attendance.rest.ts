// The attendance API at the REST door: the same service calls as GraphQL, the same answers as JSON.
import { AttendanceErrorCode, FilterErrorCode, LESSON_ID_PATTERN, RequestErrorCode } from '@kurzy/common';
import { arrayOf, DELETED, idParam, objectOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';

const tag = 'attendance';
// A slot's lesson or a camp's day, by the one pattern of common.
const LESSON_PARAM = { id: { type: 'string', pattern: LESSON_ID_PATTERN.source } };
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const day = { type: 'string', format: 'date' };

/** A staff change of one lesson, answering the lesson as it then is. */
const lessonChange = (
  path: string,
  summary: string,
  operation: RestRoute['operation'],
  body: RestRoute['body'],
  codes: AttendanceErrorCode[],
  run: RestRoute['handle'],
  method: RestRoute['method'] = 'post',
): RestRoute => ({
  method,
  path: `/attendance/lessons/{id}${path}`,
  tag,
  operation,
  summary,
  pathParams: LESSON_PARAM,
  body,
  response: ref('Lesson'),
  codes: [AttendanceErrorCode.LessonNotFound, ...codes],
  handle: run,
});

export const attendanceRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/attendance/lessons',
      tag,
      operation: 'attendance.read',
      summary: 'Lessons of a range of days in time order (a lector: their own and those they substitute in)',
      description: 'Prague days, both included, at most 62; today when not given.',
      query: [
        { name: 'from', schema: day },
        { name: 'to', schema: day },
      ],
      response: arrayOf(ref('Lesson')),
      codes: [AttendanceErrorCode.RangeTooLong, FilterErrorCode.NotADay],
      handle: ({ context: { services, actor }, query }) =>
        services.lessonBook.lessons(actor, text(query.from) || null, text(query.to) || null),
    },
    {
      method: 'get',
      path: '/attendance/lessons/{id}',
      tag,
      operation: 'attendance.read',
      summary: 'A lesson with its roster and marks; another lector’s lesson is 404 like a missing one',
      pathParams: LESSON_PARAM,
      response: ref('LessonRoster'),
      codes: [AttendanceErrorCode.LessonNotFound],
      handle: ({ context: { services, actor }, params }) => services.attendance.roster(actor, params.id ?? ''),
    },
    {
      method: 'post',
      path: '/attendance/marks',
      tag,
      operation: 'attendance.mark',
      summary: 'Records marks: the one made last on the phone stands, a replay is recorded once',
      description:
        'Each answer says what stands now (`applied` false: a newer mark stands, or `refusal` names why this one was refused; the others are kept).',
      body: objectOf({ marks: arrayOf(ref('AttendanceMarkInput')) }),
      response: arrayOf(ref('AttendanceMarkResult')),
      codes: [RequestErrorCode.InvalidInput],
      handle: ({ context: { services, actor }, body }) => services.attendance.mark(actor, body),
    },
    lessonChange(
      '/note',
      'The lector’s short note of a lesson',
      'attendance.mark',
      objectOf({ note: { type: ['string', 'null'], maxLength: 2000 } }),
      [],
      ({ context: { services, actor }, params, body }) =>
        services.lessonChanges.setNote(actor, params.id ?? '', { note: field(body, 'note') }),
      'put',
    ),
    lessonChange(
      '/cancel',
      'Cancels one lesson; the parents of the slot are e-mailed; without `replaced` the children holding a place earn make-up credits',
      'lesson.manage',
      objectOf({ reason: { type: ['string', 'null'], maxLength: 500 }, replaced: { type: ['boolean', 'null'] } }),
      [],
      ({ context: { services, actor }, params, body }) =>
        services.lessonChanges.cancel(actor, params.id ?? '', {
          reason: field(body, 'reason'),
          replaced: field(body, 'replaced') ?? false,
        }),
    ),
    lessonChange(
      '/restore',
      'Undoes a cancellation; the parents are told the lesson takes place',
      'lesson.manage',
      undefined,
      [AttendanceErrorCode.DateTaken],
      ({ context: { services, actor }, params }) => services.lessonChanges.restore(actor, params.id ?? ''),
    ),
    lessonChange(
      '/move',
      'Moves one lesson to another day or time; the parents are e-mailed',
      'lesson.manage',
      ref('LessonMoveInput'),
      [AttendanceErrorCode.DateTaken, AttendanceErrorCode.LessonCancelled],
      ({ context: { services, actor }, params, body }) => services.lessonChanges.move(actor, params.id ?? '', body),
    ),
    lessonChange(
      '/substitute',
      'Who teaches one lesson instead of the slot’s lector (null: nobody)',
      'lesson.manage',
      objectOf({ lectorId: { type: ['integer', 'null'] } }),
      [AttendanceErrorCode.SubstituteNotFound],
      ({ context: { services, actor }, params, body }) => {
        const lectorId = field(body, 'lectorId');
        return services.lessonChanges.setSubstitute(
          actor,
          params.id ?? '',
          typeof lectorId === 'number' ? lectorId : null,
        );
      },
      'put',
    ),
    {
      method: 'post',
      path: '/attendance/makeups',
      tag,
      operation: 'lesson.manage',
      status: 201,
      summary: 'Adds a make-up lesson to a slot',
      body: ref('MakeupLessonInput'),
      response: ref('Lesson'),
      codes: [AttendanceErrorCode.LessonNotFound, AttendanceErrorCode.DateTaken],
      handle: ({ context: { services, actor }, body }) => services.lessonChanges.addMakeup(actor, body),
    },
    {
      method: 'get',
      path: '/attendance/non-teaching-days',
      tag,
      operation: 'attendance.read',
      summary: 'Days without lessons staff entered (the public holidays are built in), newest first',
      response: arrayOf(ref('NonTeachingDay')),
      handle: ({ context: { services, actor } }) => services.nonTeachingDays.list(actor),
    },
    {
      method: 'post',
      path: '/attendance/non-teaching-days',
      tag,
      operation: 'lesson.manage',
      status: 201,
      summary: 'Adds days without lessons, of every branch or of one',
      body: ref('NonTeachingDayInput'),
      response: ref('NonTeachingDay'),
      codes: [AttendanceErrorCode.NonTeachingDayNotFound],
      handle: ({ context: { services, actor }, body }) => services.nonTeachingDays.add(actor, body),
    },
    {
      method: 'delete',
      path: '/attendance/non-teaching-days/{id}',
      tag,
      operation: 'lesson.manage',
      summary: 'Removes days without lessons',
      response: DELETED,
      codes: [AttendanceErrorCode.NonTeachingDayNotFound],
      handle: async ({ context: { services, actor }, params }) => ({
        deleted: await services.nonTeachingDays.remove(actor, idParam(params)),
      }),
    },
  ],
};
