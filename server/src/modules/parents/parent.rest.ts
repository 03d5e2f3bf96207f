import { ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { FileReply, objectOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';
import { PRIVATE_ANSWER_HEADERS } from '../../core/security-headers';
import { withParentConsents } from '../legal/legal.rest';
import { withCampPaperwork } from '../camps/paperwork/camp-paperwork.rest';
import { CALENDAR_MEDIA_TYPE } from './parent.calendar';

const tag = 'parents';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The headers of whatever answers a personal link, the page and its calendars: the address is a
 * credential, so no search engine, cache or linked site may keep it. */
export const PARENT_PRIVATE_HEADERS = PRIVATE_ANSWER_HEADERS;

const CALENDAR_DESCRIPTION =
  'The token is that of the personal link (`/moje-prihlasky/<token>`): in the path, as calendar applications ' +
  'send no headers and no body. Made on each request, so a changed slot is in the next fetch. A course is one ' +
  'weekly event (`RRULE:FREQ=WEEKLY;UNTIL=`) from its first lesson to its end in Europe/Prague with the zone ' +
  '(VTIMEZONE), a camp an all-day event; LOCATION is the branch and its address; the UID ' +
  '`registration-<id>@<host>` stays. Cancelled registrations are left out, a replacement’s event is ' +
  'TENTATIVE. A link that does not work answers 404 PARENT_LINK_INVALID as the page does; so does a ' +
  'registration that is not the family’s. Counted with the page per client address (429).';

const calendarRoute = (path: string, summary: string, one: boolean): RestRoute => ({
  method: 'get',
  path,
  tag,
  operation: 'parent.read',
  summary,
  description: CALENDAR_DESCRIPTION,
  pathParams: { token: { type: 'string', maxLength: 100 } },
  response: { type: 'string', contentMediaType: 'text/calendar' },
  produces: CALENDAR_MEDIA_TYPE,
  headers: PARENT_PRIVATE_HEADERS,
  codes: [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests],
  handle: async ({ context: { services, clientAddress }, params }) => {
    // An id that is no id names no registration of the family: the same answer as a dead link.
    const id = one ? (/^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0) : null;
    const content = await services.parents.calendar(text(params.token), clientAddress, id);
    return new FileReply(CALENDAR_MEDIA_TYPE, one ? `prihlaska-${id}.ics` : 'moje-prihlasky.ics', Buffer.from(content));
  },
});

/** The token travels in the body, not the path: a URL ends up in logs and caches. The calendars are
 * the exception calendar applications force (their answers carry PARENT_PRIVATE_HEADERS). */
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
      // With each registration's consents, as GraphQL resolves them (legal module).
      handle: async ({ context, body }) =>
        withCampPaperwork(
          await withParentConsents(
            await context.services.parents.page(
              text((body as { token?: unknown } | null)?.token),
              context.clientAddress,
            ),
            context,
          ),
          context,
        ),
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
    calendarRoute(
      '/parents/calendar/{token}.ics',
      'A parent’s registrations as iCalendar: every course and camp of their personal link',
      false,
    ),
    calendarRoute(
      '/parents/calendar/{token}/{id}.ics',
      'One registration of a parent’s personal link as iCalendar',
      true,
    ),
  ],
};
