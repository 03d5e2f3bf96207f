// Messages to families at the REST door: the same service calls as GraphQL, the same answers as JSON.
import { AttendanceErrorCode, MessageErrorCode, ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { idParam, objectOf, PAGING, paging, ref, type RestApi } from '../../core/rest/route';

const tag = 'messages';
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const COMPOSE_CODES = [
  MessageErrorCode.AudienceNotFound,
  MessageErrorCode.AudienceForbidden,
  MessageErrorCode.InformationalForAdmins,
  MessageErrorCode.SmsOff,
  MessageErrorCode.SmsOperationalOnly,
  AttendanceErrorCode.LessonNotFound,
];
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];

export const messagesRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/messages/preview',
      tag,
      operation: 'message.send',
      summary: 'How many families, e-mails and SMS (with their segments) a message would reach, before it is sent',
      body: ref('MessagePreviewInput'),
      response: ref('MessagePreview'),
      codes: COMPOSE_CODES,
      handle: ({ context: { services, actor }, body }) => services.familyMessages.preview(actor, body),
    },
    {
      method: 'post',
      path: '/messages',
      tag,
      operation: 'message.send',
      status: 202,
      summary:
        'Sends a message: one e-mail per family address (and, asked for, one SMS per family phone), delivered with retries',
      description: 'Answers at once; `GET /messages/{id}` counts the delivery.',
      body: ref('MessageInput'),
      response: ref('SentMessage'),
      codes: [...COMPOSE_CODES, MessageErrorCode.NoRecipients],
      handle: ({ context: { services, actor }, body }) => services.familyMessages.send(actor, body),
    },
    {
      method: 'get',
      path: '/messages',
      tag,
      operation: 'message.read',
      summary: 'The messages sent, newest first (a lector: those they sent), with their delivery counted',
      query: PAGING,
      response: ref('FamilyMessagePage'),
      handle: ({ context: { services, actor }, query }) => services.familyMessages.list(actor, ...paging(query)),
    },
    {
      method: 'get',
      path: '/messages/{id}',
      tag,
      operation: 'message.read',
      summary: 'One message with its delivery per family; another lector’s is 404 like a missing one',
      response: ref('FamilyMessageDetail'),
      codes: [MessageErrorCode.NotFound],
      handle: ({ context: { services, actor }, params }) => services.familyMessages.get(actor, idParam(params)),
    },
    {
      method: 'post',
      path: '/parents/messages',
      tag,
      operation: 'parent.act',
      summary: 'The messages the personal link’s family got in the last 12 months, newest first',
      body: objectOf({ token: { type: 'string', maxLength: 200 } }),
      response: ref('ParentMessages'),
      codes: LINK_CODES,
      handle: ({ context: { services, clientAddress }, body }) =>
        services.familyMessages.ofFamily(text(field(body, 'token')), clientAddress),
    },
    {
      method: 'post',
      path: '/parents/messages/informational',
      tag,
      operation: 'parent.act',
      summary: 'The family opts out of informational messages (`receive` false) or back in',
      body: objectOf({ token: { type: 'string', maxLength: 200 }, receive: { type: 'boolean' } }),
      response: ref('ParentMessages'),
      codes: LINK_CODES,
      handle: ({ context: { services, clientAddress }, body }) =>
        services.familyMessages.setInformational(
          text(field(body, 'token')),
          clientAddress,
          field(body, 'receive') === true,
        ),
    },
  ],
};
