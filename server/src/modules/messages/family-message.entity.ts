import { FamilyMessageKind } from '@kurzy/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** A message staff wrote to families (issue 43): what it said, to whom it was meant, who sent it. Its
 * e-mails go through the outbox, one per family address (FamilyMessageRecipient). */
@Entity()
@Check('family_message_kind_check', `"kind" IN ('operational', 'informational')`)
@Index('family_message_created_idx', ['createdAt', 'id'])
export class FamilyMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: FamilyMessageKind;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** The message in English and Ukrainian when the system wrote it (a lesson's change, issue 49): each
   * family gets it in its registration's language. Null for a staff member's text, sent as written. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Record<string, { subject: string; text: string }> | null;

  /** The audience as it was chosen ({ scheduleId } | { courseId } | ...), for the record. */
  @Column({ type: 'jsonb' })
  audience: Record<string, unknown>;

  /** The audience in words as it was when sent ("Keramika – pondělí 16:00"). */
  @Column({ type: 'varchar', length: 300 })
  audienceLabel: string;

  @Column({ type: 'boolean', default: false })
  includeReplacements: boolean;

  @Index('family_message_sent_by_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  sentBy: User | null;

  @Column({ type: 'int', nullable: true })
  sentById: number | null;

  /** The sender's name as it was (a user may be renamed or removed later). */
  @Column({ type: 'varchar', length: 200 })
  sentByName: string;

  /** Family addresses it went to. */
  @Column({ type: 'int', default: 0 })
  recipientCount: number;

  /** The SMS copy as it goes (the operator's name first, "bez diakritiky" when asked); null: no SMS. */
  @Column({ type: 'text', nullable: true })
  smsText: string | null;

  /** Segments each SMS of it takes (GSM-7 160/153 characters, UCS-2 70/67). */
  @Column({ type: 'int', nullable: true })
  smsSegments: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One family's copy of a message: the address (an e-mail, or a number 420… for an SMS) and the
 * children of the audience it names. An e-mail's delivery is the outbox row of kind family_message
 * whose reference is this row; an SMS's is kept here (status... provider id), by the SMS sender. */
@Entity()
@Check('family_message_recipient_channel_check', `"channel" IN ('email', 'sms')`)
@Check(
  'family_message_recipient_status_check',
  `"status" IS NULL OR "status" IN ('pending', 'sent', 'failed', 'skipped')`,
)
@Index('family_message_recipient_sms_due_idx', ['nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
export class FamilyMessageRecipient {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('family_message_recipient_message_idx')
  @ManyToOne(() => FamilyMessage, { onDelete: 'CASCADE' })
  @JoinColumn()
  message: FamilyMessage;

  @Column({ type: 'int' })
  messageId: number;

  @Column({ type: 'varchar', length: 10, default: 'email' })
  channel: string;

  /** The family's address (common's emailKey of the registrations' e-mail). */
  @Index('family_message_recipient_address_idx')
  @Column({ type: 'varchar', length: 254 })
  address: string;

  /** The family's registrations in the audience (siblings together). */
  @Column({ type: 'int', array: true })
  registrationIds: number[];

  /** An SMS's delivery as the outbox's states (an e-mail's: null, its outbox row says). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  status: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** Why the last attempt failed (the provider's words). */
  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The provider's id of the SMS. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerId: string | null;
}

/** A family that does not want informační messages (provozní ones still come). */
@Entity()
export class FamilyMessageOptOut {
  /** common's emailKey of the family's address. */
  @PrimaryColumn({ type: 'varchar', length: 254 })
  emailKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
