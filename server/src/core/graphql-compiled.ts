// Compiled execution of the documents the server keeps being sent (issue 28, item 4): graphql-js
// interprets the document for every field of every answer (about 1.5 µs a field, 200 fields in a page
// of the registrations search); graphql-jit turns a validated document into a function once. Only
// queries: mutations keep graphql-js's serial execution. Answers are the same as graphql-js's: its
// errors go through the server's formatError as Apollo would send them, and whatever graphql-jit would
// say in words of its own (refused variables, a document it cannot compile) is left to graphql-js.
// Apollo runs no execution hooks and no didEncounterErrors for an answer a plugin gives (our plugins
// use no execution hooks; the failures didEncounterErrors would log, a compiled run logs itself);
// willSendResponse runs as for any answer.
//
// A compiled document also gets a shorter way in (`compiledRequests`): a signed-in person's POST of
// it is answered by the express middleware before Apollo's request pipeline (parsing the HTTP request
// again, hashing the text, looking up the parsed document, calling every plugin's hooks): with the
// page and count sent together (crud.ts), a fifth less of the app's CPU for a staff search. It does what those hooks would for such a
// request (the control-character and cost checks) and hands anything else to Apollo: a stranger (the
// rate limit counts them), a refusal, an unusual Accept header, extensions.
import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextResponseForOperation,
  GraphQLResponse,
} from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { pathsWithControlCharacters } from '@kurzy/common';
import type { Request, RequestHandler } from 'express';
import {
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { costBudget, fixedOperationCost, fragmentsOf, operationCost } from './graphql-cost';
import type { GraphqlFailureLog } from './graphql-errors';
import type { RequestContext } from './request-context';

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** How errors of a compiled run are answered and logged: the server's formatError, its failure log,
 * and where a request's context holds the request's id. */
export interface CompiledErrors<Context> {
  formatError: FormatError;
  failures: GraphqlFailureLog;
  requestIdOf: (context: Context) => string | undefined;
}

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
  /** Its key among the documents answered before Apollo (compiledRequests). */
  textKey: string;
}

/** A compiled query as the middleware before Apollo needs it: the checks Apollo's plugins would run. */
interface CompiledDocument {
  compiled: CompiledQuery;
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: FragmentDefinitionNode[];
  /** Its cost, when its variables do not change it. */
  fixedCost: number | null;
}

