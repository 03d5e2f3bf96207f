// The payments screen's state in its address, as the registrations' (registrationUrl.ts):
//   ?q=novak&state=unmatched&vs=100059&amount=1250,50&source=statement&from=2026-03-01&to=2026-03-31
//    &sort=-amountHaler&page=2&size=50
// Defaults are left out; a value that is not one of the expected ones is ignored (its default used).
import { isValidIsoDate, MAX_FILTER_TEXT, PaymentSource } from '@kurzy/common';
import type { PaymentFilter } from '../../../gql/graphql';
import { PAGE_PARAM } from '../common/usePaging';
import { crownsInput, parseCrowns } from './money';

/** What the server's `state` filter takes (payment.inputs.ts PAYMENT_VIEWS). */
export const PAYMENT_VIEWS = ['unmatched', 'paired', 'partial', 'overpaid', 'refused', 'reversed'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

export const PAYMENT_SOURCES = Object.values(PaymentSource) as string[];

export interface PaymentFilterState {
  text: string;
  /** '' or a PaymentView */
  state: string;
  variableSymbol: string;
  /** Kč as typed ("1 250,50"); applied once it reads as an amount */
  amount: string;
  /** '' or a PaymentSource */
  source: string;
  /** ISO days, either may be '' */
  bookedFrom: string;
  bookedTo: string;
}

export const EMPTY_PAYMENT_FILTER: PaymentFilterState = {
  text: '',
  state: '',
  variableSymbol: '',
  amount: '',
  source: '',
  bookedFrom: '',
  bookedTo: '',
};

const oneOf = (allowed: readonly string[]) => (value: string) => (allowed.includes(value) ? value : '');
const day = (value: string) => (isValidIsoDate(value) ? value : '');

const PARAMS: {
  [K in keyof PaymentFilterState]: { name: string; read: (value: string) => string; write?: (value: string) => string };
} = {
  text: { name: 'q', read: (value) => value.trim().slice(0, MAX_FILTER_TEXT) },
  state: { name: 'state', read: oneOf(PAYMENT_VIEWS) },
  // Digits only, at most a VS's ten: "VS 0100059" reads as 0100059 (leading zeros do not matter).
  variableSymbol: {
    name: 'vs',
    read: (value) => (/^\d{1,10}$/.test(value.replace(/\D/g, '')) ? value.replace(/\D/g, '') : ''),
  },
  amount: {
    name: 'amount',
    read: (value) => {
      const haler = parseCrowns(value);
      return haler === null ? '' : crownsInput(haler);
    },
  },
  source: { name: 'source', read: oneOf(PAYMENT_SOURCES) },
  bookedFrom: { name: 'from', read: day },
  bookedTo: { name: 'to', read: day },
};

const KEYS = Object.keys(PARAMS) as (keyof PaymentFilterState)[];

/** What the address asks for; anything unreadable is its default. */
export function readPaymentFilter(params: URLSearchParams): PaymentFilterState {
  const state = { ...EMPTY_PAYMENT_FILTER };
  for (const key of KEYS) state[key] = PARAMS[key].read(params.get(PARAMS[key].name) ?? '');
  return state;
}

export function hasPaymentFilter(state: PaymentFilterState): boolean {
  return KEYS.some((key) => state[key].trim() !== '');
}

/** The address with this filter: other parameters (sort, size) kept, the page back to the first.
 * A value that does not read back (an amount half typed) is left out. */
export function writePaymentFilter(params: URLSearchParams, state: PaymentFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const { name, read } = PARAMS[key];
    const written = read(state[key].trim());
    if (written) next.set(name, written);
    else next.delete(name);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/** The GraphQL filter: the amount in haléře, empty values left out. */
export function toPaymentFilter(state: PaymentFilterState): PaymentFilter {
  return {
    text: state.text.trim() || undefined,
    state: state.state || undefined,
    variableSymbol: state.variableSymbol || undefined,
    amountHaler: parseCrowns(state.amount) ?? undefined,
    source: state.source || undefined,
    bookedFrom: state.bookedFrom || undefined,
    bookedTo: state.bookedTo || undefined,
  };
}

/** The columns the server sorts by (PaymentSort.field). */
export const PAYMENT_SORT_FIELDS = ['bookedOn', 'amountHaler', 'variableSymbol', 'counterName'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

export interface PaymentSortState {
  field: PaymentSortField;
  descending: boolean;
}

export const SORT_PARAM = 'sort';

export function readPaymentSort(params: URLSearchParams): PaymentSortState | null {
  const raw = params.get(SORT_PARAM) ?? '';
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return (PAYMENT_SORT_FIELDS as readonly string[]).includes(field)
    ? { field: field as PaymentSortField, descending }
    : null;
}

export function writePaymentSort(params: URLSearchParams, sort: PaymentSortState | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set(SORT_PARAM, `${sort.descending ? '-' : ''}${sort.field}`);
  else next.delete(SORT_PARAM);
  next.delete(PAGE_PARAM);
  return next;
}

/** What a typed filter means in the address: "VS 0100059" is 0100059, "1 250,5" is 1250,50; a half
 * typed amount is nothing yet. */
export function typedValue(key: keyof PaymentFilterState, text: string): string {
  return PARAMS[key].read(text.trim());
}
