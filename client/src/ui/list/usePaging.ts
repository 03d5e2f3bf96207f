import { DEFAULT_LIMIT } from '@kurzy/common';
import { useState } from 'react';
import type { UrlState } from './useUrlState';

/** The page sizes a back-office list offers: the server's cap (MAX_LIMIT) is the largest. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

/** Where a back-office list is: its page and how many rows a page shows. */
export interface Paging {
  page: number;
  limit: number;
  /** The page sizes offered. */
  sizes: readonly number[];
  setPage: (page: number) => void;
  /** Starts again at page 1: the old page number means other rows now. */
  setLimit: (limit: number) => void;
}

/** Held by the screen: a reload starts again at page 1 (the lists whose filters are not in the address). */
export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  return {
    page,
    limit,
    sizes: PAGE_SIZES,
    setPage,
    setLimit: (next) => {
      setLimit(next);
      setPage(1);
    },
  };
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';
/** Far beyond any list, yet a number the server takes. */
const MAX_PAGE = 1_000_000;

/** The page in the address (?page=2); anything else than a page number is the first page. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The page size in the address (?size=50): one the pager offers, else the default. */
export function readLimit(params: URLSearchParams, sizes = PAGE_SIZES): number {
  const size = Number(params.get(SIZE_PARAM));
  return sizes.includes(size) ? size : DEFAULT_LIMIT;
}

/** Kept in the address with the list's filters (?page=2&size=50, useUrlState), so a reload, the back
 * button and a shared link show the same rows; each change is a step the back button returns from.
 * Defaults are left out of the address. */
export function useUrlPaging({ params, update }: UrlState, sizes = PAGE_SIZES): Paging {
  return {
    page: readPage(params),
    limit: readLimit(params, sizes),
    sizes,
    setPage: (page) =>
      update((next) => {
        if (page > 1) next.set(PAGE_PARAM, String(Math.min(Math.floor(page), MAX_PAGE)));
        else next.delete(PAGE_PARAM);
      }),
    setLimit: (limit) =>
      update((next) => {
        if (limit !== DEFAULT_LIMIT) next.set(SIZE_PARAM, String(limit));
        else next.delete(SIZE_PARAM);
        next.delete(PAGE_PARAM);
      }),
  };
}
