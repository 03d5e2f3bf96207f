// The catalogue of domain error codes: one enum per domain (common/src/errors/<domain>.ts), each
// code declared once with its kind and its Czech text. The server throws codes and maps their kind
// to an HTTP status and a GraphQL extensions.code in one table; the client may turn a code into its
// text here.
import { ACCOUNTING_ERRORS } from './errors/accounting';
import { ATTENDANCE_ERRORS } from './errors/attendance';
import { AUTH_ERRORS } from './errors/auth';
import { BRANCH_ERRORS } from './errors/branches';
import { CAMP_ERRORS } from './errors/camps';
import { COURSE_ERRORS } from './errors/courses';
import { CUSTOMER_ERRORS } from './errors/customers';
import { FILTER_ERRORS } from './errors/filters';
import { GALLERY_ERRORS } from './errors/galleries';
import { INVOICE_ERRORS } from './errors/invoices';
import { LEGAL_ERRORS } from './errors/legal';
import type { ErrorEntry, ErrorKind, ErrorText } from './errors/kinds';
import { MAIL_ERRORS } from './errors/mail';
import { MESSAGE_ERRORS } from './errors/messages';
import { MAKEUP_ERRORS } from './errors/makeups';
import { NEWS_ERRORS } from './errors/news';
import { PARENT_ERRORS } from './errors/parents';
import { PAYMENT_ERRORS } from './errors/payments';
import { RECORD_ERRORS } from './errors/records';
import { REENROLMENT_ERRORS } from './errors/reenrolment';
import { REGISTRATION_ERRORS } from './errors/registrations';
import { REQUEST_ERRORS } from './errors/requests';
import { SCHEDULE_ERRORS } from './errors/schedules';
import { UPLOAD_ERRORS } from './errors/uploads';
import { SUPPORTER_ERRORS } from './errors/supporters';
import { DISCOUNT_ERRORS } from './errors/discounts';
import { USER_ERRORS } from './errors/users';
import { VIDEO_ERRORS } from './errors/videos';
import { WAITLIST_ERRORS } from './errors/waitlist';

export * from './errors/kinds';
export * from './errors/attendance';
export * from './errors/auth';
export * from './errors/branches';
export * from './errors/camps';
export * from './errors/courses';
export * from './errors/customers';
export * from './errors/filters';
export * from './errors/galleries';
export * from './errors/invoices';
export * from './errors/legal';
export * from './errors/mail';
export * from './errors/messages';
export * from './errors/makeups';
export * from './errors/news';
export * from './errors/parents';
export * from './errors/payments';
export * from './errors/records';
export * from './errors/reenrolment';
export * from './errors/registrations';
export * from './errors/requests';
export * from './errors/schedules';
export * from './errors/uploads';
export * from './errors/supporters';
export * from './errors/discounts';
export * from './errors/users';
export * from './errors/accounting';
export * from './errors/videos';
export * from './errors/waitlist';

/** Every domain's table; a code in two of them would hide one entry (a unit test refuses that). */
export const ERROR_TABLES = [
  REQUEST_ERRORS,
  RECORD_ERRORS,
  FILTER_ERRORS,
  AUTH_ERRORS,
  USER_ERRORS,
  BRANCH_ERRORS,
  COURSE_ERRORS,
  CAMP_ERRORS,
  SCHEDULE_ERRORS,
  CUSTOMER_ERRORS,
  REGISTRATION_ERRORS,
  INVOICE_ERRORS,
  PAYMENT_ERRORS,
  MAIL_ERRORS,
  PARENT_ERRORS,
  LEGAL_ERRORS,
  GALLERY_ERRORS,
  UPLOAD_ERRORS,
  NEWS_ERRORS,
  VIDEO_ERRORS,
  SUPPORTER_ERRORS,
  ATTENDANCE_ERRORS,
  MESSAGE_ERRORS,
  MAKEUP_ERRORS,
  WAITLIST_ERRORS,
  REENROLMENT_ERRORS,
  DISCOUNT_ERRORS,
  ACCOUNTING_ERRORS,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type Catalogue = UnionToIntersection<(typeof ERROR_TABLES)[number]>;

/** Every domain code with its kind and text. */
export const ERRORS = Object.assign({}, ...ERROR_TABLES) as Catalogue;

export type ErrorCode = keyof Catalogue;

/** What a code's text is written from: an object for a text with parameters, nothing otherwise. */
export type ErrorParams<Code extends ErrorCode> = Catalogue[Code]['message'] extends (params: infer P) => string
  ? P
  : undefined;

/** The codes whose text has no parameters: what a service may name in its options (its not-found
 * code, its unique conflicts). */
export type PlainErrorCode = { [Code in ErrorCode]: ErrorParams<Code> extends undefined ? Code : never }[ErrorCode];

/** The parameters argument of a code: required when its text has parameters, absent otherwise. */
export type ErrorParamsArgument<Code extends ErrorCode> =
  ErrorParams<Code> extends undefined ? [] : [params: ErrorParams<Code>];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

function entryOf(code: ErrorCode): ErrorEntry {
  return ERRORS[code];
}

const write = (text: ErrorText, params: unknown) => (typeof text === 'string' ? text : text(params as never));

export function errorKind(code: ErrorCode): ErrorKind {
  return entryOf(code).kind;
}

/** The Czech text of a code. */
export function errorMessage<Code extends ErrorCode>(code: Code, ...[params]: ErrorParamsArgument<Code>): string {
  return write(entryOf(code).message, params);
}

/** What a field the refusal is about shows: the code's field text, else its message. */
export function errorFieldMessage<Code extends ErrorCode>(code: Code, ...[params]: ErrorParamsArgument<Code>): string {
  const { message, fieldMessage } = entryOf(code);
  return write(fieldMessage ?? message, params);
}
