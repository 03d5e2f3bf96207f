import { type ErrorCode, InvoiceErrorCode, ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import { FileReply, objectOf, type RestApi, type RestRoute } from '../../core/rest/route';
import type { Services } from '../../core/services';
import type { ParentDocument } from './parent.documents';
import { PARENT_PRIVATE_HEADERS } from './parent.rest';

type Fetch = (services: Services, token: string, address: string, registrationId: number) => Promise<ParentDocument>;

const documentRoute = (
  path: string,
  summary: string,
  description: string,
  codes: readonly ErrorCode[],
  fetch: Fetch,
): RestRoute => ({
  method: 'post',
  path,
  tag: 'parents',
  operation: 'parent.read',
  summary,
  description:
    `${description} The token is that of the personal link (\`/moje-prihlasky/<token>\`), in the body: a URL ends ` +
    'up in logs and caches. A link that does not work, or a registration that is not the family’s, answers 404 ' +
    'PARENT_LINK_INVALID alike. Counted with the page per client address (429).',
  body: objectOf({ token: { type: 'string' }, registrationId: { type: 'integer' } }),
  response: { type: 'string', contentMediaType: 'application/pdf' },
  produces: 'application/pdf',
  headers: PARENT_PRIVATE_HEADERS,
  codes: [ParentErrorCode.LinkInvalid, ...codes, RequestErrorCode.TooManyRequests],
  handle: async ({ context: { services, clientAddress }, body }) => {
    const { token, registrationId } = (body ?? {}) as { token?: unknown; registrationId?: unknown };
    const { filename, content } = await fetch(
      services,
      typeof token === 'string' ? token : '',
      clientAddress,
      // Anything but an id names no registration of the family: the same answer as a dead link.
      typeof registrationId === 'number' ? registrationId : 0,
    );
    return new FileReply('application/pdf', filename, content);
  },
});

/** The documents of a registration on the parent's own page. */
export const parentDocumentsRest: RestApi = {
  routes: [
    documentRoute(
      '/parents/receipt',
      '“Potvrzení o úhradě” of a paid registration of a parent’s personal link, as a PDF',
      'For a health insurer or an employer (FKSP, cafeteria benefits): the operator with its IČO and address, the ' +
        'child with the birth date, the course or camp with its dates and place, the amount received and when, the ' +
        'variable symbol, the place and date of issue and a box for the stamp and signature. Only for a registration ' +
        'paid in full (409 PARENT_RECEIPT_NOT_PAID) that is not cancelled (409 PARENT_RECEIPT_CANCELLED).',
      [ParentErrorCode.ReceiptNotPaid, ParentErrorCode.ReceiptCancelled],
      (services, ...args) => services.parentDocuments.receipt(...args),
    ),
    documentRoute(
      '/parents/invoice',
      'The issued invoice of a registration of a parent’s personal link, as a PDF',
      'The same PDF staff download and the invoice e-mail carries; 404 INVOICE_NOT_ISSUED before it is issued.',
      [InvoiceErrorCode.NotIssued],
      (services, ...args) => services.parentDocuments.invoice(...args),
    ),
  ],
};
