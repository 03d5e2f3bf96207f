import { InvoiceErrorCode, RegistrationErrorCode } from '@kurzy/common';
import { FileReply, idParam, ref, type RestApi } from '../../core/rest/route';
import { presentRegistration } from '../registrations/registration.rest';
import { accountingRoutes } from './accounting/accounting.rest';

const tag = 'registrations';

export const invoiceRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/registration/sendInvoice/{a}/{b}',
      tag,
      operation: 'invoice.send',
      summary: 'Sends the invoice of a registration by e-mail',
      description:
        '`a` is the registration id; `b` is the account (IBAN) to print on the invoice and pay to, or ' +
        '`default` for the operator’s configured account. Issues the invoice (its number stays the same ' +
        'on a resend), queues the e-mail with the PDF and answers the registration.',
      pathParams: { b: { type: 'string' } },
      response: ref('Registration'),
      codes: [
        RegistrationErrorCode.NotFound,
        InvoiceErrorCode.InvalidAccount,
        InvoiceErrorCode.RegistrationCancelled,
        InvoiceErrorCode.RegistrationIsReplacement,
      ],
      handle: async ({ context, params }) =>
        presentRegistration(
          await context.services.invoices.send(
            context.actor,
            idParam(params, 'a'),
            params.b === 'default' ? null : params.b,
          ),
          context,
        ),
    },
    {
      method: 'get',
      path: '/registrations/{id}/invoice-preview.pdf',
      tag,
      operation: 'invoice.send',
      summary: 'The invoice that sending would e-mail now, as a PDF marked NÁHLED',
      description:
        'Takes no invoice number and changes nothing: an invoice not issued yet shows none. `account` is ' +
        'the IBAN to pay to, the operator’s when left out.',
      query: [{ name: 'account', schema: { type: 'string', maxLength: 60 } }],
      response: { type: 'string', contentMediaType: 'application/pdf' },
      produces: 'application/pdf',
      codes: [
        RegistrationErrorCode.NotFound,
        InvoiceErrorCode.InvalidAccount,
        InvoiceErrorCode.RegistrationCancelled,
        InvoiceErrorCode.RegistrationIsReplacement,
      ],
      handle: async ({ context: { services, actor }, params, query }) => {
        // A repeated ?account= (an array) is refused as an account, never taken as the default.
        const raw = query.account;
        const account = raw === undefined ? null : typeof raw === 'string' ? raw : JSON.stringify(raw);
        const { filename, content } = await services.invoices.preview(actor, idParam(params), account);
        return new FileReply('application/pdf', filename, content);
      },
    },
    {
      method: 'get',
      path: '/registrations/{id}/invoice.pdf',
      tag,
      operation: 'invoice.read',
      summary: 'The issued invoice of a registration as a PDF',
      response: { type: 'string', contentMediaType: 'application/pdf' },
      produces: 'application/pdf',
      codes: [RegistrationErrorCode.NotFound, InvoiceErrorCode.NotIssued],
      handle: async ({ context: { services, actor }, params }) => {
        const { filename, content } = await services.invoices.pdf(actor, idParam(params));
        return new FileReply('application/pdf', filename, content);
      },
    },
    ...accountingRoutes,
  ],
};
