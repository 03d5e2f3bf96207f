// The queries of what the home route shows (the home page, the footer), which in the browser go without
// Apollo Client: their first answer is the one the server rendered the page with (app/prerenderedQuery.ts).
// Apollo Client (its cache, links, rxjs and graphql-js: more than a third of the home route's JavaScript,
// issue 49 item 6) then loads only with the first page that needs it, or for a query here the server did
// not answer (a page the browser renders alone). On the server and in the tests the same hook goes
// through Apollo's useQuery (app/WithApollo.tsx).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import { createContext, useContext } from 'react';

export interface PageQueryResult<TData> {
  data?: TData;
  loading: boolean;
  /** Apollo's error (ui/apiReach.ts tells a refusal from an unreachable server). */
  error?: unknown;
}

export type PageQueryHook = <TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => PageQueryResult<TData>;

/** How the tree runs these queries: set above the router (app/AppProviders.tsx), and again where Apollo's
 * client is there from the start (app/WithApollo.tsx). */
export const PageQueryContext = createContext<PageQueryHook | null>(null);

/** A query's answer; the page's first render shows what the server rendered. */
export function usePageQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): PageQueryResult<TData> {
  // The same hook for the life of the component: its providers do not change.
  const hook = useContext(PageQueryContext);
  if (!hook) throw new Error('usePageQuery needs a PageQueryContext (app/AppProviders.tsx)');
  return hook(query, variables);
}

/** The key of a query's answer in the page's data: its operation's name and variables. */
export function pageQueryKey(query: TypedDocumentNode<unknown, never>, variables?: Record<string, unknown>): string {
  // Told by its field rather than by graphql-js's Kind, which would bring graphql-js along.
  const operation = query.definitions.find(
    (definition: DefinitionNode): definition is OperationDefinitionNode => 'operation' in definition,
  );
  return `${operation?.name?.value ?? ''}:${JSON.stringify(variables ?? {})}`;
}
