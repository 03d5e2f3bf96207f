// What a parent does on their page at the REST door (the token in the body, never in a URL), and
// staff's list of the parents' requests.
import {
  InvoiceErrorCode,
  ParentEmailChangeOutcome,
  ParentErrorCode,
  PARENT_REQUEST_STATES,
  PARENT_REQUEST_TYPES,
  RegistrationErrorCode,
  RequestErrorCode,
  WaitlistErrorCode,
} from '@kurzy/common';
import { idParam, objectOf, PAGING, paging, ref, type RestApi, type RestRoute } from '../../core/rest/route';

const tag = 'parents';
const DONE = objectOf({ done: { type: 'boolean', const: true } });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const token = (body: unknown) => text(field(body, 'token'));
const registrationId = (body: unknown) => {
  const value = field(body, 'registrationId');
  return typeof value === 'number' ? value : 0;
};
const TOKEN = { token: { type: 'string', maxLength: 200 } };
const REGISTRATION = { registrationId: { type: 'integer', minimum: 1 } };
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];

/** A parent's action: its body, and the service call that answers `{ done: true }`. */
const action = (
  path: string,
  summary: string,
  properties: Record<string, Record<string, unknown>>,
  codes: RestRoute['codes'],
  run: RestRoute['handle'],
  description?: string,
): RestRoute => ({
  method: 'post',
  path,
  tag,
  operation: 'parent.act',
  summary,
  description,
  body: objectOf({ ...TOKEN, ...properties }),
  response: DONE,
  codes,
  handle: async (call) => ({ done: await run(call) }),
});

