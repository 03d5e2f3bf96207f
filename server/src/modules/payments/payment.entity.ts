import { PaymentSource } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  VirtualColumn,
} from 'typeorm';
import { HALER, Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';
import { paymentStateSql, type PaymentStateName, unallocatedSql } from './payment.state';

const NULLABLE_HALER = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** One bank statement file staff imported, with what its import found (the summary it answered). */
@Entity()
export class BankImport {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  createdBy: User | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 20 })
  format: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ type: 'jsonb' })
  summary: object;
}

/** Money received (or a movement of a statement that pays nothing: a debit, a reversal, another
 * currency, kept so that the same statement imported again finds it). What it pays is in its
 * allocations; a payment without an active one is unmatched. */
@ObjectType({ description: 'A payment received: from a bank statement, the bank API, cash, or marked paid by staff' })
@Entity()
@Check('payment_amount_check', '"amount_haler" > 0')
@Check('payment_direction_check', `"direction" IN ('credit', 'debit')`)
@Check('payment_refunded_check', '"refunded_haler" >= 0 AND "refunded_haler" <= "amount_haler"')
// Received per week of the staff overview (migration OverviewIndexes).
@Index('payment_overview_received_idx', { synchronize: false })
@Index('payment_booked_on_idx', ['bookedOn', 'id'])
export class Payment {
  @Field(() => Int, { description: "The payment's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Date, { description: 'When it was recorded here' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => PaymentSource, { description: 'Where it was recorded from' })
  @Column({ type: 'enum', enum: PaymentSource, enumName: 'payment_source' })
  source: PaymentSource;

  @Field(() => GraphQLSafeInt, { description: 'In haléře (1/100 Kč), always positive; `direction` says which way' })
  @Column({ type: 'bigint', transformer: HALER })
  amountHaler: number;

  @Field({ description: 'ISO 4217 currency as the bank gave it (only CZK pays registrations)' })
  @Column({ type: 'char', length: 3, default: 'CZK' })
  currency: string;

  @Field({ description: 'credit (incoming) or debit (outgoing)' })
  @Column({ type: 'varchar', length: 6, default: 'credit' })
  direction: string;

  @Field({ description: 'A reversal (storno) of an earlier movement' })
  @Column({ type: 'boolean', default: false })
  reversal: boolean;

  @Field({ description: 'Whether it may pay a registration: an incoming CZK credit that is not a reversal' })
  @Column({ type: 'boolean' })
  pairable: boolean;

  @Field({ description: 'ISO date the bank booked it (or the cash was taken)' })
  @Column({ type: 'date' })
  bookedOn: string;

  @Field(() => String, { nullable: true, description: "The operator's own account the statement is of" })
  @Column({ type: 'varchar', length: 60, nullable: true })
  account: string | null;

  @Field(() => String, { nullable: true, description: "The payer's account as the bank gives it; empty for cash" })
  @Column({ type: 'varchar', length: 60, nullable: true })
  counterAccount: string | null;

  @Field(() => String, { nullable: true, description: "The payer's account name as the bank gives it; may be empty" })
  @Column({ type: 'varchar', length: 200, nullable: true })
  counterName: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The variable symbol the payer wrote: pairs the payment with a registration',
  })
  @Index('payment_variable_symbol_idx')
  @Column({ type: 'varchar', length: 10, nullable: true })
  variableSymbol: string | null;

  @Field(() => String, { nullable: true, description: 'The specific symbol the payer wrote; may be empty' })
  @Column({ type: 'varchar', length: 10, nullable: true })
  specificSymbol: string | null;

  @Field(() => String, { nullable: true, description: 'The constant symbol; may be empty' })
  @Column({ type: 'varchar', length: 10, nullable: true })
  constantSymbol: string | null;

