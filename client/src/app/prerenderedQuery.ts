// usePageQuery (ui/pageQuery.ts) in the browser: the answers the server rendered the page with
// (PAGE_DATA_ID), or else Apollo's client, loaded for it.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useState } from 'react';
import { type PageQueryHook, type PageQueryResult, pageQueryKey } from '../ui/pageQuery';
import { PAGE_DATA_ID } from './serverState';

let pageData: Record<string, unknown> | undefined;
/** The answers the server rendered the page with, read once. */
function prerendered(): Record<string, unknown> {
  pageData ??= JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || '{}') as Record<string, unknown>;
  return pageData;
}

type BrowserApollo = typeof import('./browserApollo');
let apollo: Promise<BrowserApollo> | undefined;
/** The browser's Apollo client and its provider, loaded once, by the first page (or query) needing it. */
export function loadBrowserApollo(): Promise<BrowserApollo> {
  apollo ??= import('./browserApollo');
  return apollo;
}

interface Answer {
  key: string;
  result: PageQueryResult<unknown>;
}

export const usePrerenderedQuery: PageQueryHook = <TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => {
  const key = pageQueryKey(query, variables);
  const known = (): Answer => {
    const data = prerendered()[key];
    return { key, result: data === undefined ? { loading: true } : { data, loading: false } };
  };
  const [answer, setAnswer] = useState(known);
  const current = answer.key === key ? answer : known();
  const missing = current.result.loading;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadBrowserApollo()
      .then(({ client }) => client.query<TData, Record<string, unknown>>({ query, variables }))
      .then(
        ({ data }) => live && setAnswer({ key, result: { data, loading: false } }),
        (error: unknown) => live && setAnswer({ key, result: { loading: false, error } }),
      );
    return () => {
      live = false;
    };
    // The key stands for the query and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, missing]);
  return current.result as PageQueryResult<TData>;
};
