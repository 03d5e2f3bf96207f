// Apollo's useQuery during a server render (entry-server.tsx), so that a page is rendered once.
// Apollo's own prerenderStatic renders the whole tree to find the queries, waits for them, and renders
// the whole tree again with their data: a third of a page's CPU went to the first render, whose HTML is
// thrown away (issue 28). Here a query that is not answered yet suspends the component that asked for
// it; React renders the rest meanwhile (siblings' queries start at once) and renders that component
// again when the answer is in the cache. The page gets the same data and the same HTML.
import { type DocumentNode, NetworkStatus, type ObservableQuery } from '@apollo/client';
import { type InternalTypes, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify, print } from '@apollo/client/utilities';
import { use } from 'react';

type QueryOptions = Exclude<Parameters<typeof useQuery>[1], undefined>;

interface Asked {
  observable: ObservableQuery;
  /** Resolved once the query has its answer (data or an error) in the cache. */
  answered: Promise<void>;
  stop: () => void;
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

/** The hook wrappers for one render (Apollo's context takes them under `wrapperSymbol`), and `stop`
 * for when the page is done: each query is asked once per render, whichever components ask for it. */
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
      const observable = client.watchQuery({
        query,
        ...options,
        // The server asks once: whatever the browser then refreshes, the page shows the cache's answer.
        fetchPolicy:
          options.fetchPolicy === 'network-only' || options.fetchPolicy === 'cache-and-network'
            ? 'cache-first'
            : options.fetchPolicy,
      });
      let settle = () => {};
      const answered = new Promise<void>((resolve) => (settle = resolve));
      const subscription = observable.subscribe({
        next: (result) => {
          if (!result.loading) settle();
        },
        error: () => settle(),
        complete: () => settle(),
      });
      one = { observable, answered, stop: () => subscription.unsubscribe() };
      asked.set(key, one);
    }
    const result = one.observable.getCurrentResult();
    if (result.loading) use(one.answered);
    return { observable: one.observable, ...one.observable.getCurrentResult(), ...common };
  }

  const wrappers: InternalTypes.HookWrappers = {
    useQuery: () => useQueryOnServer as unknown as typeof useQuery,
  };
  return {
    context: { [wrapperSymbol]: wrappers },
    /** Asked of the API during the render (each once). */
    count: () => asked.size,
    stop() {
      for (const one of asked.values()) one.stop();
      asked.clear();
    },
  };
}