export const parentActionRest: RestApi = {
  routes: [
    action(
      '/parents/cancel',
      'Cancels a registration of the link’s family that holds no money',
      REGISTRATION,
      [...LINK_CODES, ParentErrorCode.CancelPaid],
      ({ context: { services, clientAddress }, body }) =>
        services.parentActions.cancel(token(body), clientAddress, registrationId(body)),
      'The place is offered to the first waiting replacement, and the parent is e-mailed, as at a staff cancellation. ' +
        'A registration that holds money is 409 PARENT_CANCEL_PAID: ask staff with /parents/requests/paid-cancellation.',
    ),
    action(
      '/parents/offer/accept',
      'Přijmout místo: takes the place offered to the link’s family’s replacement',
      REGISTRATION,
      [...LINK_CODES, WaitlistErrorCode.OfferExpired, WaitlistErrorCode.NoOpenOffer],
      ({ context: { services, clientAddress }, body }) =>
        services.parentActions.acceptOffer(token(body), clientAddress, registrationId(body)),
      'The registration holds the place and its payment e-mail (with the QR code) follows. After the deadline ' +
        '410 WAITLIST_OFFER_EXPIRED: the place was offered to the next family.',
    ),
    action(
      '/parents/offer/decline',
      'Nemám zájem: the family leaves the waiting list and the place goes to the next family',
      REGISTRATION,
      [...LINK_CODES, WaitlistErrorCode.OfferExpired, WaitlistErrorCode.NoOpenOffer],
      ({ context: { services, clientAddress }, body }) =>
        services.parentActions.declineOffer(token(body), clientAddress, registrationId(body)),
    ),
    action(
      '/parents/phone',
      'Corrects the contact phone of every registration of the link’s family',
      { phone: { type: 'string' } },
      LINK_CODES,
      ({ context: { services, clientAddress }, body }) =>
        services.parentActions.correctPhone(token(body), clientAddress, { phone: field(body, 'phone') }),
    ),
    action(
      '/parents/email',
      'Asks a new e-mail address to confirm itself; nothing changes until it does',
      { email: { type: 'string' } },
      LINK_CODES,
      ({ context: { services, clientAddress }, body }) =>
        services.parentActions.requestEmailChange(token(body), clientAddress, { email: field(body, 'email') }),
      'A message with a link (valid 48 hours) goes to the new address; at most 3 an hour per family (429).',
    ),
    {
      method: 'post',
      path: '/parents/email/confirm',
      tag,
      operation: 'parent.act',
      summary: 'Confirms a new e-mail address by the token of its message',
      description:
        '`changed`: the address had no registrations and the family moved to it; every earlier personal link ' +
        'ended and a fresh one was e-mailed to the new address. `staff_review`: the address has registrations ' +
        'of its own, so nothing moved and staff got a request (type `email_change`) to decide.',
      body: objectOf(TOKEN),
      response: objectOf({ outcome: { type: 'string', enum: Object.values(ParentEmailChangeOutcome) } }),
      codes: [ParentErrorCode.EmailChangeInvalid],
      handle: async ({ context: { services }, body }) => ({
        outcome: await services.parentActions.confirmEmailChange(token(body)),
      }),
    },
    action(
      '/parents/requests/paid-cancellation',
      'Asks staff to cancel a paid place, with the reason',
      { ...REGISTRATION, reason: { type: 'string' } },
      [...LINK_CODES, ParentErrorCode.RequestPending],
      ({ context: { services, clientAddress }, body }) =>
        services.parentRequests.paidCancellation(token(body), clientAddress, registrationId(body), {
          reason: field(body, 'reason'),
        }),
    ),
    action(
      '/parents/requests/erasure',
      'Asks staff to erase the family’s personal data',
      {},
      [...LINK_CODES, ParentErrorCode.RequestPending],
      ({ context: { services, clientAddress }, body }) => services.parentRequests.erasure(token(body), clientAddress),
    ),
    action(
      '/parents/requests/employer-invoice',
      'Asks staff for an invoice of a registration made out to the parent’s employer',
      { ...REGISTRATION, employer: ref('EmployerInvoiceInput') },
      [...LINK_CODES, ParentErrorCode.RequestPending],
      ({ context: { services, clientAddress }, body }) =>
        services.parentRequests.employerInvoice(
          token(body),
          clientAddress,
          registrationId(body),
          field(body, 'employer'),
        ),
    ),
    {
      method: 'get',
      path: '/parent-requests',
      tag,
      operation: 'request.read',
      summary: 'Parents’ requests: open ones first, oldest first',
      query: [
        { name: 'state', schema: { type: 'string', enum: PARENT_REQUEST_STATES } },
        { name: 'type', schema: { type: 'string', enum: PARENT_REQUEST_TYPES } },
        ...PAGING,
      ],
      response: ref('ParentRequestPage'),
      handle: ({ context: { services, actor }, query }) => {
        const [page, limit] = paging(query);
        return services.parentRequests.list(actor, {
          state: (query.state as never) ?? null,
          type: (query.type as never) ?? null,
          page,
          limit,
        });
      },
    },
    {
      method: 'post',
      path: '/parent-requests/{id}/handle',
      tag,
      operation: 'request.handle',
      summary: 'Closes an open request as done or rejected; an erasure done erases the family’s personal data first',
      body: ref('RequestHandlingInput'),
      response: ref('ParentRequestRow'),
      codes: [
        ParentErrorCode.RequestNotFound,
        ParentErrorCode.RequestHandled,
        InvoiceErrorCode.IssuedToOther,
        InvoiceErrorCode.RegistrationCancelled,
        InvoiceErrorCode.RegistrationIsReplacement,
      ],
      handle: ({ context: { services, actor }, params, body }) =>
        services.parentRequests.handle(actor, idParam(params), body),
    },
    {
      method: 'get',
      path: '/registrations/{id}/parent-activity',
      tag,
      operation: 'request.read',
      summary: 'What happened on the family’s own page about a registration, newest first (at most 200)',
      response: { type: 'array', items: ref('ParentActivityEntry') },
      codes: [RegistrationErrorCode.NotFound],
      handle: ({ context: { services, actor }, params }) => services.parentRequests.activity(actor, idParam(params)),
    },
  ],
};
