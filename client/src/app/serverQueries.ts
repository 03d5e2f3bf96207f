// Apollo's useQuery during a server render (entry-server.tsx), so that a page is rendered once.
// Apollo's own prerenderStatic renders the whole tree to find the queries, waits for them, and renders
// the whole tree again with their data, and it watches each query, so that every answer written to the
// cache is read again for every query (issue 28: together about a seventh of the CPU of a page
// rendered from nothing). Here a query not answered yet suspends the component that asked for it; React
// renders the rest meanwhile (siblings' queries start at once) and renders that component again when
// the answer is in. The page gets the same data and the same HTML. The hook goes in where
// prerenderStatic puts its own (Apollo's context under `wrapperSymbol`, which Apollo marks internal):
// the server-rendering tests (e2e/public-ssr) show whether an upgrade of Apollo still takes it.
import { type DocumentNode, NetworkStatus } from '@apollo/client';
import { type InternalTypes, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify, print } from '@apollo/client/utilities';
import { use } from 'react';

type QueryOptions = Exclude<Parameters<typeof useQuery>[1], undefined>;

interface Asked {
  /** Resolved once the query has its answer (data or an error) in the cache. */
  answered: Promise<void>;
  /** useQuery's result, once answered. */
  result?: Record<string, unknown>;
}

function notDuringRender(): never {
  throw new Error('This cannot be called while a page is rendered on the server');
}

/** What a skipped query gives (Apollo's useSSRQuery gives the same). */
const SKIPPED = {
  loading: false,
  data: undefined,
  dataState: 'empty',
  error: undefined,
  networkStatus: NetworkStatus.ready,
  partial: true,
} as const;

/** What useQuery gives once a query has its data. */
const ANSWERED = {
  loading: false,
  dataState: 'complete',
  error: undefined,
  networkStatus: NetworkStatus.ready,
  partial: false,
};
/** What useQuery gives for a refused query. */
const FAILED = {
  loading: false,
  data: undefined,
  dataState: 'empty',
  networkStatus: NetworkStatus.error,
  partial: true,
};

/** The hook wrappers for one render, for Apollo's context (under `wrapperSymbol`): each query is asked
 * once per render, whichever components ask for it. */
export function queriesForOneRender() {
  const asked = new Map<string, Asked>();

  function useQueryOnServer(query: DocumentNode, options: QueryOptions = {}) {
    const client = useApolloClient(typeof options === 'object' ? options.client : undefined);
    const common = {
      client,
      refetch: notDuringRender,
      fetchMore: notDuringRender,
      subscribeToMore: notDuringRender,
      updateQuery: notDuringRender,
      startPolling: notDuringRender,
      stopPolling: notDuringRender,
      variables: typeof options === 'object' ? options.variables : undefined,
      previousData: undefined,
    };
    if (options === skipToken || options.skip || options.fetchPolicy === 'standby') return { ...common, ...SKIPPED };
    if (options.ssr === false || options.fetchPolicy === 'no-cache')
      return { ...common, ...useQuery.ssrDisabledResult };

    const key = `${print(query)}|${canonicalStringify(options.variables ?? {})}`;
    let one = asked.get(key);
    if (!one) {
      // Asked once, not watched: the page is rendered once, so nothing has to hear of later writes.
      const asking: Asked = {
        answered: client
          .query({
            query,
            variables: options.variables,
            context: options.context,
            errorPolicy: options.errorPolicy,
            // The server asks once: whatever the browser then refreshes, the page shows the cache's answer.
            fetchPolicy: options.fetchPolicy === 'cache-only' ? 'cache-only' : 'cache-first',
          })
          .then(
            ({ data, error }) => {
              asking.result = error
                ? { ...FAILED, data, dataState: data === undefined ? 'empty' : 'complete', error }
                : { ...ANSWERED, data };
            },
            (error: unknown) => {
              asking.result = { ...FAILED, error };
            },
          ),
      };
      one = asking;
      asked.set(key, one);
    }
    if (!one.result) use(one.answered);
    return { ...one.result, ...common };
  }

  const wrappers: InternalTypes.HookWrappers = {
    useQuery: () => useQueryOnServer as unknown as typeof useQuery,
  };
  return { [wrapperSymbol]: wrappers };
}
