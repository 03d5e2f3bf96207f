// The registrations screen's state in its address, so a reload, the back button, a shared link and a
// login after the session ended all show the same rows:
//   ?q=novak&type=course&course=12&camp=3&branch=2&paid=no&replacement=yes&cancelled=no
//    &from=2026-09-01&to=2026-09-30&sort=-createdAt&page=2&size=50
// Defaults are left out. A value that is not one of the expected ones (a hand-edited or truncated link)
// is ignored and its default used: the screen never fails on its own address.
import {
  isValidIsoDate,
  MAX_FILTER_TEXT,
  REGISTRATION_PAGE_LIMIT,
  RegistrationSortField as SORT_FIELD_VALUES,
} from '@kurzy/common';
import type { RegistrationSortField } from '../../../gql/graphql';
import { PAGE_PARAM, PAGE_SIZES } from '../common/usePaging';

/** The registrations grid also offers a page of 500 (the server takes it for this list alone). */
export const REGISTRATION_PAGE_SIZES: readonly number[] = [...PAGE_SIZES, REGISTRATION_PAGE_LIMIT];

export interface FilterState {
  text: string;
  courseId: string;
  campId: string;
  branchId: string;
  /** '' or a payment state */
  paymentState: string;
  /** '', 'true' or 'false' */
  replacement: string;
  /** '', 'course' or 'camp' */
  type: string;
  /** ISO days, either may be '' */
  createdFrom: string;
  createdTo: string;
  /** '', 'true' or 'false' */
  cancelled: string;
}

export const EMPTY_FILTER: FilterState = {
  text: '',
  courseId: '',
  campId: '',
  branchId: '',
  paymentState: '',
  replacement: '',
  type: '',
  createdFrom: '',
  createdTo: '',
  cancelled: '',
};

export interface Sort {
  field: RegistrationSortField;
  descending: boolean;
}

const ID = /^[1-9]\d{0,8}$/;
const id = (value: string) => (ID.test(value) ? value : '');
const day = (value: string) => (isValidIsoDate(value) ? value : '');
const oneOf =
  (allowed: Record<string, string>) =>
  (value: string): string =>
    Object.hasOwn(allowed, value) ? allowed[value]! : '';
const yesNo = oneOf({ yes: 'true', no: 'false' });

/** The payment filter in the address: `paid=yes` as it always read, and the states payments added. */
const PAYMENT_IN_ADDRESS: Record<string, string> = {
  yes: 'paid',
  no: 'unpaid',
  partly: 'partially_paid',
  over: 'overpaid',
};

/** Each filter's parameter: how its value reads in the address and back. */
const PARAMS: {
  [K in keyof FilterState]: { name: string; read: (value: string) => string; write?: (value: string) => string };
} = {
  text: { name: 'q', read: (value) => value.trim().slice(0, MAX_FILTER_TEXT) },
  type: { name: 'type', read: oneOf({ course: 'course', camp: 'camp' }) },
  courseId: { name: 'course', read: id },
  campId: { name: 'camp', read: id },
  branchId: { name: 'branch', read: id },
  paymentState: {
    name: 'paid',
    read: oneOf(PAYMENT_IN_ADDRESS),
    write: (value) => Object.entries(PAYMENT_IN_ADDRESS).find(([, state]) => state === value)?.[0] ?? '',
  },
  replacement: { name: 'replacement', read: yesNo, write: (value) => (value === 'true' ? 'yes' : 'no') },
  cancelled: { name: 'cancelled', read: yesNo, write: (value) => (value === 'true' ? 'yes' : 'no') },
  createdFrom: { name: 'from', read: day },
  createdTo: { name: 'to', read: day },
};

const FILTER_KEYS = Object.keys(PARAMS) as (keyof FilterState)[];

/** What the address asks for; anything unreadable is its default. */
export function readFilter(params: URLSearchParams): FilterState {
  const state = { ...EMPTY_FILTER };
  for (const key of FILTER_KEYS) state[key] = PARAMS[key].read(params.get(PARAMS[key].name) ?? '');
  return state;
}

/** Whether any filter narrows the list (the text counted once settled in the address). */
export function hasFilter(state: FilterState): boolean {
  return FILTER_KEYS.some((key) => state[key].trim() !== '');
}

/** The address with this filter: others' parameters (sort, size) kept, the page back to the first. */
export function writeFilter(params: URLSearchParams, state: FilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const { name, read, write } = PARAMS[key];
    // Written only when it reads back as itself: an unknown value is no filter.
    const value = state[key].trim();
    const written = value && write ? write(value) : value;
    if (written && read(written)) next.set(name, written);
    else next.delete(name);
  }
  next.delete(PAGE_PARAM);
  return next;
}

export const SORT_PARAM = 'sort';

const SORT_FIELDS = new Set<string>(Object.values(SORT_FIELD_VALUES));

export function readSort(params: URLSearchParams): Sort | null {
  const raw = params.get(SORT_PARAM) ?? '';
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return SORT_FIELDS.has(field) ? { field: field as RegistrationSortField, descending } : null;
}

export function writeSort(params: URLSearchParams, sort: Sort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set(SORT_PARAM, `${sort.descending ? '-' : ''}${sort.field}`);
  else next.delete(SORT_PARAM);
  next.delete(PAGE_PARAM);
  return next;
}
