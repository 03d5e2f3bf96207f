import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lesson } from '../attendance/lesson.entity';
import { Registration } from '../registrations/registration.entity';
import { UserInvitation } from '../users/user-invitation.entity';

/** What a message tells the parent. */
export enum MailKind {
  /** The child has a place: what, when, where, and how to pay (with QR Platba). */
  confirmation = 'confirmation',
  /** The child is on the waiting list; nothing to pay yet. */
  replacement = 'replacement',
  /** A place was freed for a child on the waiting list: now it is theirs, and how to pay. */
  promoted = 'promoted',
  /** The invoice, as a PDF attachment. */
  invoice = 'invoice',
  /** Someone sent the child's registration again from the family's e-mail address: no second one
   * was made, and the sender was told nothing of the first. */
  repeated = 'repeated',
  /** Staff cancelled the registration: the place (or the waiting-list entry) is given up. */
  cancelled = 'cancelled',
  /** Not to a parent: a new staff member's link to set their own password (users/user-invitation). */
  invitation = 'invitation',
  /** The payment arrived: the registration is paid (or overpaid). */
  paymentReceived = 'payment_received',
  /** A part arrived: how much is still due, with a QR Platba for exactly the rest. */
  paymentPartial = 'payment_partial',
  /** Nothing (or not all) has come some days after registering: a reminder. */
  paymentReminder = 'payment_reminder',
  /** "Pošlete mi odkaz znovu": a fresh personal link to the parent's own page (about their newest
   * registration, which names the address it goes to). */
  parentLink = 'parent_link',
  /** To a new address a parent gave on their page: the link that confirms it (the token rides in
   * the outbox row until sent); nothing changes until it is used. */
  emailChange = 'email_change',
  /** Staff cancelled or moved one lesson of the child's slot (attendance/): which and to when. */
  lessonChanged = 'lesson_changed',
}

export enum MailStatus {
  /** Waiting for its (next) attempt. */
  pending = 'pending',
  sent = 'sent',
  /** Given up: refused by the mail server, or too many failed attempts. */
  failed = 'failed',
  /** Not sent because it no longer applied (the registration was cancelled first). */
  skipped = 'skipped',
}

registerEnumType(MailKind, { name: 'MailKind', description: 'What an e-mail to a parent is about' });
registerEnumType(MailStatus, { name: 'MailStatus', description: 'Delivery state of an e-mail' });

/** The outbox: one row per e-mail to a parent, written in the same transaction as the change it
 * reports and delivered after the commit, with retries. The content is composed at delivery from
 * the registration as it then is. */
@ObjectType({ description: 'An e-mail to a parent about a registration, and how its delivery went' })
@Entity()
@Check(
  'mail_message_kind_check',
  `"kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link', 'email_change', 'lesson_changed')`,
)
@Check('mail_message_subject_check', `("registration_id" IS NULL) <> ("invitation_id" IS NULL)`)
@Check('mail_message_status_check', `"status" IN ('pending', 'sent', 'failed', 'skipped')`)
// The staff overview counts the failed (migration OverviewIndexes).
@Index('mail_message_failed_idx', { synchronize: false })
@Index('mail_message_due_idx', ['nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
export class MailMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mail_message_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration | null;

  @Field(() => Int, { nullable: true, description: 'Empty for an invitation of a staff member' })
  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  /** The invitation an invitation message carries the link of. */
  @Index('mail_message_invitation_id_idx')
  @ManyToOne(() => UserInvitation, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  invitation: UserInvitation | null;

  @Column({ type: 'int', nullable: true })
  invitationId: number | null;

  /** The lesson a lesson_changed message is about (composed from it as it is at delivery). */
  @Index('mail_message_lesson_id_idx')
  @ManyToOne(() => Lesson, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  lesson: Lesson | null;

  @Column({ type: 'int', nullable: true })
  lessonId: number | null;

  /** The invitation's token, which only its link holds (the invitation keeps its hash): here only
   * until the message is sent or given up, then cleared. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  token: string | null;

  @Field(() => MailKind)
  @Column({ type: 'varchar', length: 20 })
  kind: MailKind;

  @Field({ description: 'The address it goes to' })
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Field(() => String, { nullable: true, description: 'Known once the message has been composed' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Field(() => MailStatus)
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

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
