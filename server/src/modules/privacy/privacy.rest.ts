import { ParentErrorCode, PERSONAL_DATA_FORMATS, RequestErrorCode } from '@kurzy/common';
import { FileReply, objectOf, type RestApi } from '../../core/rest/route';
import { PARENT_PRIVATE_HEADERS } from '../parents/parent.rest';

/** "Stáhnout moje údaje" on the parent's own page. */
export const privacyRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/parents/export',
      tag: 'parents',
      operation: 'parent.read',
      summary: 'Everything held about the family of a parent’s personal link, as a JSON or PDF file (GDPR art. 15, 20)',
      description:
        'The token is that of the personal link (`/moje-prihlasky/<token>`), in the body: a URL ends up in logs and ' +
        'caches. The file holds the registrations of the link’s e-mail address with their events, the customer ' +
        'record, the payments that paid them, the invoices, the e-mails sent and the personal links; nothing of ' +
        'another address. `format` is `json` (the default; one property per section, each a list of rows, money ' +
        'in haléře) or `pdf` (readable, in Czech). A link that does not work answers 404 PARENT_LINK_INVALID. ' +
        'Limited per client address, also with the page (429).',
      body: objectOf({ token: { type: 'string' }, format: { type: 'string', enum: [...PERSONAL_DATA_FORMATS] } }),
      response: { type: 'string', contentMediaType: 'application/json' },
      produces: ['application/json', 'application/pdf'],
      headers: PARENT_PRIVATE_HEADERS,
      codes: [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests],
      handle: async ({ context: { services, clientAddress }, body }) => {
        const { token, format } = (body ?? {}) as { token?: unknown; format?: unknown };
        const file = await services.privacy.exportFile(typeof token === 'string' ? token : '', clientAddress, format);
        return new FileReply(file.contentType, file.filename, file.content);
      },
    },
  ],
};
