import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorMessage, isErrorCode, RequestErrorCode } from '@kurzy/common';
import { AppError, ERROR_MAPPING, INTERNAL_ERROR_MESSAGE, refusalDetails } from './errors';
import { QUERY_LIMITS } from './graphql-limits';
import type { Logger } from './logger';

/** Turns thrown errors into what a GraphQL client may see: our AppErrors with the code of their kind
 * (Apollo's convention) plus the domain code, field messages and text parameters; GraphQL's own
 * validation errors as they are; and nothing else (no stack traces). */
export function formatGraphqlError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: ERROR_MAPPING[original.kind].graphqlCode,
          domainCode: original.code,
          ...refusalDetails(original),
        },
      };
    }
    const code = formatted.extensions?.code;
    // graphql-js says it in English; the limit is ours (QUERY_LIMITS.tokens).
    if (code === 'GRAPHQL_PARSE_FAILED' && /more th\w+ \d+ tokens/.test(formatted.message)) {
      return {
        message: errorMessage(RequestErrorCode.QueryTooLong, { tokens: QUERY_LIMITS.tokens }),
        extensions: { code, domainCode: RequestErrorCode.QueryTooLong, params: { tokens: QUERY_LIMITS.tokens } },
      };
    }
    // An error that carries a client status (Apollo's own refusals of a request) is the client's
    // mistake, whatever its code: answered as it is, without a stack trace in the log.
    const status =
      original instanceof GraphQLError ? (original.extensions.http as { status?: number })?.status : undefined;
    if (status !== undefined && status < 500) {
      return {
        message: formatted.message,
        extensions: {
          code: code && code !== 'INTERNAL_SERVER_ERROR' ? code : 'BAD_REQUEST',
          ...refusalExtensions(formatted),
        },
      };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, ...refusalExtensions(formatted) },
      };
    }
    logger.error(`GraphQL ${formatted.path?.join('.') ?? 'request'} failed`, original);
    return {
      message: INTERNAL_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', domainCode: RequestErrorCode.Failed },
    };
  };
}

/** The domain code, field messages and parameters a refusal made outside a resolver carries (see
 * graphqlRefusal); graphql-js's and Apollo's own refusals of a document have no domain code of their
 * own: they are REQUEST_INVALID_QUERY, with graphql-js's (English) message naming the problem. */
function refusalExtensions({ extensions }: GraphQLFormattedError): Record<string, unknown> {
  const { domainCode, fieldErrors, params } = extensions ?? {};
  return {
    domainCode: isErrorCode(domainCode) ? domainCode : RequestErrorCode.InvalidQuery,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(params ? { params } : {}),
  };
}
