import { RefundMethod, RefundState } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { HALER } from '../../registrations/registration.entity';
import { User } from '../../users/user.entity';
import { Payment } from '../payment.entity';

/** Money given back of one payment (issue 46), whole or a part: to the card it came from through the
 * gateway, or by a bank transfer to the parent's account (gathered into a payment-order file). What a
 * payment has given back is also summed on it (`payment.refunded_haler`), under its row lock, and the
 * database refuses more than it received. */
@ObjectType({ description: 'Money given back of a payment: to the card, or by a transfer to the parent’s account' })
@Entity()
@Check('refund_amount_check', '"amount_haler" > 0')
@Check('refund_state_check', `"state" IN ('pending', 'refunded', 'failed', 'to_transfer', 'transferred')`)
@Check('refund_method_check', `"method" IN ('card', 'transfer')`)
@Check('refund_account_check', `"method" = 'card' OR "account" IS NOT NULL`)
@Index('refund_open_idx', ['state', 'id'], { where: `"state" IN ('pending', 'to_transfer')` })
export class Refund {
  @Field(() => Int, { description: 'The refund’s number' })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('refund_payment_id_idx')
  @ManyToOne(() => Payment, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  payment: Payment;

  @Field(() => Int, { description: 'The payment it gives back of' })
  @Column({ type: 'int' })
  paymentId: number;

  /** The registration the payment paid (the parent told); none for money that never paid one. */
  @Field(() => Int, { nullable: true, description: 'The registration the payment paid; empty when it paid none' })
  @Index('refund_registration_id_idx')
  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  @Field(() => String, { nullable: true, description: 'That registration’s variable symbol (the transfer carries it)' })
  @Column({ type: 'varchar', length: 10, nullable: true })
  variableSymbol: string | null;

  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  @Column({ type: 'bigint', transformer: HALER })
  amountHaler: number;

  @Field(() => RefundMethod, { description: 'To the card, or by a transfer' })
  @Column({ type: 'varchar', length: 10 })
  method: RefundMethod;

  @Field(() => RefundState, { description: 'Where it is' })
  @Column({ type: 'varchar', length: 12 })
  state: RefundState;

  @Field({ description: 'Why, as staff gave it' })
  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @Field(() => String, { nullable: true, description: 'The parent’s account of a transfer: 19-2000145399/0800' })
  @Column({ type: 'varchar', length: 30, nullable: true })
  account: string | null;

  /** The key of the staff member's one confirmation: a second click or a resent request finds this refund. */
  @Index('refund_idempotency_key_key', { unique: true })
  @Column({ type: 'varchar', length: 36, nullable: true })
  idempotencyKey: string | null;

  @Field(() => Date, { description: 'When staff gave it' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  createdBy: User | null;

  @Field(() => Int, { nullable: true, description: 'The staff member who gave it' })
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Field(() => Date, { nullable: true, description: 'When the gateway said done, or staff said the transfer went' })
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** The gateway's calls for a pending card refund: how many, and what the last one met (no secret in it). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'What the gateway answered last, when it was not done' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;
}
