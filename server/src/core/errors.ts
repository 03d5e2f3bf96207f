import type { ErrorCode, FieldErrors } from '@kurzy/common';

/** A failure the client should hear about, with a Czech message (and per-field messages for
 * bad input). Services throw these; GraphQL and REST translate them with the table below. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** One table from our codes to HTTP statuses and GraphQL extensions.code. */
export const ERROR_MAPPING: Record<ErrorCode, { status: number; graphqlCode: string }> = {
  VALIDATION: { status: 400, graphqlCode: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { status: 401, graphqlCode: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphqlCode: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, graphqlCode: 'NOT_FOUND' },
  CONFLICT: { status: 409, graphqlCode: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlCode: 'PAYLOAD_TOO_LARGE' },
  TOO_MANY_REQUESTS: { status: 429, graphqlCode: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, graphqlCode: 'INTERNAL_SERVER_ERROR' },
};

export const INTERNAL_ERROR_MESSAGE = 'Při zpracování požadavku došlo k chybě. Zkuste to prosím znovu.';
