import {
  errorFieldMessage,
  errorKind,
  errorMessage,
  RequestErrorCode,
  type ErrorCode,
  type ErrorKind,
  type ErrorParams,
  type FieldErrors,
} from '@kurzy/common';

/** What a refusal adds to its code: the fields it is about (each shows the code's field text), or
 * field texts of their own (a validation schema's); and the parameters of a text that has some. */
export type AppErrorDetails<Code extends ErrorCode> = {
  field?: string | readonly string[];
  fieldErrors?: FieldErrors;
} & (ErrorParams<Code> extends undefined ? { params?: undefined } : { params: ErrorParams<Code> });

type DetailsArgument<Code extends ErrorCode> =
  ErrorParams<Code> extends undefined ? [details?: AppErrorDetails<Code>] : [details: AppErrorDetails<Code>];

/** A refusal the client should hear about: a domain code from the catalogue in common/ (its kind
 * and Czech text declared there), with per-field messages for bad input. Services throw these;
 * GraphQL and REST translate their kind with the table below. */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly kind: ErrorKind;
  readonly fieldErrors?: FieldErrors;

  constructor(
    readonly code: Code,
    ...[details]: DetailsArgument<Code>
  ) {
    // The generic tuple of parameters narrows no further here; the signature above checked it.
    const params = (details?.params === undefined ? [] : [details.params]) as [];
    super(errorMessage<ErrorCode>(code, ...params));
    this.kind = errorKind(code);
    this.fieldErrors =
      details?.fieldErrors ?? fieldErrorsOf(details?.field, errorFieldMessage<ErrorCode>(code, ...params));
    this.name = 'AppError';
  }
}

function fieldErrorsOf(field: string | readonly string[] | undefined, text: string): FieldErrors | undefined {
  if (field === undefined) return undefined;
  const fields: readonly string[] = typeof field === 'string' ? [field] : field;
  return Object.fromEntries(fields.map((name) => [name, text]));
}

/** One table from the kinds of refusal to HTTP statuses and GraphQL extensions.code. */
export const ERROR_MAPPING: Record<ErrorKind, { status: number; graphqlCode: string }> = {
  VALIDATION: { status: 400, graphqlCode: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { status: 401, graphqlCode: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphqlCode: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, graphqlCode: 'NOT_FOUND' },
  CONFLICT: { status: 409, graphqlCode: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlCode: 'PAYLOAD_TOO_LARGE' },
  // GraphQL has no code of its own for it: a file of the wrong type is bad input there.
  UNSUPPORTED_MEDIA_TYPE: { status: 415, graphqlCode: 'BAD_USER_INPUT' },
  TOO_MANY_REQUESTS: { status: 429, graphqlCode: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, graphqlCode: 'INTERNAL_SERVER_ERROR' },
};

export const INTERNAL_ERROR_MESSAGE = errorMessage(RequestErrorCode.Failed);
