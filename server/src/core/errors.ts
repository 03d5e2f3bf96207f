import {
  errorFieldMessage,
  errorKind,
  errorMessage,
  KIND_ANSWERS,
  RequestErrorCode,
  type ErrorCode,
  type ErrorKind,
  type ErrorParams,
  type FieldErrors,
} from '@kurzy/common';
import { type ASTNode, GraphQLError } from 'graphql';

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
  /** What the code's text was written from, sent along so a client can write it in its language. */
  readonly params?: ErrorParams<Code>;

  constructor(
    readonly code: Code,
    ...[details]: DetailsArgument<Code>
  ) {
    // The generic tuple of parameters narrows no further here; the signature above checked it.
    const params = (details?.params === undefined ? [] : [details.params]) as [];
    super(errorMessage<ErrorCode>(code, ...params));
    this.kind = errorKind(code);
    this.params = details?.params;
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

/** One table from the kinds of refusal to HTTP statuses and GraphQL extensions.code (common/). */
export const ERROR_MAPPING = KIND_ANSWERS;

export const INTERNAL_ERROR_MESSAGE = errorMessage(RequestErrorCode.Failed);

/** What both doors send about a refusal besides its message: the domain code, the field messages
 * and the parameters of its text. */
export function refusalDetails(error: AppError): {
  fieldErrors?: FieldErrors;
  params?: Record<string, unknown>;
} {
  return {
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.params !== undefined ? { params: error.params } : {}),
  };
}

/** A REST refusal's body: `{ code, message, errors?, params? }`, the status coming from its kind. */
export function restRefusal(error: AppError): {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
  params?: Record<string, unknown>;
} {
  const { fieldErrors, params } = refusalDetails(error);
  return {
    code: error.code,
    message: error.message,
    ...(fieldErrors ? { errors: fieldErrors } : {}),
    ...(params ? { params } : {}),
  };
}

/** A refusal thrown where GraphQL expects a GraphQLError (a plugin, a validation rule): it answers
 * like an AppError from a resolver, with the HTTP status of its kind. */
export function graphqlRefusal(error: AppError, nodes?: ASTNode | readonly ASTNode[]): GraphQLError {
  const { status, graphqlCode } = ERROR_MAPPING[error.kind];
  return new GraphQLError(error.message, {
    nodes,
    extensions: { code: graphqlCode, domainCode: error.code, ...refusalDetails(error), http: { status } },
  });
}
