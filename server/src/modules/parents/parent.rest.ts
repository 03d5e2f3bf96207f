import { ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { objectOf, ref, type RestApi } from '../../core/rest/route';

const tag = 'parents';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The token travels in the body, not the path: a URL ends up in logs and caches. */
export const parentRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/parents/page',
      tag,
      operation: 'parent.read',
      summary: 'A parent’s own page: every registration made with the e-mail address of their personal link',
      description:
        'The token is that of the link `/moje-prihlasky/<token>` every e-mail to the parent carries. A link that ' +
        'does not work answers 404 PARENT_LINK_INVALID, whatever the reason (unknown, altered, revoked, unused ' +
        'for 12 months). Each use keeps the link valid for another 12 months. Limited per client address (429).',
      body: objectOf({ token: { type: 'string' } }),
      response: ref('ParentPage'),
      codes: [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests],
      handle: ({ context: { services, clientAddress }, body }) =>
        services.parents.page(text((body as { token?: unknown } | null)?.token), clientAddress),
    },
    {
      method: 'post',
      path: '/parents/link',
      tag,
      operation: 'parent.link',
      summary: '“Pošlete mi odkaz znovu”: e-mails a fresh personal link to an address that has registrations',
      description:
        'Answers `{ "sent": true }` whatever the address, also when nothing was sent (no registrations, or ' +
        'the address had its links sent 3 times in the last hour). Limited per client address (429).',
      body: objectOf({ email: { type: 'string' } }),
      response: objectOf({ sent: { type: 'boolean', const: true } }),
      codes: [RequestErrorCode.TooManyRequests],
      handle: async ({ context: { services, clientAddress }, body }) => ({
        sent: await services.parents.sendLink(text((body as { email?: unknown } | null)?.email), clientAddress),
      }),
    },
  ],
};
