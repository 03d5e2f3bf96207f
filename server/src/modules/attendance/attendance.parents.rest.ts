import { AttendanceErrorCode, ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { arrayOf, objectOf, ref, type RestApi } from '../../core/rest/route';

const tag = 'parents';
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'number' ? value : 0);
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];

/** "Omluvit z lekce" at the REST door: the token in the body, as every call of the parent's page. */
export const parentAbsenceRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/parents/lessons',
      tag,
      operation: 'parent.act',
      summary: 'The coming lessons of a registration of the personal link’s family (at most 10)',
      body: objectOf({ token: { type: 'string', maxLength: 200 }, registrationId: { type: 'integer', minimum: 1 } }),
      response: arrayOf(ref('ParentLessonInfo')),
      codes: LINK_CODES,
      handle: ({ context: { services, clientAddress }, body }) =>
        services.parentAbsences.lessons(text(field(body, 'token')), clientAddress, id(field(body, 'registrationId'))),
    },
    {
      method: 'post',
      path: '/parents/excuse',
      tag,
      operation: 'parent.act',
      summary: 'Excuses the child from a coming lesson; the lector sees “omluven” on the roster',
      description:
        'Answers the coming lessons. A lesson past, cancelled or of another course is 404 ATTENDANCE_LESSON_NOT_FOUND.',
      body: objectOf({
        token: { type: 'string', maxLength: 200 },
        registrationId: { type: 'integer', minimum: 1 },
        lessonId: { type: 'string', maxLength: 40 },
      }),
      response: arrayOf(ref('ParentLessonInfo')),
      codes: [...LINK_CODES, AttendanceErrorCode.LessonNotFound],
      handle: ({ context: { services, clientAddress }, body }) =>
        services.parentAbsences.excuse(
          text(field(body, 'token')),
          clientAddress,
          id(field(body, 'registrationId')),
          text(field(body, 'lessonId')),
        ),
    },
  ],
};
