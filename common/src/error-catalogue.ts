// The catalogue of domain error codes as developers read it (docs/errors.md), written from the
// tables in common/src/errors so it cannot drift from them: `npm run docs` writes it, and
// error-catalogue.test.ts fails when the committed file is stale. Not exported from index.ts: the
// browser never needs it.
import { ERROR_TABLES, ERRORS, errorKind, errorMessage, type ErrorCode, type ErrorParams } from './errors';
import { KIND_ANSWERS } from './errors/kinds';
import { AgeCategory, RegistrationType } from './enums';

const EXAMPLE_CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: '4f1c3ad0b6e0c2a1f0d8e1b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7',
  salt: '8b1f0c2e9d3a4b5c6d7e8f90?expires=1795000000',
  signature: '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
  maxNumber: 50_000,
} as const;

type CodeWithParams = { [Code in ErrorCode]: ErrorParams<Code> extends undefined ? never : Code }[ErrorCode];

/** For every code whose text is written from parameters, parameters to show an example with (the
 * type demands one for each such code, so a new one cannot be left out). */
const EXAMPLES: { [Code in CodeWithParams]: ErrorParams<Code> } = {
  FILTER_TOO_LONG: { field: 'title', max: 200 },
  FILTER_NOT_A_DAY: { field: 'dateFrom' },
  FILTER_INVALID_VALUES: { fields: ['visible'] },
  REGISTRATION_CANCELLED_PAYMENT_LOCKED: { registrations: ['Anna Nováková (VS 2026001)'] },
  REGISTRATION_INVOICED_CANNOT_BE_DELETED: { invoices: ['2026001'] },
  REGISTRATION_CHILD_AGE_OUTSIDE_BAND: {
    type: RegistrationType.course,
    category: AgeCategory.preschool,
    birthDate: '2016-05-03',
    today: '2026-09-01',
  },
  REGISTRATION_BATCH_SIZE: { max: 5000 },
  REGISTRATION_PRIORITY_WINDOW: { until: '2026-09-01T18:00:00+02:00' },
  CAMP_DECLARATION_TOO_EARLY: { from: '2027-07-04' },
  CAMP_CERTIFICATE_TOO_LARGE: { maxBytes: 10 * 1024 * 1024 },
  REGISTRATION_SELECTION_TOO_LARGE: { found: 6543, max: 5000 },
  PAYMENT_STATEMENT_MALFORMED: { line: 8, reason: 'Řádek 8: částka není číslo.' },
  PAYMENT_STATEMENT_TOO_LARGE: { maxItems: 50_000 },
  PAYMENT_ALLOCATION_TOO_LARGE: { available: 125_050 },
  PAYMENT_REFUND_TOO_LARGE: { available: 70_000 },
  DISCOUNT_ABOVE_THE_PRICE: { price: 2500 },
  ACCOUNTING_INVALID_DATE: { field: 'from' },
  REGISTRATION_TOO_MANY_FROM_ADDRESS: { retryAfterMs: 600_000 },
  REGISTRATION_TOO_MANY_FOR_EMAIL: { retryAfterMs: 600_000 },
  REGISTRATION_TOO_MANY_FOR_COURSE_FROM_ADDRESS: { retryAfterMs: 1_800_000 },
  REGISTRATION_TOO_MANY_FOR_COURSE_FOR_EMAIL: { retryAfterMs: 1_800_000 },
  REGISTRATION_CHALLENGE_REQUIRED: { challenge: EXAMPLE_CHALLENGE },
  REGISTRATION_CHALLENGE_INVALID: { challenge: EXAMPLE_CHALLENGE },
  REQUEST_INVALID_INPUT: { fields: ['title', 'price'] },
  REQUEST_UNKNOWN_REFERENCES: { texts: ['Vybraná pobočka neexistuje.'] },
  REQUEST_EXPORT_TOO_LARGE: { found: 12_345, max: 10_000 },
  REQUEST_QUERY_TOO_DEEP: { depth: 10 },
  REQUEST_QUERY_TOO_MANY_FIELDS: { fields: 500 },
  REQUEST_QUERY_TOO_MANY_ALIASES: { aliases: 30 },
  REQUEST_QUERY_TOO_LONG: { tokens: 2000 },
  REQUEST_QUERY_TOO_COSTLY: { budget: 25_000 },
  REQUEST_TOO_MANY: { retryAfterMs: 30_000 },
  REQUEST_UNKNOWN_PARAMETER: { names: ['titel'] },
  UPLOAD_TOO_MANY_PIXELS: { megapixels: 40 },
  UPLOAD_SIDE_TOO_LONG: { width: 12_000, height: 800 },
  UPLOAD_ASPECT_RATIO: { width: 8000, height: 200 },
  UPLOAD_FILE_TOO_LARGE: { maxBytes: 10 * 1024 * 1024 },
  UPLOAD_TOO_MANY_FILES: { maxFiles: 20 },
  UPLOAD_TOO_MANY_UPLOADS: { perMinute: 60, retryAfterMs: 20_000 },
  USER_PASSWORD_REJECTED: { problem: 'Heslo musí mít alespoň 10 znaků.' },
};

function example(code: ErrorCode): { text: string; params?: unknown } {
  const params = (EXAMPLES as Partial<Record<ErrorCode, unknown>>)[code];
  const write: (code: ErrorCode, params?: unknown) => string = errorMessage;
  return { text: write(code, params), ...(params === undefined ? {} : { params }) };
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** docs/errors.md: every code by domain, with the answer of its kind at each door and its text. */
export function errorCatalogueMarkdown(): string {
  const lines = [
    '# Error codes',
    '',
    '<!-- Generated from common/src/errors by `npm run docs`; do not edit by hand. -->',
    '',
    'Every refusal names one of these codes. GraphQL answers `errors[].extensions` with `code` (the kind, in',
    "Apollo's convention), `domainCode` (the code below), and when they apply `fieldErrors` (field -> Czech",
    'message) and `params` (what the text is written from). REST answers the status of the kind with the body',
    '`{ code, message, errors?, params? }`. Clients choose what to show by the code, never by the text.',
    "A GraphQL document refused before it runs keeps the `extensions.code` of GraphQL's own convention",
    '(`GRAPHQL_PARSE_FAILED`, `GRAPHQL_VALIDATION_FAILED`, `BAD_REQUEST`), with the domain code beside it.',
    '',
    '| Kind | HTTP | GraphQL `extensions.code` |',
    '| --- | --- | --- |',
    ...Object.entries(KIND_ANSWERS).map(
      ([kind, { status, graphqlCode }]) => `| ${kind} | ${status} | ${graphqlCode} |`,
    ),
  ];
  for (const table of ERROR_TABLES) {
    const codes = Object.keys(table) as ErrorCode[];
    const domain = codes[0]?.split('_')[0] ?? '';
    lines.push(
      '',
      `## ${domain}`,
      '',
      '| Code | Kind | Czech text (example) | Parameters |',
      '| --- | --- | --- | --- |',
    );
    for (const code of codes) {
      const { text, params } = example(code);
      const parameters = params === undefined ? '' : `\`${cell(JSON.stringify(params))}\``;
      lines.push(`| \`${code}\` | ${errorKind(code)} | ${cell(text)} | ${parameters} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every code of the catalogue (for the tests that walk it). */
export const ALL_ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
