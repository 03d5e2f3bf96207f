// The payments screen's state in its address, as the registrations' (registrationUrl.ts):
//   ?q=novak&state=unmatched&vs=100059&amount=1250,50&source=statement&from=2026-03-01&to=2026-03-31
//    &sort=-amountHaler&page=2&size=50
// Defaults are left out; a value that is not one of the expected ones is ignored (its default used).
import { isValidIsoDate, MAX_FILTER_TEXT, PaymentSource } from '@kurzy/common';
import type { PaymentFilter } from '../../../gql/graphql';
import { type GridSortState, SORT_PARAM, urlFilter, type UrlParams, urlSort } from '../../../ui/list/urlFilter';
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

const PARAMS: UrlParams<PaymentFilterState> = {
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

/** The filter's codec (ui/list/urlFilter.ts), shared by every server grid. */
export const PAYMENT_FILTER = urlFilter(PARAMS, EMPTY_PAYMENT_FILTER);

/** What the address asks for; anything unreadable is its default. */
export const readPaymentFilter = PAYMENT_FILTER.read;

export const hasPaymentFilter = PAYMENT_FILTER.has;

/** The address with this filter: other parameters (sort, size) kept, the page back to the first.
 * A value that does not read back (an amount half typed) is left out. */
export const writePaymentFilter = PAYMENT_FILTER.write;

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

export type PaymentSortState = GridSortState<PaymentSortField>;

export { SORT_PARAM };

export const PAYMENT_SORT = urlSort(PAYMENT_SORT_FIELDS);
export const readPaymentSort = PAYMENT_SORT.read;
export const writePaymentSort = PAYMENT_SORT.write;

/** What a typed filter means in the address: "VS 0100059" is 0100059, "1 250,5" is 1250,50; a half
 * typed amount is nothing yet. */
export const typedValue = PAYMENT_FILTER.typed;
