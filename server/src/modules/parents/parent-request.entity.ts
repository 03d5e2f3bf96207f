import { ParentRequestState, ParentRequestType } from '@kurzy/common';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

/** What a parent asked staff for from their page, and how staff handled it. At most one open
 * request of a kind per registration (per family for an erasure or an e-mail change), so a double
 * click asks once. */
@Entity()
@Check('parent_request_type_check', `"type" IN ('paid_cancellation', 'erasure', 'employer_invoice', 'email_change')`)
@Check('parent_request_state_check', `"state" IN ('open', 'done', 'rejected')`)
// The partial unique index over (type, email_key, COALESCE(registration_id, 0)) WHERE open is the
// migration's (ParentRequests): TypeORM cannot say an expression index.
@Index('parent_request_open_key', { synchronize: false })
@Index('parent_request_state_idx', ['state', 'createdAt'])
export class ParentRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 30 })
  type: ParentRequestType;

  @Column({ type: 'varchar', length: 20, default: ParentRequestState.open })
  state: ParentRequestState;

  /** The family (common's emailKey of the link's address). */
  @Index('parent_request_email_key_idx')
  @Column({ type: 'varchar', length: 254 })
  emailKey: string;

  /** The registration it is about; none for an erasure, which is the whole family's. */
  @Index('parent_request_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration | null;

  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  /** The parent's reason (cancelling a paid place) or note. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The address an e-mail change asks to move the family to (it has registrations of its own). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;

  /** The employer an invoice is to be made out to: name, companyId, address. */
  @Column({ type: 'jsonb', nullable: true })
  employer: { name: string; companyId: string; address: string } | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  handledBy: User | null;

  @Column({ type: 'int', nullable: true })
  handledById: number | null;

  /** What staff wrote when handling it. */
  @Column({ type: 'text', nullable: true })
  handlingNote: string | null;
}
