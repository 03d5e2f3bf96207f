import { ConsentAction, ConsentSource, LegalTextKind } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';
import './legal.enums';

/** One version of a legal text. Publishing adds a version; none is ever changed, so every consent
 * points at the exact words that were agreed to. */
@ObjectType({ description: 'One version of a legal text (terms, personal data, photographs); versions never change' })
@Entity()
@Index('legal_text_kind_version_key', ['kind', 'version'], { unique: true })
export class LegalText {
  @Field(() => Int, { description: "The version's record id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => LegalTextKind, { description: 'Which legal text it is' })
  @Column({ type: 'enum', enum: LegalTextKind, enumName: 'legal_text_kind' })
  kind: LegalTextKind;

  @Field(() => Int, { description: 'From 1 for each kind' })
  @Column({ type: 'int' })
  version: number;

  @Field({ description: 'The text in its markup: `## heading`, paragraphs, `- list item`, `[text](/path)` links' })
  @Column({ type: 'text' })
  body: string;

  @Field({ description: 'When it was published: it is in force from then until the next version' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  publishedBy: User | null;

  @Column({ type: 'int', nullable: true })
  publishedById: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The name of whoever published it: for administrators only, null for others and the first versions',
  })
  publishedByName?: string | null;
}

/** A consent given or withdrawn for a registration, to one version of a text. Only ever added to. */
@Entity()
@Index('registration_consent_registration_idx', ['registrationId', 'at'])
export class RegistrationConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'int' })
  registrationId: number;

  @Column({ type: 'enum', enum: LegalTextKind, enumName: 'legal_text_kind' })
  kind: LegalTextKind;

  /** The version agreed to (a withdrawal: the one it withdraws). */
  @Index('registration_consent_legal_text_idx')
  @ManyToOne(() => LegalText, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  legalText: LegalText;

  @Column({ type: 'int' })
  legalTextId: number;

  @Column({ type: 'enum', enum: ConsentAction, enumName: 'consent_action' })
  action: ConsentAction;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'enum', enum: ConsentSource, enumName: 'consent_source' })
  source: ConsentSource;
}