  @Field(() => String, { nullable: true, description: "The payer's message for the recipient; may be empty" })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => String, { nullable: true, description: "The bank's own id of the movement" })
  @Column({ type: 'varchar', length: 60, nullable: true })
  bankTransactionId: string | null;

  /** What makes the same movement one payment however often it is imported: the bank's id per
   * account, or a hash of its fields where the format has none. Empty for cash and manual ones. */
  @Index('payment_dedupe_key_key', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  dedupeKey: string | null;

  @Field(() => String, { nullable: true, description: 'The receipt number of a cash payment' })
  @Column({ type: 'varchar', length: 40, nullable: true })
  receiptNumber: string | null;

  @ManyToOne(() => BankImport, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  import: BankImport | null;

  @Column({ type: 'int', nullable: true })
  importId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  recordedBy: User | null;

  @Field(() => Int, { nullable: true, description: 'The staff member who recorded it' })
  @Column({ type: 'int', nullable: true })
  recordedById: number | null;

  @Field(() => Date, { nullable: true, description: 'A manual payment withdrawn ("Zrušit platbu"): it pays nothing' })
  @Column({ type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  @Field(() => GraphQLSafeInt, { description: 'What of it was given back (refunds not refused), in haléře' })
  @Column({ type: 'bigint', default: 0, transformer: HALER })
  refundedHaler: number;

  @Field(() => String, { description: 'paired, unmatched, refunded, refused or reversed' })
  @VirtualColumn({ type: 'varchar', query: paymentStateSql })
  state: PaymentStateName;

  @Field(() => GraphQLSafeInt, { description: 'What is not yet paired with a registration, in haléře' })
  @VirtualColumn({ type: 'bigint', query: unallocatedSql, transformer: HALER })
  unallocatedHaler: number;
}

/** A part of a payment paying one registration. Moving or withdrawing one keeps it, reversed, as
 * the history; the active ones (not reversed) of a payment never add up to more than it. */
@ObjectType({ description: 'What a payment pays of one registration' })
@Entity()
@Check('payment_allocation_amount_check', '"amount_haler" > 0')
@Index('payment_allocation_registration_idx', ['registrationId'], { where: '"reversed_at" IS NULL' })
export class PaymentAllocation {
  @Field(() => Int, { description: "The pairing's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('payment_allocation_payment_id_idx')
  @ManyToOne(() => Payment, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  payment: Payment;

  @Field(() => Int, { description: 'The payment it is part of' })
  @Column({ type: 'int' })
  paymentId: number;

  /** A deleted registration takes its allocations along: its payment is unmatched again. */
  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => Int, { description: 'The registration it pays' })
  @Column({ type: 'int' })
  registrationId: number;

  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  @Column({ type: 'bigint', transformer: HALER })
  amountHaler: number;

  @Field(() => Date, { description: 'When it was paired' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  createdBy: User | null;

  @Field(() => Int, { nullable: true, description: 'Who paired it; empty when the import did' })
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Field(() => Date, { nullable: true, description: 'When it was undone; empty while it holds' })
  @Column({ type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  reversedBy: User | null;

  @Field(() => Int, { nullable: true, description: 'The staff member who undid it; empty while it holds' })
  @Column({ type: 'int', nullable: true })
  reversedById: number | null;
}

export enum PaymentEventType {
  recorded = 'recorded',
  paired = 'paired',
  unpaired = 'unpaired',
  reversed = 'reversed',
  /** Money given back (issue 46): `note` says why. */
  refunded = 'refunded',
  /** A card refund the gateway refused after all: the money counts as received again. */
  refundFailed = 'refund_failed',
}

/** The history of payments: every change kept with who and when. The registration is named by id
 * and variable symbol without a reference, so the history outlives a deleted registration. */
@ObjectType({ description: 'A change of a payment: recorded, paired with a registration, unpaired, reversed' })
@Entity()
@Check(
  'payment_event_type_check',
  `"type" IN ('recorded', 'paired', 'unpaired', 'reversed', 'refunded', 'refund_failed')`,
)
export class PaymentEvent {
  @Field(() => Int, { description: "The entry's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('payment_event_payment_id_idx')
  @ManyToOne(() => Payment, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  payment: Payment;

  @Field(() => Int, { description: 'The payment it concerns' })
  @Column({ type: 'int' })
  paymentId: number;

  @Field({ description: 'recorded, paired, unpaired or reversed' })
  @Column({ type: 'varchar', length: 20 })
  type: PaymentEventType;

  @Field(() => Int, {
    nullable: true,
    description: 'The registration paired or unpaired; empty for recorded and reversed',
  })
  @Index('payment_event_registration_id_idx')
  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  @Field(() => String, { nullable: true, description: "That registration's variable symbol at the time" })
  @Column({ type: 'varchar', length: 10, nullable: true })
  variableSymbol: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'In haléře' })
  @Column({ type: 'bigint', nullable: true, transformer: NULLABLE_HALER })
  amountHaler: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  actor: User | null;

  @Field(() => String, { nullable: true, description: 'Why, for a refund' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;

  @Field(() => Int, { nullable: true, description: 'Who did it; empty for the import or the bank API' })
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Field(() => Date, { description: 'When it happened' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
