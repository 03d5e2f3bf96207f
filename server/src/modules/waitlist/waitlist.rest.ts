// Staff's waiting-list offers at the REST door (issue 42); the family's accept and decline are the
// parents' routes (/parents/offer/accept, /parents/offer/decline).
import { WAITLIST_OFFER_STATES, WaitlistErrorCode, type WaitlistOfferState } from '@kurzy/common';
import { idParam, objectOf, queryId, ref, type RestApi, type RestRoute } from '../../core/rest/route';

const tag = 'waitlist';
const OFFER = ref('WaitlistOffer');
const id = { type: 'integer', minimum: 1 };
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];

const routes: RestRoute[] = [
  {
    method: 'get',
    path: '/waitlist-offers',
    tag,
    operation: 'waitlist.read',
    summary: 'Offers of a slot, a camp or a registration, newest first (at most 500)',
    description: '`state` is as of now: an open offer past its deadline reads `expired` before the sweep records it.',
    query: [
      { name: 'scheduleId', schema: id },
      { name: 'campId', schema: id },
      { name: 'registrationId', schema: id },
      { name: 'state', schema: { type: 'string', enum: WAITLIST_OFFER_STATES } },
    ],
    response: objectOf({ items: { type: 'array', items: OFFER } }),
    handle: async ({ context: { services, actor }, query }) => ({
      items: await services.waitlist.list(actor, {
        scheduleId: queryId(query, 'scheduleId'),
        campId: queryId(query, 'campId'),
        registrationId: queryId(query, 'registrationId'),
        state: (query.state as WaitlistOfferState | undefined) ?? null,
      }),
    }),
  },
  {
    method: 'get',
    path: '/waitlist-passes',
    tag,
    operation: 'waitlist.read',
    summary: 'Why replacements next in line were last given no offer when a place freed, newest first (at most 500)',
    description:
      '`reason`: `too_late` (less than an hour would remain before the cut-off 12 hours ahead of the first lesson or camp day) or `over` (the course or camp is over); the place stayed free for anyone.',
    query: [
      { name: 'scheduleId', schema: id },
      { name: 'campId', schema: id },
      { name: 'registrationId', schema: id },
    ],
    response: objectOf({ items: { type: 'array', items: ref('WaitlistPass') } }),
    handle: async ({ context: { services, actor }, query }) => ({
      items: await services.waitlist.passes(actor, {
        scheduleId: queryId(query, 'scheduleId'),
        campId: queryId(query, 'campId'),
        registrationId: queryId(query, 'registrationId'),
      }),
    }),
  },
  {
    method: 'post',
    path: '/waitlist-offers',
    tag,
    operation: 'waitlist.write',
    status: 201,
    summary: 'Offers a place to a waiting replacement by hand, out of turn',
    description: 'With no free place only with `overCapacity: true` (409 WAITLIST_NO_FREE_PLACE otherwise).',
    body: {
      type: 'object',
      properties: { registrationId: id, overCapacity: { type: 'boolean' } },
      required: ['registrationId'],
    },
    response: OFFER,
    codes: [
      WaitlistErrorCode.NotWaiting,
      WaitlistErrorCode.AlreadyOffered,
      WaitlistErrorCode.NoFreePlace,
      WaitlistErrorCode.TooLate,
    ],
    handle: ({ context: { services, actor }, body }) =>
      services.waitlist.offer(actor, {
        registrationId: field(body, 'registrationId'),
        overCapacity: field(body, 'overCapacity') ?? false,
      }),
  },
  {
    method: 'patch',
    path: '/waitlist-offers/{id}',
    tag,
    operation: 'waitlist.write',
    summary: 'Moves an open offer’s deadline',
    description:
      'An ISO date-time with its offset; a past one ends the offer now (as a lapse) and the place passes on.',
    body: objectOf({ expiresAt: { type: 'string', format: 'date-time' } }),
    response: OFFER,
    codes: [WaitlistErrorCode.OfferNotFound, WaitlistErrorCode.OfferExpired],
    handle: ({ context: { services, actor }, params, body }) =>
      services.waitlist.moveDeadline(actor, idParam(params), { expiresAt: field(body, 'expiresAt') }),
  },
  {
    method: 'delete',
    path: '/waitlist-offers/{id}',
    tag,
    operation: 'waitlist.write',
    summary: 'Withdraws an open offer; the place passes on to the next family',
    response: OFFER,
    codes: [WaitlistErrorCode.OfferNotFound, WaitlistErrorCode.OfferExpired],
    handle: ({ context: { services, actor }, params }) => services.waitlist.withdraw(actor, idParam(params)),
  },
];

export const waitlistRest: RestApi = {
  routes,
  // The grid's offer column: a query per page of registrations, asked for where it is shown.
  graphqlOnly: { Registration: ['waitlistOffer'] },
};
