import { PaymentState, RegistrationType } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';
import { Branch } from '../branches/branch.entity';
import { Camp } from '../camps/camp.entity';
import { Customer } from '../customers/customer.entity';
import { Discount } from '../payments/pricing/discount.entity';
import { Schedule } from '../schedules/schedule.entity';

export const VARIABLE_SYMBOL_SEQUENCE = 'variable_symbol_seq';

/** A bigint of haléře as a number: exact up to 2^53, far beyond any sum here. */
export const HALER = { to: (value: number) => value, from: (value: string) => Number(value) };

/** A child's registration for a course slot or a camp. Registrations are never lost by accident:
 * the course, camp and parent they point at cannot be deleted while they exist. */
// Simple resolvers: its plain fields read the property without type-graphql's per-field wrapper
// (no middlewares here), which a 1000-row staff list runs tens of thousands of times.
@ObjectType({
  simpleResolvers: true,
  description: "A child's registration for a course slot or a camp, holding a place or on the waiting list",
})
@Entity()
@Check(
  'registration_target_check',
  `("type" = 'course' AND "schedule_id" IS NOT NULL AND "camp_id" IS NULL) OR ("type" = 'camp' AND "camp_id" IS NOT NULL AND "schedule_id" IS NULL)`,
)
@Check('registration_personal_data_consent_check', '"personal_data_consent"')
@Check('registration_language', `"language" IN ('cs', 'en', 'uk')`)
@Check('registration_variable_symbol_check', '"variable_symbol" BETWEEN 1 AND 9999999999')
// Staff search: newest first, and text over parents, child, e-mail, VS and the phone's digits, folded
// (trigram index, created by migrations RegistrationEventsAndSearch and RegistrationSearchFolded).
@Index('registration_created_at_idx', { synchronize: false })
@Index('registration_search_folded_idx', { synchronize: false })
// Staff filter by course (its slots) and payment state, with exact counts from the index alone.
@Index('registration_schedule_payment_idx', { synchronize: false })
// A parent's own page finds their registrations by the address as emailKey writes it (migration ParentLinks).
@Index('registration_email_key_idx', { synchronize: false })
// A family's registrations by the address folded (case and diacritics): sibling discounts (migration Discounts).
@Index('registration_email_folded_idx', { synchronize: false })
// The staff overview's money and occupancy, index-only (migration OverviewIndexes).
@Index('registration_overview_placed_idx', { synchronize: false })
@Index('registration_overview_held_idx', { synchronize: false })
// The limits per course or camp count a sender's recent registrations (migration RegistrationSenders).
@Index('registration_sender_address', { synchronize: false })
@Index('registration_sender_mailbox', { synchronize: false })
export class Registration extends BaseRecord {
  @Field({ description: "The parent's first name as registered" })
  @Column({ type: 'varchar', length: 100 })
  parentFirstName: string;

  @Field({ description: "The parent's surname as registered" })
  @Column({ type: 'varchar', length: 100 })
  parentLastName: string;

  @Field({ description: "The parent's e-mail address: the family's key and where every e-mail about it goes" })
  @Index('registration_email_idx')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field({ description: "The parent's phone (E.164, e.g. +420777111222)" })
  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Field({ description: "The child's full name" })
  @Column({ type: 'varchar', length: 200 })
  childFullName: string;

  @Field({ description: "The child's birth date (ISO date); the name is historical" })
  @Column({ type: 'date' })
  childBornYear: string;

  @Field(() => String, {
    nullable: true,
    description: "The parent's note for the lector (health, who picks the child up); may be empty",
  })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field({ description: 'The parent agreed to photographs of the child; false: not to be photographed (NEFOTIT)' })
  @Column({ type: 'boolean', default: false })
  photoConsent: boolean;

  @Field({ description: 'The parent agreed to the processing of personal data (required to register)' })
  @Column({ type: 'boolean' })
  personalDataConsent: boolean;

  @Field(() => RegistrationType, { description: 'Course or camp' })
  @Index('registration_type_idx')
  @Column({ type: 'enum', enum: RegistrationType, enumName: 'registration_type' })
  type: RegistrationType;

  @Field({ description: 'The language the family registered in (cs, en, uk): every e-mail to it is written in it' })
  @Column({ type: 'varchar', length: 2, default: 'cs' })
  language: string;

  @Field({ description: 'On the waiting list (náhradník) rather than holding a place' })
  @Column({ type: 'boolean', default: false })
  replacement: boolean;

  /** Derived from the payments paired with it and `dueHaler`, kept here by the payments module in the
   * transaction that pairs them, so the grid filters and sorts by it. Money: for those who may read
   * payments (payments/payment.resolver.ts), not for lectors. */
  @Index('registration_payment_state_idx')
  @Column({ type: 'enum', enum: PaymentState, enumName: 'payment_state', default: PaymentState.unpaid })
  paymentState: PaymentState;

  /** What is due in haléře: the course's or camp's price when the child got there. Money: shown to
   * those who may read payments (payments/payment.resolver.ts), not to lectors. */
  @Column({ type: 'bigint', default: 0, transformer: HALER })
  dueHaler: number;

