import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorMessage, isErrorCode, RequestErrorCode } from '@kurzy/common';
import { AppError, ERROR_MAPPING, INTERNAL_ERROR_MESSAGE, refusalDetails } from './errors';
import { QUERY_LIMITS } from './graphql-limits';
import type { Logger } from './logger';

/** Logs each GraphQL failure nobody planned for once: where the request is known (`requestId`: Apollo's
 * didEncounterErrors, a compiled run, the context's creation) with its id, else when it is formatted. */
export class GraphqlFailureLog {
  private readonly logged = new WeakSet<object>();

  constructor(private readonly logger: Logger) {}

  /** Logs those of `errors` that are failures (see isUnplannedFailure), with the request's id. */
  noteErrors(errors: readonly unknown[], requestId: string | undefined): void {
    for (const error of errors) if (isUnplannedFailure(error)) this.log(error, requestId);
  }

  /** Logs one failure, unless it (or the error it wraps) was logged already. */
  log(error: unknown, requestId?: string): void {
    if (!error || typeof error !== 'object' || this.logged.has(error)) return;
    const wrapped = (error as { originalError?: unknown }).originalError;
    if (wrapped && typeof wrapped === 'object' && this.logged.has(wrapped)) return;
    this.logged.add(error);
    const path = error instanceof GraphQLError ? error.path : undefined;
    this.logger.error(`GraphQL ${path?.join('.') ?? 'request'} failed`, unwrapResolverError(error), {
      reqId: requestId,
    });
  }

  /** The plugin that logs what a request ran into, with its id (read from the context by `requestIdOf`). */
  plugin<Context extends object>(requestIdOf: (context: Context) => string | undefined): ApolloServerPlugin<Context> {
    return {
      requestDidStart: async () => ({
        didEncounterErrors: async ({ errors, contextValue }) => this.noteErrors(errors, requestIdOf(contextValue)),
      }),
    };
  }
}

/** An error the server did not mean to give (a bug, the database down): not our AppError, not a client's
 * mistake Apollo refused with a status under 500, and with no code of its own (Apollo's default is
 * INTERNAL_SERVER_ERROR). What formatGraphqlError answers in generic words and logs. */
export function isUnplannedFailure(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof AppError || isClientMistake(original)) return false;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return !code || code === 'INTERNAL_SERVER_ERROR';
}

/** An error that carries a client status (Apollo's own refusals of a request): the client's mistake. */
function isClientMistake(original: unknown): boolean {
  const status =
    original instanceof GraphQLError ? (original.extensions.http as { status?: number })?.status : undefined;
  return status !== undefined && status < 500;
}

/** Turns thrown errors into what a GraphQL client may see: our AppErrors with the code of their kind
 * (Apollo's convention) plus the domain code, field messages and text parameters; GraphQL's own
 * validation errors as they are; and nothing else (no stack traces). A failure is logged by `failures`
 * (once: it was logged with its request's id already where the request was known). */
export function formatGraphqlError(failures: GraphqlFailureLog) {
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
    if (isClientMistake(original)) {
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
    failures.log(error);
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
