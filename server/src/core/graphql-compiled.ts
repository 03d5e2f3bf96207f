// Compiled execution of the documents the server keeps being sent (issue 28, item 4): graphql-js
// interprets the document for every field of every answer (about 1.5 µs a field, 200 fields in a page
// of the registrations search); graphql-jit turns a validated document into a function once. Only
// queries: mutations keep graphql-js's serial execution. Answers are the same as graphql-js's: its
// errors go through the server's formatError as Apollo would send them, and whatever graphql-jit would
// say in words of its own (refused variables, a document it cannot compile) is left to graphql-js.
// Apollo runs no execution hooks and no didEncounterErrors for an answer a plugin gives (our plugins
// use neither); willSendResponse runs as for any answer.
import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextResponseForOperation,
  GraphQLResponse,
} from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, OperationTypeNode, type GraphQLFormattedError } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export const COMPILED_DOCUMENTS = {
  /** Compiled operations kept (least recently used out): the client's documents are a few dozen. */
  kept: 200,
  /** An operation is compiled when it comes this many times: a stranger's one-off documents (each
   * would cost a compilation, several times a graphql-js run) never are. */
  compileAt: 2,
};

interface Entry {
  seen: number;
  /** Null: not compiled (yet, or graphql-jit cannot compile it: graphql-js answers it). */
  compiled: CompiledQuery | null;
}

/** A graphql-js GraphQLError equal to graphql-jit's look-alike (whose `extensions` may be missing),
 * so formatError and Apollo's conventions see what graphql-js would have given them. */
function asGraphqlError(error: GraphQLError): GraphQLError {
  const real = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  if (error.locations) Object.assign(real, { locations: error.locations });
  return real;
}

type HttpHead = GraphQLResponse['http'];

function isHttpHead(value: unknown): value is Partial<HttpHead> {
  return (
    !!value &&
    typeof value === 'object' &&
    (!('status' in value) || typeof value.status === 'number') &&
    (!('headers' in value) || value.headers instanceof Map)
  );
}

/** Apollo's own formatting of execution errors (normalizeAndFormatErrors in @apollo/server, not
 * exported): the `code` defaults to INTERNAL_SERVER_ERROR, an `http` extension sets the answer's
 * status and headers, and a formatError that throws gives Apollo's generic error. */
function formatErrors(errors: readonly GraphQLError[], formatError: FormatError, http: HttpHead) {
  return errors.map((error) => {
    try {
      const extensions: Record<string, unknown> = {
        ...error.extensions,
        code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
      };
      if (isHttpHead(extensions.http)) {
        if (extensions.http.status !== undefined) http.status = extensions.http.status;
        for (const [name, value] of extensions.http.headers ?? []) http.headers.set(name, value);
        delete extensions.http;
      }
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}

/** What the plugin has done so far (for tests and for a look from a debugger). */
export interface CompiledExecutionStats {
  compiled: number;
  answered: number;
  kept: number;
}

/** Answers queries of known documents with graphql-jit; `formatError` is the server's own. */
export function compiledExecution<Context extends BaseContext>(
  formatError: FormatError,
  limits = COMPILED_DOCUMENTS,
): ApolloServerPlugin<Context> & { stats: CompiledExecutionStats } {
  const stats = { compiled: 0, answered: 0, kept: 0 };
  // By the document's hash and the operation's name; Map order is the order of last use. Only documents
  // that passed validation get here, and only `kept` of them are remembered.
  const entries = new Map<string, Entry>();

  function compiledFor({
    schema,
    document,
    queryHash,
    operationName,
  }: GraphQLRequestContextResponseForOperation<Context>) {
    if (!queryHash) return null;
    const key = `${queryHash}:${operationName ?? ''}`;
    const entry = entries.get(key) ?? { seen: 0, compiled: null };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > limits.kept) entries.delete(entries.keys().next().value as string);
    entry.seen += 1;
    if (entry.seen === limits.compileAt) {
      const compiled = compileQuery(schema, document, operationName ?? undefined, {
        // Errors keep their resolver's own stack, as graphql-js's do; none is shown to clients.
        disablingCapturingStackErrors: true,
        // graphql-js's reading of @skip/@include inside fragment spreads.
        useExperimentalPathBasedSkipInclude: true,
      });
      if (isCompiledQuery(compiled)) {
        entry.compiled = compiled;
        stats.compiled += 1;
      }
    }
    stats.kept = entries.size;
    return entry.compiled;
  }

  return {
    stats,
    async requestDidStart() {
      return {
        async responseForOperation(requestContext) {
          const { operation, request, contextValue } = requestContext;
          if (operation?.operation !== OperationTypeNode.QUERY) return null;
          const compiled = compiledFor(requestContext);
          if (!compiled) return null;
          const result = await compiled.query(undefined, contextValue, request.variables ?? {});
          // No data: the variables were refused before anything ran; graphql-js refuses them in its words.
          if (!('data' in result)) return null;
          stats.answered += 1;
          const http: HttpHead = { status: undefined, headers: new HeaderMap() };
          const errors = result.errors?.length
            ? formatErrors(result.errors.map(asGraphqlError), formatError, http)
            : undefined;
          return { http, body: { kind: 'single', singleResult: { data: result.data, errors } } };
        },
      };
    },
  };
}
