import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorMessage, RequestErrorCode } from '@kurzy/common';
import { AppError, ERROR_MAPPING, INTERNAL_ERROR_MESSAGE } from './errors';
import { QUERY_LIMITS } from './graphql-limits';
import type { Logger } from './logger';

/** Turns thrown errors into what a GraphQL client may see: our AppErrors with the code of their kind
 * and field messages, GraphQL's own validation errors as they are, and nothing else (no stack traces). */
export function formatGraphqlError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: ERROR_MAPPING[original.kind].graphqlCode,
          ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    // graphql-js says it in English; the limit is ours (QUERY_LIMITS.tokens).
    if (code === 'GRAPHQL_PARSE_FAILED' && /more th\w+ \d+ tokens/.test(formatted.message)) {
      return {
        message: errorMessage(RequestErrorCode.QueryTooLong, { tokens: QUERY_LIMITS.tokens }),
        extensions: { code },
      };
    }
    // An error that carries a client status (Apollo's own refusals of a request) is the client's
    // mistake, whatever its code: answered as it is, without a stack trace in the log.
    const status =
      original instanceof GraphQLError ? (original.extensions.http as { status?: number })?.status : undefined;
    if (status !== undefined && status < 500) {
      const fieldErrors = formatted.extensions?.fieldErrors;
      return {
        message: formatted.message,
        extensions: {
          code: code && code !== 'INTERNAL_SERVER_ERROR' ? code : 'BAD_REQUEST',
          ...(fieldErrors ? { fieldErrors } : {}),
        },
      };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const fieldErrors = formatted.extensions?.fieldErrors;
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) },
      };
    }
    logger.error(`GraphQL ${formatted.path?.join('.') ?? 'request'} failed`, original);
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
