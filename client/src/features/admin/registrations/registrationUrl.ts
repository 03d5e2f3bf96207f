// The registrations screen's state in its address, so a reload, the back button, a shared link and a
// login after the session ended all show the same rows:
//   ?q=novak&type=course&course=12&camp=3&branch=2&paid=no&replacement=yes&cancelled=no
//    &offer=offered&from=2026-09-01&to=2026-09-30&sort=-createdAt&page=2&size=50
// Defaults are left out. A value that is not one of the expected ones (a hand-edited or truncated link)
// is ignored and its default used: the screen never fails on its own address.
import {
  isValidIsoDate,
  MAX_FILTER_TEXT,
  REGISTRATION_PAGE_LIMIT,
  RegistrationSortField as SORT_FIELD_VALUES,
  WAITLIST_OFFER_STATES,
} from '@kurzy/common';
import type { RegistrationSortField } from '../../../gql/graphql';
import { PAGE_SIZES } from '../../../ui/list/usePaging';
import { type GridSortState, SORT_PARAM, urlFilter, type UrlParams, urlSort } from '../../../ui/list/urlFilter';

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
  /** '' or a waiting-list offer state (the newest offer's, as of now) */
  offerState: string;
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
  offerState: '',
};

export type Sort = GridSortState<RegistrationSortField>;

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
const PARAMS: UrlParams<FilterState> = {
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
  offerState: { name: 'offer', read: oneOf(Object.fromEntries(WAITLIST_OFFER_STATES.map((state) => [state, state]))) },
  createdFrom: { name: 'from', read: day },
  createdTo: { name: 'to', read: day },
};

/** The filter's codec (ui/list/urlFilter.ts), shared by every server grid. */
export const REGISTRATION_FILTER = urlFilter(PARAMS, EMPTY_FILTER);

/** What the address asks for; anything unreadable is its default. */
export const readFilter = REGISTRATION_FILTER.read;

/** Whether any filter narrows the list (the text counted once settled in the address). */
export const hasFilter = REGISTRATION_FILTER.has;

/** The address with this filter: others' parameters (sort, size) kept, the page back to the first. */
export const writeFilter = REGISTRATION_FILTER.write;

export { SORT_PARAM };

export const REGISTRATION_SORT = urlSort<RegistrationSortField>(Object.values(SORT_FIELD_VALUES));
export const readSort = REGISTRATION_SORT.read;
export const writeSort = REGISTRATION_SORT.write;
