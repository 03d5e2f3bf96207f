// A staff list's filter and order in its address (?q=novak&paid=no&sort=-createdAt&page=2), one
// codec for every server grid: each filter field has a parameter whose value reads back (or is
// ignored: the screen never fails on its own address), defaults are left out, and a new filter or
// order starts again at page 1.
import { PAGE_PARAM } from './usePaging';

/** One filter field in the address: its parameter, how a value reads (its normal form, '' for one
 * the list does not offer) and, when the address writes it otherwise, how it is written. */
export interface UrlParam {
  name: string;
  read: (value: string) => string;
  write?: (value: string) => string;
}

export type UrlParams<F> = { readonly [K in keyof F]: UrlParam };

/** A filter's state as the controls hold it: every field a text ('' for none). */
export type TextFields<F> = { [K in keyof F]: string };

export interface UrlFilter<F extends TextFields<F>> {
  empty: F;
  /** What the address asks for; anything unreadable is its default. */
  read: (params: URLSearchParams) => F;
  /** The address with this filter: other parameters (sort, size) kept, the page back to the first.
   * A value is written only when it reads back (an amount half typed is nothing yet). */
  write: (params: URLSearchParams, state: F) => URLSearchParams;
  /** Whether any filter narrows the list. */
  has: (state: F) => boolean;
  /** What a typed value means in the address ("VS 0100059" is 0100059). */
  typed: (key: keyof F, text: string) => string;
}

export function urlFilter<F extends TextFields<F>>(params: UrlParams<F>, empty: F): UrlFilter<F> {
  const keys = Object.keys(params) as (keyof F)[];
  return {
    empty,
    read: (address) => {
      const state = { ...empty };
      for (const key of keys) state[key] = params[key].read(address.get(params[key].name) ?? '') as F[keyof F];
      return state;
    },
    write: (address, state) => {
      const next = new URLSearchParams(address);
      for (const key of keys) {
        const { name, read, write } = params[key];
        const value = state[key].trim();
        const written = value ? (write ? write(value) : read(value)) : '';
        if (written && read(written)) next.set(name, written);
        else next.delete(name);
      }
      next.delete(PAGE_PARAM);
      return next;
    },
    has: (state) => keys.some((key) => state[key].trim() !== ''),
    typed: (key, text) => params[key].read(text.trim()),
  };
}

export const SORT_PARAM = 'sort';

/** The server's order of a list: one of its sortable fields, either way. */
export interface GridSortState<Field extends string = string> {
  field: Field;
  descending: boolean;
}

export interface UrlSort<Field extends string> {
  read: (params: URLSearchParams) => GridSortState<Field> | null;
  write: (params: URLSearchParams, sort: GridSortState<Field> | null) => URLSearchParams;
}

/** ?sort=amountHaler or ?sort=-amountHaler (descending); a field the list does not sort by is none. */
export function urlSort<Field extends string>(fields: readonly Field[]): UrlSort<Field> {
  return {
    read: (params) => {
      const raw = params.get(SORT_PARAM) ?? '';
      const descending = raw.startsWith('-');
      const field = descending ? raw.slice(1) : raw;
      return (fields as readonly string[]).includes(field) ? { field: field as Field, descending } : null;
    },
    write: (params, sort) => {
      const next = new URLSearchParams(params);
      if (sort) next.set(SORT_PARAM, `${sort.descending ? '-' : ''}${sort.field}`);
      else next.delete(SORT_PARAM);
      next.delete(PAGE_PARAM);
      return next;
    },
  };
}

/** The order as a search's GraphQL `sort` argument takes it. */
export const sortVariable = <Field extends string>(sort: GridSortState<Field> | null) =>
  sort ? { field: sort.field, direction: sort.descending ? ('desc' as const) : ('asc' as const) } : null;
