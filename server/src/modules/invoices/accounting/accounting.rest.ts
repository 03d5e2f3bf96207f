// The accountant's exports at the REST door (issue 47, item 4). Files only, so no GraphQL twin: the
// back-office downloads them from here.
import {
  AccountingErrorCode,
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  InvoiceErrorCode,
  isExportFormat,
  RegistrationErrorCode,
  RequestErrorCode,
} from '@kurzy/common';
import { AppError } from '../../../core/errors';
import { FileReply, idParam, StreamReply, type RestRoute } from '../../../core/rest/route';

const tag = 'accounting';

const PERIOD = [
  {
    name: 'from',
    required: true,
    schema: { type: 'string', format: 'date' },
    description: 'The first day of the period (ISO date, YYYY-MM-DD), included',
  },
  {
    name: 'to',
    required: true,
    schema: { type: 'string', format: 'date' },
    description: 'The last day of the period (ISO date, YYYY-MM-DD), included; not before `from`',
  },
] as const;

const PERIOD_CODES = [AccountingErrorCode.InvalidDate, AccountingErrorCode.RangeReversed];

/** A repeated parameter counts as not given once (it is then not a day). */
const one = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

export const accountingRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/accounting/pohoda',
    operationId: 'exportPohodaInvoices',
    tag,
    operation: 'accounting.export',
    summary: 'The invoices issued in a period as one Pohoda XML file (dataPack 2.0)',
    description:
      'One `dat:dataPack` (version 2.0, UTF-8) with a `dat:dataPackItem` per invoice issued from `from` to `to`, ' +
      'each an `inv:invoice` (issuedInvoice) valid against Stormware’s `data.xsd` and `invoice.xsd`. Its id is the ' +
      'invoice number, which the invoice also asks for with `checkDuplicity`: importing an overlapping period again ' +
      'adds only what Pohoda does not have. A discount is its own negative line, as on the PDF. Without VAT unless ' +
      'the operator is a VAT payer (`OPERATOR_VAT_PAYER`: prices then include VAT at the basic rate). Streamed; a ' +
      'period without invoices is a 404 (a dataPack holds one at least).',
    query: [...PERIOD],
    produces: 'application/xml',
    response: { type: 'string', contentMediaType: 'application/xml' },
    codes: [...PERIOD_CODES, AccountingErrorCode.NoInvoices],
    handle: async ({ context: { services, actor }, query }) => {
      const file = await services.accounting.pohoda(actor, one(query.from), one(query.to));
      return new StreamReply('application/xml; charset=utf-8', file.filename, file.write);
    },
  },
  {
    method: 'get',
    path: '/invoices/{id}/isdoc',
    operationId: 'getInvoiceIsdoc',
    tag,
    operation: 'accounting.export',
    summary: 'An issued invoice as ISDOC 6.0.2',
    description:
      '`id` is the invoice’s id, which is its registration’s (one invoice per registration). The file is valid ' +
      'against `isdoc-invoice-6.0.2.xsd`: the lines as on the PDF (a discount is a negative line), the amount ' +
      'payable, and the payment by transfer with the account and the variable symbol. The same invoice always ' +
      'has the same UUID.',
    produces: 'application/xml',
    response: { type: 'string', contentMediaType: 'application/xml' },
    codes: [RegistrationErrorCode.NotFound, InvoiceErrorCode.NotIssued],
    handle: async ({ context: { services, actor }, params }) => {
      const { filename, content } = await services.accounting.isdoc(actor, idParam(params));
      return new FileReply('application/xml; charset=utf-8', filename, content);
    },
  },
  {
    method: 'get',
    path: '/accounting/payments',
    operationId: 'exportReceivedPayments',
    tag,
    operation: 'accounting.export',
    summary: 'The payments received in a period, as a CSV or XLSX file',
    description:
      'Each incoming payment booked from `from` to `to` once (bank, card, cash and payments staff marked), paired ' +
      'or not: its day, variable symbol, amount in Kč, how it came and the registrations it pays. CSV: ' +
      '`;`-separated, UTF-8 with a byte order mark, Czech headers. Streamed.',
    query: [...PERIOD, { name: 'format', schema: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' } }],
    produces: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]),
    response: { type: 'string', format: 'binary' },
    codes: [...PERIOD_CODES, RequestErrorCode.ExportFormat],
    handle: async ({ context: { services, actor }, query }) => {
      const format = one(query.format) ?? 'csv';
      if (!isExportFormat(format)) throw new AppError(RequestErrorCode.ExportFormat, { field: 'format' });
      const file = services.accounting.receivedPayments(actor, one(query.from), one(query.to), format);
      return new StreamReply(EXPORT_MEDIA_TYPES[format], file.filename, file.write);
    },
  },
];
