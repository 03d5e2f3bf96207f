// What sort of refusal an error is. The server maps each kind once to an HTTP status and a GraphQL
// extensions.code (server/src/core/errors.ts); the domain codes say which refusal it is.
export const ERROR_KINDS = [
  'VALIDATION',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'GONE',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** How each kind answers: the HTTP status of a REST refusal and the GraphQL `extensions.code`
 * (Apollo's convention); the domain code travels beside it in both. */
export const KIND_ANSWERS: Record<ErrorKind, { status: number; graphqlCode: string }> = {
  VALIDATION: { status: 400, graphqlCode: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { status: 401, graphqlCode: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphqlCode: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, graphqlCode: 'NOT_FOUND' },
  CONFLICT: { status: 409, graphqlCode: 'CONFLICT' },
  // Something that was there and is no more for good (an offer whose deadline passed).
  GONE: { status: 410, graphqlCode: 'GONE' },
  PAYLOAD_TOO_LARGE: { status: 413, graphqlCode: 'PAYLOAD_TOO_LARGE' },
  // GraphQL has no code of its own for it: a file of the wrong type is bad input there.
  UNSUPPORTED_MEDIA_TYPE: { status: 415, graphqlCode: 'BAD_USER_INPUT' },
  TOO_MANY_REQUESTS: { status: 429, graphqlCode: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, graphqlCode: 'INTERNAL_SERVER_ERROR' },
};

/** Field name -> Czech message. */
export type FieldErrors = Record<string, string>;

/** A Czech text, or for a text with parameters the function that writes it. */
export type ErrorText = string | ((params: never) => string);

/** One domain code: its kind and its Czech text. `fieldMessage` is what the fields the refusal is
 * about show, when that differs from the message (the message names the field, the field does not). */
export interface ErrorEntry {
  kind: ErrorKind;
  message: ErrorText;
  fieldMessage?: ErrorText;
}

/** A domain's codes, each with its entry; `satisfies` it so that the parameters stay typed. */
export type ErrorTable<Code extends string> = Record<Code, ErrorEntry>;