const textKeyOf = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${query}`;

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
  /** Answered by the compiled function: in Apollo's pipeline, or before it (`early` of them). */
  answered: number;
  early: number;
  kept: number;
}

/** The answer's media type for the request's Accept header, as Apollo chooses it, for the headers
 * browsers and clients send; for any other, Apollo answers. */
const ANSWER_TYPES = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
]);

/** A JSON body, as Apollo takes one: a POST of `application/json` (not a form, which Apollo's CSRF
 * prevention asks more of). */
const JSON_BODY = /^application\/json\s*(;|$)/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Extensions Apollo would pass by (a client's own); a persisted query's is Apollo's to refuse. */
const ignoredExtensions = (value: unknown) => value === null || (isRecord(value) && !('persistedQuery' in value));

/** An operation name as a document can hold one (the key of a compiled document joins it to the text
 * with a newline, which such a name cannot hold). */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Answers queries of known documents with graphql-jit; errors answered and logged as `errors` say. */
export function compiledExecution<Context extends BaseContext>(
  { formatError, failures, requestIdOf }: CompiledErrors<Context>,
  limits = COMPILED_DOCUMENTS,
): ApolloServerPlugin<Context> & {
  stats: CompiledExecutionStats;
  /** The middleware before Apollo (see the top of this file); `next` is Apollo. The contexts it makes
   * are the server's RequestContext, which is the plugin's own Context. */
  compiledRequests(context: (request: Request) => Promise<RequestContext & Context>): RequestHandler;
} {
  const stats = { compiled: 0, answered: 0, early: 0, kept: 0 };
  // By the document's hash and the operation's name; Map order is the order of last use. Only documents
  // that passed validation get here, and only `kept` of them are remembered.
  const entries = new Map<string, Entry>();
  // The compiled ones by their text and operation name, for the middleware before Apollo.
  const documents = new Map<string, CompiledDocument>();

  function compiledFor({
    schema,
    document,
    queryHash,
    operationName,
    operation,
    source,
  }: GraphQLRequestContextResponseForOperation<Context>) {
    if (!queryHash) return null;
    const key = `${queryHash}:${operationName ?? ''}`;
    const entry = entries.get(key) ?? { seen: 0, compiled: null, textKey: textKeyOf(source, operationName) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > limits.kept) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      entries.delete(oldestKey);
      documents.delete(oldest.textKey);
    }
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
        const fragments = fragmentsOf(document);
        const fixedCost = fixedOperationCost(schema, operation, fragments);
        documents.set(entry.textKey, { compiled, schema, operation, fragments, fixedCost });
      }
    }
    stats.kept = entries.size;
    return entry.compiled;
  }

  /** The answer, or null where Apollo is to answer (see the top of this file). */
  async function answerEarly(request: Request, context: (request: Request) => Promise<RequestContext & Context>) {
    if (request.method !== 'POST' || !JSON_BODY.test(request.get('content-type') ?? '')) return null;
    const body: unknown = request.body;
    if (!isRecord(body)) return null;
    const { query, operationName = null, variables = null, extensions = null } = body;
    if (typeof query !== 'string') return null;
    if (operationName !== null && (typeof operationName !== 'string' || !OPERATION_NAME.test(operationName)))
      return null;
    if ((variables !== null && !isRecord(variables)) || !ignoredExtensions(extensions)) return null;
    const document = documents.get(textKeyOf(query, operationName));
    const type = ANSWER_TYPES.get(request.get('accept'));
    if (!document || !type) return null;
    const contextValue = await context(request);
    const { actor } = contextValue;
    const values = variables ?? {};
    if (!actor || pathsWithControlCharacters(values).length > 0) return null;
    const cost = document.fixedCost ?? operationCost(document.schema, document.operation, document.fragments, values);
    if (cost > costBudget(actor)) return null;
    const answer = await run(document.compiled, document.schema, document.operation, contextValue, values);
    if (!answer) return null;
    // Apollo's order of the fields and its newline at the end.
    // Encoded once: its length and the write then read the same bytes (a text with Czech letters was
    // measured by byteLength and encoded again by the write).
    const bytes = Buffer.from(`${JSON.stringify({ errors: answer.errors, data: answer.data })}\n`);
    return { http: answer.http, type, bytes };
  }

  /** A compiled run's answer as Apollo would give it; null where graphql-js is to answer: variables
   * it refuses (graphql-jit takes some it does not, a list for an input object) are refused in its
   * words, so their coercion is checked by graphql-js's own first. */
  async function run(
    compiled: CompiledQuery,
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    contextValue: Context,
    variables: Record<string, unknown>,
  ) {
    if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return null;
    const result = await compiled.query(undefined, contextValue, variables);
    // No data: graphql-jit refused the variables before anything ran.
    if (!('data' in result)) return null;
    stats.answered += 1;
    const http: HttpHead = { status: undefined, headers: new HeaderMap() };
    let errors: GraphQLFormattedError[] | undefined;
    if (result.errors?.length) {
      const graphqlErrors = result.errors.map(asGraphqlError);
      failures.noteErrors(graphqlErrors, requestIdOf(contextValue));
      errors = formatErrors(graphqlErrors, formatError, http);
    }
    return { http, data: result.data, errors };
  }

  return {
    stats,
    compiledRequests: (context) => (request, response, next) => {
      answerEarly(request, context).then(
        (answer) => {
          if (!answer) return next();
          stats.early += 1;
          try {
            for (const [name, value] of answer.http.headers) response.setHeader(name, value);
            if (!response.hasHeader('content-type')) response.setHeader('content-type', answer.type);
            // What express's send would add to a POST's text (no ETag: the app turns them off), without
            // its other work per answer.
            response.setHeader('content-length', answer.bytes.length);
            response.statusCode = answer.http.status ?? 200;
            response.end(answer.bytes);
          } catch (error) {
            next(error);
          }
        },
        // Whatever failed on the way (the session's lookup) fails again in Apollo, in its words.
        () => next(),
      );
    },
    async requestDidStart() {
      return {
        async responseForOperation(requestContext) {
          const { operation, request, contextValue } = requestContext;
          if (operation?.operation !== OperationTypeNode.QUERY) return null;
          const compiled = compiledFor(requestContext);
          if (!compiled) return null;
          const answer = await run(compiled, requestContext.schema, operation, contextValue, request.variables ?? {});
          if (!answer) return null;
          const { http, data, errors } = answer;
          return { http, body: { kind: 'single', singleResult: { data, errors } } };
        },
      };
    },
  };
}
