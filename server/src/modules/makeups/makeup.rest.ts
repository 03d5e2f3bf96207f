// Make-up lessons at the REST door: the family's calls (the token in the body, as every call of the
// parent's page) and the staff's credits.
import { CourseErrorCode, MakeupErrorCode, ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { arrayOf, idParam, objectOf, queryId, ref, type RestApi } from '../../core/rest/route';

const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'number' ? value : 0);
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];
const TOKEN = { token: { type: 'string', maxLength: 200 } };
const REGISTRATION = { registrationId: { type: 'integer', minimum: 1 } };

export const makeupRest: RestApi = {
  // The grid's "Náhrady" column: counted where it is shown; REST clients ask GET /makeup-credits.
  graphqlOnly: { Registration: ['makeupSummary'] },
  routes: [
    {
      method: 'post',
      path: '/parents/makeups/options',
      tag: 'parents',
      operation: 'parent.act',
      summary: 'A registration’s make-up credits, the lessons of other slots they fit (with free places), its bookings',
      body: objectOf({ ...TOKEN, ...REGISTRATION }),
      response: ref('MakeupOptions'),
      codes: LINK_CODES,
      handle: ({ context: { services, clientAddress }, body }) =>
        services.makeups.options(text(field(body, 'token')), clientAddress, id(field(body, 'registrationId'))),
    },
    {
      method: 'post',
      path: '/parents/makeups/book',
      tag: 'parents',
      operation: 'parent.act',
      status: 201,
      summary: 'Books a lesson with a credit; the last make-up place goes to one family, the other is refused',
      body: objectOf({
        ...TOKEN,
        creditId: { type: 'integer', minimum: 1 },
        lessonId: { type: 'string', maxLength: 40 },
      }),
      response: ref('MakeupBooked'),
      codes: [
        ...LINK_CODES,
        MakeupErrorCode.CreditNotFound,
        MakeupErrorCode.CreditNotAvailable,
        MakeupErrorCode.LessonNotOffered,
        MakeupErrorCode.LessonFull,
      ],
      handle: ({ context: { services, clientAddress }, body }) =>
        services.makeups.book(text(field(body, 'token')), clientAddress, {
          creditId: field(body, 'creditId'),
          lessonId: field(body, 'lessonId'),
        }),
    },
    {
      method: 'post',
      path: '/parents/makeups/cancel',
      tag: 'parents',
      operation: 'parent.act',
      summary: 'Cancels a make-up booking up to the course’s cut-off; the credit is available again',
      body: objectOf({ ...TOKEN, bookingId: { type: 'integer', minimum: 1 } }),
      response: ref('MakeupOptions'),
      codes: [...LINK_CODES, MakeupErrorCode.BookingNotFound, MakeupErrorCode.CancelTooLate],
      handle: ({ context: { services, clientAddress }, body }) =>
        services.makeups.cancelBooking(text(field(body, 'token')), clientAddress, id(field(body, 'bookingId'))),
    },
    {
      method: 'get',
      path: '/makeup-credits',
      tag: 'makeups',
      operation: 'makeup.read',
      summary: 'A registration’s make-up credits, newest first, with their state as of now',
      query: [{ name: 'registrationId', schema: { type: 'integer', minimum: 1 }, required: true }],
      response: arrayOf(ref('MakeupCredit')),
      handle: ({ context: { services, actor }, query }) =>
        services.makeups.credits(actor, queryId(query, 'registrationId') ?? 0),
    },
    {
      method: 'post',
      path: '/makeup-credits',
      tag: 'makeups',
      operation: 'makeup.write',
      status: 201,
      summary: 'Grants a registration a make-up credit by hand, with a reason',
      body: objectOf({ ...REGISTRATION, reason: { type: 'string', maxLength: 500 } }),
      response: ref('MakeupCredit'),
      codes: [MakeupErrorCode.RegistrationNotEligible],
      handle: ({ context: { services, actor }, body }) => services.makeups.grant(actor, body),
    },
    {
      method: 'patch',
      path: '/makeup-credits/{id}',
      tag: 'makeups',
      operation: 'makeup.write',
      summary: 'Extends a credit (a new expiry) or revokes it (state: revoked), with a reason',
      body: objectOf({
        expiresAt: { type: 'string', format: 'date-time' },
        state: { type: 'string', enum: ['revoked'] },
        reason: { type: 'string', maxLength: 500 },
      }),
      response: ref('MakeupCredit'),
      codes: [MakeupErrorCode.CreditNotFound, MakeupErrorCode.CreditNotChangeable],
      handle: ({ context: { services, actor }, params, body }) => services.makeups.change(actor, idParam(params), body),
    },
    {
      method: 'get',
      path: '/courses/{id}/makeup-report',
      tag: 'makeups',
      operation: 'makeup.read',
      summary: 'A course’s make-up credits by state: earned, available, booked, used, expired, revoked',
      response: ref('MakeupReport'),
      codes: [CourseErrorCode.NotFound],
      handle: ({ context: { services, actor }, params }) => services.makeups.report(actor, idParam(params)),
    },
  ],
};
