// The lector's camp day at the REST door: the same service calls as GraphQL.
import { AttendanceErrorCode, CampErrorCode, type ErrorCode, LESSON_ID_PATTERN, RequestErrorCode } from '@kurzy/common';
import { arrayOf, FileReply, objectOf, ref, type RestApi, type RestRoute } from '../../../core/rest/route';

const tag = 'attendance';
const LESSON_PARAM = { id: { type: 'string', pattern: LESSON_ID_PATTERN.source } };
const registrationOf = (body: unknown): number => {
  const value = (body as Record<string, unknown> | null)?.registrationId;
  return typeof value === 'number' ? value : 0;
};
const HANDOVER_CODES = [
  AttendanceErrorCode.LessonNotFound,
  AttendanceErrorCode.LessonNotStarted,
  AttendanceErrorCode.ChildNotInLesson,
];

const handover = (path: string, summary: string, run: RestRoute['handle'], extra: readonly ErrorCode[] = []) =>
  ({
    method: 'post',
    path: `/attendance/camp-days/{id}/${path}`,
    tag,
    operation: 'campday.handover',
    summary,
    pathParams: LESSON_PARAM,
    body:
      path === 'check-out' ? ref('CampCheckoutInput') : objectOf({ registrationId: { type: 'integer', minimum: 1 } }),
    response: ref('CampDayChild'),
    codes: [...HANDOVER_CODES, ...extra],
    handle: run,
  }) satisfies RestRoute;

export const campDayRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/attendance/camp-days/{id}/children',
      tag,
      operation: 'campday.read',
      summary: 'The children of a camp day with their declaration, health notes and pickup persons',
      description:
        'Staff of that camp only (an administrator, or its lector); any other camp day is 404 like a missing one.',
      pathParams: LESSON_PARAM,
      response: arrayOf(ref('CampDayChild')),
      codes: [AttendanceErrorCode.LessonNotFound],
      handle: async ({ context: { services, actor }, params }) =>
        (await services.campDays.day(actor, params.id ?? '')).children,
    },
    {
      method: 'get',
      path: '/attendance/camp-days/{id}/pdf',
      tag,
      operation: 'campday.read',
      summary: 'The printable list of a camp day (PDF): declarations, health notes, pickup persons, boxes to tick',
      pathParams: LESSON_PARAM,
      response: { type: 'string', contentMediaType: 'application/pdf' },
      produces: 'application/pdf',
      codes: [AttendanceErrorCode.LessonNotFound],
      handle: async ({ context: { services, actor }, params }) => {
        const { filename, content } = await services.campDays.pdf(actor, params.id ?? '');
        return new FileReply('application/pdf', filename, content);
      },
    },
    handover(
      'check-in',
      'Checks a child in (one tap; again: no change)',
      ({ context: { services, actor }, params, body }) =>
        services.campDays.checkIn(actor, params.id ?? '', registrationOf(body)),
    ),
    handover(
      'check-out',
      'Checks a child out, recording who took the child; anyone the family did not list only by an administrator with a note (403 CAMP_CHECKOUT_NOT_ALLOWED); the parents are e-mailed',
      ({ context: { services, actor }, params, body }) => services.campDays.checkOut(actor, params.id ?? '', body),
      [CampErrorCode.CheckoutNotAllowed, RequestErrorCode.InvalidInput],
    ),
    handover(
      'undo',
      'Undoes a mistaken tap: the check-out (its e-mail taken back while it waits), else the check-in; an administrator’s override check-out only by an administrator (403 CAMP_UNDO_OVERRIDE_NOT_ALLOWED)',
      ({ context: { services, actor }, params, body }) =>
        services.campDays.undo(actor, params.id ?? '', registrationOf(body)),
      [CampErrorCode.UndoOverrideNotAllowed],
    ),
  ],
};
