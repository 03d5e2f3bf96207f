import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ReactNode, useState } from 'react';
import { type PageQueryHook, PageQueryContext, pageQueryKey } from '../ui/pageQuery';

/** usePageQuery through Apollo's useQuery; with `answers` (server-side rendering), each answer the page
 * renders with is kept there, for the browser to start from (entry-server.tsx). */
function pageQueriesThroughApollo(answers?: Map<string, unknown>): PageQueryHook {
  return function usePageQueryThroughApollo<TData, TVariables extends Record<string, unknown>>(
    query: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ) {
    const { data, loading, error } = useQuery(query as TypedDocumentNode<TData, Record<string, unknown>>, {
      variables,
    });
    if (answers && !loading && !error && data !== undefined) answers.set(pageQueryKey(query, variables), data);
    return { data, loading, error };
  };
}

/** Apollo's client for a tree that has it from the start: the server's render, the tests, and in the
 * browser each page but those of the home route (app/router.tsx). */
export function WithApollo({
  client,
  answers,
  children,
}: {
  client: ApolloClient;
  answers?: Map<string, unknown>;
  children: ReactNode;
}) {
  const [hook] = useState(() => pageQueriesThroughApollo(answers));
  return (
    <ApolloProvider client={client}>
      <PageQueryContext value={hook}>{children}</PageQueryContext>
    </ApolloProvider>
  );
}
