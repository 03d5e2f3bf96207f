// The staff overview at the REST door: the whole page in one answer, and its money alone (which a
// lector is refused, as the page's money is empty for them).
import {
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  isExportFormat,
  isOverviewTable,
  OVERVIEW_TABLES,
  overviewFileName,
  pragueToday,
  RecordErrorCode,
  RegistrationErrorCode,
} from '@kurzy/common';
import { AppError } from '../../core/errors';
import { FileReply, ref, type RestApi } from '../../core/rest/route';
import { overviewFile } from './overview.export';

const tag = 'overview';

export const overviewRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/overview',
      tag,
      operation: 'overview.read',
      summary: 'The staff overview of the term: occupancy, registrations per day, money, what needs a person',
      description:
        'Every panel at once. `money`, and the money and requests among what needs a person, are null for lectors.',
      response: ref('Overview'),
      handle: ({ context: { services, actor } }) => services.overview.overview(actor),
    },
    {
      method: 'get',
      path: '/overview/money',
      tag,
      operation: 'payment.read',
      summary:
        'The money of the term: due, received, outstanding and overdue per branch, the largest amounts owed, received per week',
      response: ref('MoneyOverview'),
      handle: ({ context: { services, actor } }) => services.overview.money(actor, services.overview.term(actor)),
    },
    {
      method: 'get',
      path: '/overview/export/{table}',
      tag,
      operation: 'overview.read',
      summary: 'The numbers behind one chart of the overview, as a CSV or XLSX file',
      description:
        `\`table\`: ${OVERVIEW_TABLES.join(', ')}; money, outstanding and received are for administrators. ` +
        'CSV: `;`-separated, UTF-8 with a byte order mark, Czech headers, amounts in Kč with a decimal comma.',
      pathParams: { table: { type: 'string', enum: [...OVERVIEW_TABLES] } },
      query: [{ name: 'format', schema: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' } }],
      produces: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]),
      response: { type: 'string', format: 'binary' },
      codes: [RecordErrorCode.NotFound, RegistrationErrorCode.ExportFormat],
      handle: async ({ context: { services, actor }, params, query }) => {
        const table = params.table;
        if (!isOverviewTable(table)) throw new AppError(RecordErrorCode.NotFound);
        const format = query.format ?? 'csv';
        if (!isExportFormat(format)) throw new AppError(RegistrationErrorCode.ExportFormat, { field: 'format' });
        const rows = await services.overview.table(actor, table);
        return new FileReply(
          EXPORT_MEDIA_TYPES[format],
          overviewFileName(table, format, pragueToday()),
          await overviewFile(table, rows, format),
        );
      },
    },
  ],
};
