import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { MailKind } from './mail.kinds';

/** What a message tells: the GraphQL enum of every module's kinds (mail.kinds.ts). */
export { MailKind } from './mail.kinds';

export enum MailStatus {
  /** Waiting for its (next) attempt. */
  pending = 'pending',
  sent = 'sent',
  /** Given up: refused by the mail server, or too many failed attempts. */
  failed = 'failed',
  /** Not sent because it no longer applied (the registration was cancelled first). */
  skipped = 'skipped',
}

registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'Delivery state of an e-mail',
  valuesConfig: {
    pending: { description: 'Waiting for its (next) attempt' },
    sent: { description: 'Accepted by the mail server' },
    failed: { description: 'Given up: refused by the mail server, or too many failed attempts (staff may retry it)' },
    skipped: { description: 'Not sent because it no longer applied (e.g. the registration was cancelled first)' },
  },
});

/** The outbox: one row per e-mail to a parent, written in the same transaction as the change it
 * reports and delivered after the commit, with retries. The content is composed at delivery by the
 * domain that declares its kind, from things as they then are. Any kind a module declares goes in
 * without a migration: the application refuses an unknown one when it is queued. */
@ObjectType({ description: 'An e-mail to a parent about a registration, and how its delivery went' })
@Entity()
@Check('mail_message_status_check', `"status" IN ('pending', 'sent', 'failed', 'skipped')`)
// The staff overview counts the failed (migration OverviewIndexes).
@Index('mail_message_failed_idx', { synchronize: false })
@Index('mail_message_due_idx', ['nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
// The messages about one thing of a kind (a lesson's), for the domain that asks.
@Index('mail_message_reference_idx', ['kind', 'referenceId'], { where: `"reference_id" IS NOT NULL` })
export class MailMessage {
  @Field(() => Int, { description: "The message's id in the outbox" })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mail_message_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration | null;

  @Field(() => Int, { nullable: true, description: 'Empty for an invitation of a staff member' })
  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  /** Whatever else its kind is about (a lesson, an invitation), as that kind's domain numbers it: no
   * foreign key, since mail/ knows no domain's tables; a message whose reference is gone is skipped. */
  @Column({ type: 'int', nullable: true })
  referenceId: number | null;

  /** A secret only the message's link holds (an invitation's, a new address's confirmation; their
   * tables keep its hash): here only until the message is sent or given up, then cleared. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  token: string | null;

  @Field(() => MailKind, { description: 'What the e-mail is about' })
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Field({ description: 'The address it goes to' })
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Field(() => String, { nullable: true, description: 'Known once the message has been composed' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Field(() => MailStatus, { description: 'Whether it went out, waits, failed or was skipped' })
  @Column({ type: 'varchar', length: 20, default: MailStatus.pending })
  status: MailStatus;

  @Field(() => Int, { description: 'Delivery attempts so far' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' })
  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Field({ description: 'When it is (or was) next tried' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Field({ description: 'When it was queued' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it; empty until then' })
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
