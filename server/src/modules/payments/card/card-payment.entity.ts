import { CardPaymentState } from '@kurzy/common';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { HALER, Registration } from '../../registrations/registration.entity';
import { Payment } from '../payment.entity';

/** One attempt of a parent to pay a registration by card at the gateway (issue 46); several per
 * registration (a cancelled one retried). The money it brings is a Payment (source `card`) once the
 * gateway's own status said PAID for the amount created: `paymentId`. */
@Entity()
@Check('card_payment_state_check', `"state" IN ('pending', 'paid', 'cancelled', 'mismatched', 'expired')`)
@Check('card_payment_amount_check', '"amount_haler" > 0')
@Index('card_payment_provider_key', ['provider', 'providerId'], { unique: true })
@Index('card_payment_pending_idx', ['createdAt'], { where: `"state" = 'pending'` })
export class CardPayment {
  @PrimaryGeneratedColumn()
  id: number;

  /** 128 random bits, hex: the parent's return address names it, nothing else does. */
  @Index('card_payment_public_id_key', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  publicId: string;

  /** A deleted registration leaves the attempt (and its money) on record. */
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  registration: Registration | null;

  @Index('card_payment_registration_id_idx')
  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  @Column({ type: 'varchar', length: 10 })
  variableSymbol: string;

  /** The gateway's name (`comgate`). */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The gateway's id of the payment (Comgate's transId). */
  @Column({ type: 'varchar', length: 64 })
  providerId: string;

  @Column({ type: 'bigint', transformer: HALER })
  amountHaler: number;

  @Column({ type: 'char', length: 3, default: 'CZK' })
  currency: string;

  @Column({ type: 'varchar', length: 12, default: CardPaymentState.pending })
  state: CardPaymentState;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the gateway was last asked about it (the notification, the return, the job). */
  @Column({ type: 'timestamptz', nullable: true })
  lastCheckedAt: Date | null;

  @ManyToOne(() => Payment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  payment: Payment | null;

  @Column({ type: 'int', nullable: true })
  paymentId: number | null;
}
