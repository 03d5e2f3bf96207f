// Re-enrolment at the REST door (issue 45): staff's calls on the old course, and the family's
// answers (the token in the body, never in a URL).
import {
  CourseErrorCode,
  ParentErrorCode,
  REENROLMENT_STATES,
  ReenrolmentErrorCode,
  RequestErrorCode,
} from '@kurzy/common';
import { idParam, objectOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';

const tag = 'reenrolment';
const id = { type: 'integer', minimum: 1 };
const dateTime = { type: 'string', format: 'date-time' };
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const token = (body: unknown) => {
  const value = field(body, 'token');
  return typeof value === 'string' ? value : '';
};
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];
const FAMILY_CODES = [
  ...LINK_CODES,
  ReenrolmentErrorCode.NoInvitation,
  ReenrolmentErrorCode.WindowEnded,
  ReenrolmentErrorCode.AlreadyAccepted,
];

const routes: RestRoute[] = [
  {
    method: 'post',
    path: '/courses/{id}/reenrolment',
    tag,
    operation: 'reenrolment.write',
    summary: 'Invites the course’s families to continue in its successor, with the priority window’s end',
    description:
      'The course’s copy in the next term must exist (409 REENROLMENT_NO_SUCCESSOR). Every family holding a place gets the invitation e-mail (the waiting replacements too with `includeReplacements`). Until `priorityUntil`, or until every invited family answered, the public cannot register into the successor. Called again it invites again: the undecided families get the invitation again, those holding a place since get it first.',
    body: {
      type: 'object',
      properties: { priorityUntil: dateTime, includeReplacements: { type: 'boolean' } },
      required: ['priorityUntil'],
    },
    response: objectOf({ invited: { type: 'integer', minimum: 0 } }),
    codes: [CourseErrorCode.NotFound, ReenrolmentErrorCode.NoSuccessor],
    handle: ({ context: { services, actor }, params, body }) =>
      services.reenrolment.open(actor, idParam(params), {
        priorityUntil: field(body, 'priorityUntil'),
        includeReplacements: field(body, 'includeReplacements') ?? false,
      }),
  },
  {
    method: 'get',
    path: '/courses/{id}/reenrolment',
    tag,
    operation: 'reenrolment.read',
    summary: 'The course’s re-enrolment: its successor, the window’s end and each invited family’s answer',
    description: `A family's \`state\`: ${REENROLMENT_STATES.join(', ')} (opened: the family page was viewed after the invitation).`,
    response: ref('ReenrolmentOverview'),
    codes: [ReenrolmentErrorCode.NotFound],
    handle: ({ context: { services, actor }, params }) => services.reenrolment.overview(actor, idParam(params)),
  },
  {
    method: 'patch',
    path: '/courses/{id}/reenrolment',
    tag,
    operation: 'reenrolment.write',
    summary: 'Moves the priority window’s end',
    description: 'An ISO date-time with its offset; a past one opens the successor to everyone at once.',
    body: objectOf({ priorityUntil: dateTime }),
    response: ref('ReenrolmentOverview'),
    codes: [ReenrolmentErrorCode.NotFound],
    handle: ({ context: { services, actor }, params, body }) =>
      services.reenrolment.move(actor, idParam(params), { priorityUntil: field(body, 'priorityUntil') }),
  },
  {
    method: 'post',
    path: '/courses/{id}/reenrolment/enrol',
    tag,
    operation: 'reenrolment.write',
    summary: 'Enrols an invited family into the successor by hand (also after the window’s end)',
    body: {
      type: 'object',
      properties: { registrationId: id, scheduleId: id },
      required: ['registrationId'],
    },
    response: ref('ReenrolmentFamily'),
    codes: [
      ReenrolmentErrorCode.NotFound,
      ReenrolmentErrorCode.NoInvitation,
      ReenrolmentErrorCode.NotASuccessorSlot,
      ReenrolmentErrorCode.Full,
    ],
    handle: ({ context: { services, actor }, params, body }) =>
      services.reenrolment.enrol(actor, idParam(params), {
        registrationId: field(body, 'registrationId'),
        scheduleId: field(body, 'scheduleId') ?? null,
      }),
  },
  {
    method: 'post',
    path: '/parents/reenrolment/accept',
    tag,
    operation: 'parent.act',
    summary: 'Pokračovat: the link’s family continues in the successor',
    description:
      'A new registration in the copy of the family’s slot (or in `scheduleId`, another slot of the successor) with the child’s and parent’s data carried over, holding a place, with its own variable symbol; its payment e-mail (with the QR code) follows. Nothing of the old term’s money or credits carries over. Continuing again answers the same registration. A registration not of the link’s family is 404 PARENT_LINK_INVALID; after the window 410 REENROLMENT_WINDOW_ENDED.',
    body: {
      type: 'object',
      properties: { token: { type: 'string', maxLength: 200 }, registrationId: id, scheduleId: id },
      required: ['token', 'registrationId'],
    },
    response: objectOf({ done: { type: 'boolean', const: true }, newRegistrationId: id }),
    codes: [...FAMILY_CODES, ReenrolmentErrorCode.NotASuccessorSlot, ReenrolmentErrorCode.Full],
    handle: async ({ context: { services, clientAddress }, body }) => ({
      done: true,
      newRegistrationId: await services.reenrolment.familyAccept(token(body), clientAddress, {
        registrationId: field(body, 'registrationId'),
        scheduleId: field(body, 'scheduleId') ?? null,
      }),
    }),
  },
  {
    method: 'post',
    path: '/parents/reenrolment/decline',
    tag,
    operation: 'parent.act',
    summary: 'Nepokračovat: the link’s family does not continue (with an optional reason)',
    body: {
      type: 'object',
      properties: {
        token: { type: 'string', maxLength: 200 },
        registrationId: id,
        reason: { type: 'string', maxLength: 500 },
      },
      required: ['token', 'registrationId'],
    },
    response: objectOf({ done: { type: 'boolean', const: true } }),
    codes: FAMILY_CODES,
    handle: async ({ context: { services, clientAddress }, body }) => ({
      done: await services.reenrolment.familyDecline(token(body), clientAddress, {
        registrationId: field(body, 'registrationId'),
        reason: field(body, 'reason') ?? null,
      }),
    }),
  },
];

export const reenrolmentRest: RestApi = {
  routes,
  // The course page's notice: a query per course, asked for where it is shown.
  graphqlOnly: { Course: ['priorityUntil'] },
};