  /** What was taken off the price, in haléře (issue 47): dueHaler is the price less this. Recorded
   * once when the place was taken (the largest applicable rule, payments/pricing) or by staff with a
   * reason; for payments' readers only (the `discount` field). */
  @Column({ type: 'bigint', default: 0, transformer: HALER })
  discountHaler: number;

  /** The discount's name as the family reads it; empty when none was given. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  discountName: string | null;

  /** Staff's reason for a discount they set or changed; never shown to the family. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  discountReason: string | null;

  /** The automatic rule it came from; empty for staff's own or when the rule was deleted since. */
  @Index('registration_discount_rule_id_idx')
  @ManyToOne(() => Discount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  discountRule: Discount | null;

  @Column({ type: 'int', nullable: true })
  discountRuleId: number | null;

  /** What the payments paired with it bring, in haléře (as dueHaler, for payments' readers only). */
  @Column({ type: 'bigint', default: 0, transformer: HALER })
  receivedHaler: number;

  @Field({ description: 'Bank transfer reference, at most 10 digits, from a database sequence' })
  @Index('registration_variable_symbol_key', { unique: true })
  @Column({ type: 'bigint', default: () => `nextval('${VARIABLE_SYMBOL_SEQUENCE}')` })
  variableSymbol: string;

  @Field(() => String, { nullable: true, description: "The invoice's number once issued; empty before" })
  @Index('registration_invoice_number_key', { unique: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  invoiceNumber: string | null;

  @Field({ description: 'The invoice was e-mailed to the parent' })
  @Column({ type: 'boolean', default: false })
  invoiceSent: boolean;

  @Field(() => String, { nullable: true, description: 'Account (IBAN) the invoice asks to pay to' })
  @Column({ type: 'varchar', length: 34, nullable: true })
  invoiceAccount: string | null;

  @Index('registration_schedule_id_idx')
  @ManyToOne(() => Schedule, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  schedule: Schedule | null;

  @Field(() => Int, { nullable: true, description: 'The course slot (schedule); empty for a camp' })
  @Column({ type: 'int', nullable: true })
  scheduleId: number | null;

  @Index('registration_camp_id_idx')
  @ManyToOne(() => Camp, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  camp: Camp | null;

  @Field(() => Int, { nullable: true, description: 'The camp; empty for a course' })
  @Column({ type: 'int', nullable: true })
  campId: number | null;

  @Index('registration_branch_id_idx')
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  branch: Branch | null;

  @Field(() => Int, { nullable: true, description: 'Where the child goes; empty for a camp without a branch' })
  @Column({ type: 'int', nullable: true })
  branchId: number | null;

  @Index('registration_customer_id_idx')
  @ManyToOne(() => Customer, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  customer: Customer;

  @Field(() => Int, { description: "The parent's record (customer), found by e-mail" })
  @Column({ type: 'int' })
  customerId: number;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; empty while it holds its place or waits' })
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** While a freed place is offered to this replacement (waitlist module): the offer's deadline. A
   * replacement holds a place while it lies ahead (registration.rules.ts holdsPlace). */
  @Field(() => Date, { nullable: true, description: 'A replacement offered a place holds it until then' })
  @Column({ type: 'timestamptz', nullable: true })
  heldUntil: Date | null;

  @Field(() => Int, { description: 'Waiting-list priority staff may raise: higher first, then by time' })
  @Column({ type: 'int', default: 0 })
  waitlistPriority: number;

  /** Where a replacement queues from when not from its registration (an offer lapsed: behind everyone
   * waiting then). */
  @Field(() => Date, {
    nullable: true,
    description:
      'Where a replacement queues from when not from its registration (after a lapsed offer: behind everyone waiting then)',
  })
  @Column({ type: 'timestamptz', nullable: true })
  waitingSince: Date | null;

  /** The same child (name, birth date) already registered for the same slot or camp from another
   * e-mail address when this one came: for staff to check, never told to the public. */
  @Index('registration_possible_duplicate_of_id_idx')
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  possibleDuplicateOf: Registration | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The registration of the same child (name, birth date) for the same slot or camp that another e-mail address made first',
  })
  @Column({ type: 'int', nullable: true })
  possibleDuplicateOfId: number | null;

  /** The public form's key for one filled form (Idempotency-Key): a send repeated after a lost
   * answer finds this registration instead of making a second one. Never shown. */
  @Index('registration_idempotency_key_key', { unique: true })
  @Column({ type: 'uuid', nullable: true, select: false })
  idempotencyKey: string | null;

  /** What was sent with that key (SHA-256 of the validated form): the same key with other content is
   * refused. */
  @Column({ type: 'char', length: 64, nullable: true, select: false })
  idempotencyHash: string | null;

  /** Who sent the public form, hashed (no address in clear): the client address's budget
   * (addressBucket) and the mailbox's, for the limits per course or camp (registration.limits.ts).
   * Null for staff's registrations, which no limit counts. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  senderAddress: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  senderMailbox: string | null;

  /** When its personal data was erased (modules/privacy): at the family's request, or by the
   * retention job. The row stays, without personal data, for the capacity and the money. */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  erasedAt: Date | null;
}
