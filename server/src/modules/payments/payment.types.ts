import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { NOTES_ANSWERED } from './payment.import';

@ObjectType({ description: 'A movement of a statement that paid nothing or found no registration' })
export class ImportNote {
  @Field(() => Int, { description: 'Its line in the file (for camt.053 and Fio JSON: its entry, from 1)' })
  line: number;

  @Field(() => GraphQLSafeInt, { description: 'In haléře, as the file wrote it (even one out of range)' })
  amountHaler: number;

  @Field(() => String, { nullable: true, description: 'The variable symbol as the file wrote it; empty when none' })
  variableSymbol: string | null;

  @Field(() => String, { nullable: true, description: 'The payer’s name as the bank’s file gives it' })
  payerName: string | null;

  @Field(() => String, { nullable: true, description: 'The payer’s message for the recipient, as the file gives it' })
  message: string | null;

  @Field({ description: 'Why it was not paired or was refused, in Czech' })
  reason: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The domain code when the movement was refused for its content (PAYMENT_STATEMENT_AMOUNT_OUT_OF_RANGE)',
  })
  code?: string | null;
}

@ObjectType({ description: 'What a statement import did' })
export class ImportSummary {
  @Field(() => Int, {
    nullable: true,
    description: "The stored statement import's id; empty for movements fetched from the bank's API",
  })
  importId: number | null;

  @Field({ description: 'gpc, camt053, fio-json or fio-csv' })
  format: string;

  @Field(() => Int, { description: 'Movements in the file' })
  itemsRead: number;

  @Field(() => Int, { description: 'Incoming CZK credits that are not reversals' })
  credits: number;

  @Field(() => Int, { description: 'Credits that left their registration paid' })
  paid: number;

  @Field(() => Int, { description: 'Credits that left their registration partially paid' })
  partiallyPaid: number;

  @Field(() => Int, { description: 'Credits that left their registration overpaid (a refund to decide)' })
  overpaid: number;

  @Field(() => [ImportNote], {
    description:
      `Credits without a registration, for staff to pair: the first ${NOTES_ANSWERED} in the file (unmatchedCount ` +
      'says how many there are; each is a payment in searchPayments(filter: { state: "unmatched" }))',
  })
  unmatched: ImportNote[];

  @Field(() => Int, { description: 'Credits without a registration, all of them' })
  unmatchedCount: number;

  @Field(() => Int, { description: 'Movements recorded by an earlier import' })
  alreadyImported: number;

  @Field(() => [ImportNote], {
    description:
      `Debits, reversals, other currencies and amounts out of range, never paired: the first ${NOTES_ANSWERED} ` +
      'in the file (refusedCount says how many there are)',
  })
  refused: ImportNote[];

  @Field(() => Int, { description: 'Movements that pay nothing, all of them' })
  refusedCount: number;
}

@ObjectType({ description: 'A reminder that goes out by the end of today' })
export class PaymentReminderPreview {
  @Field(() => Int, { description: 'The registration reminded' })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'The course or camp' })
  title: string;

  @Field(() => Int, { description: '1: the first reminder, 2: the second' })
  step: number;

  @Field(() => GraphQLSafeInt, { description: 'What is still owed, in haléře' })
  owingHaler: number;
}

@ObjectType({ description: 'The payment reminders: the setting, what goes out today, and the pause' })
export class PaymentReminderStatus {
  @Field(() => Int, { description: 'PAYMENT_REMINDER_DAYS: days after getting a place before the first (0: off)' })
  days: number;

  @Field(() => Int, { description: 'Days after the first before the second' })
  secondAfterDays: number;

  @Field(() => Date, {
    nullable: true,
    description: 'Only registrations that became due after this are reminded (older data loaded later never is)',
  })
  enabledSince: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set while staff have paused the reminders' })
  pausedAt: Date | null;

  @Field(() => Int, { description: 'Reminders that go out by the end of today (Prague), unless paused' })
  dueToday: number;

  @Field(() => [PaymentReminderPreview], { description: 'The first of them' })
  dueTodaySample: PaymentReminderPreview[];

  @Field(() => Int, { description: 'Reminders queued today so far' })
  queuedToday: number;
}
