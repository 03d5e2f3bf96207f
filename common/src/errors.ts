// Error codes shared by server and client. The server maps each to an HTTP status and a GraphQL
// extensions.code in one table; the client turns them into messages.
export const ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field name -> Czech message. */
export type FieldErrors = Record<string, string>;
