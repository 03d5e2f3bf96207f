// The attendance overview at the REST door: the same service calls as GraphQL, and its files.
import { AttendanceErrorCode, FilterErrorCode } from '@kurzy/common';
import { arrayOf, FileReply, idParam, ref, type RestApi } from '../../core/rest/route';

const tag = 'attendance';
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const int = (value: unknown) => (typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);
const day = { type: 'string', format: 'date' };
const RANGE = [
  { name: 'from', schema: day },
  { name: 'to', schema: day },
];
const ID_PARAM = { id: { type: 'integer', minimum: 1 } };
const CODES = [AttendanceErrorCode.LessonNotFound, AttendanceErrorCode.RangeTooLong, FilterErrorCode.NotADay];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const attendanceMatrixRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/attendance/slots',
      tag,
      operation: 'attendance.read',
      summary: 'Slots with the attendance of a range, by branch and lector (a lector: their own)',
      description: 'Default range: the 30 days up to today; at most 62 days.',
      query: [
        { name: 'branchId', schema: { type: 'integer', minimum: 1 } },
        { name: 'lectorId', schema: { type: 'integer', minimum: 1 } },
        ...RANGE,
      ],
      response: arrayOf(ref('AttendanceSlotSummary')),
      codes: [AttendanceErrorCode.RangeTooLong, FilterErrorCode.NotADay],
      handle: ({ context: { services, actor }, query }) =>
        services.attendanceMatrix.slots(actor, {
          branchId: int(query.branchId),
          lectorId: int(query.lectorId),
          from: text(query.from),
          to: text(query.to),
        }),
    },
    {
      method: 'get',
      path: '/attendance/slots/{id}/matrix',
      tag,
      operation: 'attendance.read',
      summary: 'A slot’s children × lessons with rates; another lector’s slot is 404 like a missing one',
      pathParams: ID_PARAM,
      query: RANGE,
      response: ref('AttendanceMatrix'),
      codes: CODES,
      handle: ({ context: { services, actor }, params, query }) =>
        services.attendanceMatrix.matrix(actor, idParam(params), text(query.from), text(query.to)),
    },
    {
      method: 'get',
      path: '/attendance/slots/{id}/matrix.xlsx',
      tag,
      operation: 'attendance.read',
      summary: 'The matrix as an XLSX sheet (P / N / O, the counts and the rate per child)',
      pathParams: ID_PARAM,
      query: RANGE,
      produces: XLSX,
      response: { type: 'string', format: 'binary' },
      codes: CODES,
      handle: async ({ context: { services, actor }, params, query }) => {
        const file = await services.attendanceMatrix.xlsx(actor, idParam(params), text(query.from), text(query.to));
        return new FileReply(XLSX, file.filename, file.content);
      },
    },
    {
      method: 'get',
      path: '/attendance/slots/{id}/sheet.pdf',
      tag,
      operation: 'attendance.read',
      summary: 'The printable attendance sheet of a slot for one month (this month when not given)',
      pathParams: ID_PARAM,
      query: [{ name: 'month', schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' } }],
      produces: 'application/pdf',
      response: { type: 'string', format: 'binary' },
      codes: CODES,
      handle: async ({ context: { services, actor }, params, query }) => {
        const file = await services.attendanceMatrix.sheet(actor, idParam(params), text(query.month));
        return new FileReply('application/pdf', file.filename, file.content);
      },
    },
  ],
};
