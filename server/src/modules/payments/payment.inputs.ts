import { PaymentSource, SortDirection } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { paymentStateSql, type PaymentStateName } from './payment.state';

const IN_STATE = (state: PaymentStateName) => `(${paymentStateSql('"payment"')}) = '${state}'`;

/** What the "state" filter of the payments grid asks, each as SQL over `payment`: the states
 * themselves (payment.state.ts), and two views of paired ones by their registrations' money. */
export const PAYMENT_VIEWS = {
  /** Paired with one or more registrations. */
  paired: IN_STATE('paired'),
  /** Money that pays nobody yet: for staff to pair (or refund). */
  unmatched: IN_STATE('unmatched'),
  /** Paired with a registration of which something is still due. */
  partial: `EXISTS (SELECT 1 FROM payment_allocation a JOIN registration r ON r.id = a.registration_id WHERE a.payment_id = "payment"."id" AND a.reversed_at IS NULL AND r.payment_state = 'partially_paid')`,
  /** Paired with a registration paid more than due: a refund to decide. */
  overpaid: `EXISTS (SELECT 1 FROM payment_allocation a JOIN registration r ON r.id = a.registration_id WHERE a.payment_id = "payment"."id" AND a.reversed_at IS NULL AND r.payment_state = 'overpaid')`,
  /** Given back whole (issue 46). */
  refunded: IN_STATE('refunded'),
  /** Movements that pay nothing: debits, reversals, other currencies. */
  refused: IN_STATE('refused'),
  /** Manual marks withdrawn. */
  reversed: IN_STATE('reversed'),
} as const;

export type PaymentView = keyof typeof PAYMENT_VIEWS;
export const PAYMENT_VIEW_NAMES = Object.keys(PAYMENT_VIEWS) as PaymentView[];

@InputType({ description: 'The payments grid: empty values are ignored' })
export class PaymentFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({
    kind: 'text',
    description: `${PAYMENT_VIEW_NAMES.join(', ')}`,
    search: (text) => (Object.hasOwn(PAYMENT_VIEWS, text) ? PAYMENT_VIEWS[text as PaymentView] : 'FALSE'),
  })
  state?: string;

  @FilterField({ kind: 'dayFrom', sql: ['"payment"."booked_on"'], description: 'ISO date: booked that day or later' })
  bookedFrom?: string;

  @FilterField({ kind: 'dayTo', sql: ['"payment"."booked_on"'], description: 'ISO date: booked that day or earlier' })
  bookedTo?: string;

  @FilterField({
    kind: 'text',
    description: 'The variable symbol, its digits (leading zeros do not matter)',
    search: (text, bind) => `"payment"."variable_symbol" = ${bind(text.replace(/\D/g, '').replace(/^0+/, ''))}`,
  })
  variableSymbol?: string;

  @FilterField({ kind: 'exact', type: () => Int, description: 'In haléře' })
  amountHaler?: number;

  @FilterField({
    kind: 'equalsIgnoreCase',
    values: Object.values(PaymentSource),
    description: 'statement, bank_api, cash or manual',
  })
  source?: string;

  @FilterField({
    kind: 'text',
    sql: ['"payment"."counter_name"', '"payment"."message"', '"payment"."counter_account"'],
    description: 'Contained in the counter-account, its name or the message',
  })
  text?: string;
}

@InputType({ description: 'A part of a payment paying one registration' })
export class AllocationPartInput {
  @Field(() => Int, { description: 'The registration this part pays' })
  registrationId: number;

  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  amountHaler: number;
}

@InputType({ description: 'Cash taken by staff for a registration' })
export class CashPaymentInput {
  @Field(() => Int, { description: 'The registration the cash pays' })
  registrationId: number;

  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  amountHaler: number;

  @Field({ description: 'ISO date the cash was taken' })
  bookedOn: string;

  @Field({ description: 'The number of the receipt given for the cash (one line)' })
  receiptNumber: string;
}

@InputType({ description: 'Order of the payments grid; ties keep the newest first' })
export class PaymentSort {
  @Field({ description: 'bookedOn, amountHaler, variableSymbol or counterName' })
  field: string;

  @Field(() => SortDirection, { defaultValue: SortDirection.asc, description: 'Ascending unless given' })
  direction: SortDirection;
}
