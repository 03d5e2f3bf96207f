import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { LegalText } from '../../legal/legal-text.entity';
import { Registration } from '../../registrations/registration.entity';
import { User } from '../../users/user.entity';

/** How a health declaration reached us. */
export enum CampDeclarationChannel {
  /** Signed on the family's page with a typed name. */
  web = 'web',
  /** A paper copy staff recorded. */
  paper = 'paper',
}

/** A camp registration's „prohlášení o bezinfekčnosti“ (issue 48): one per registration (turnus),
 * with the version of the text signed, the typed name, when, a hash of the client address and its
 * user agent (the audit trail), or the staff member who recorded a paper copy. Special-category data:
 * the family and the camp's staff read it; erased with the family. */
@Entity()
export class CampDeclaration {
  @PrimaryColumn({ type: 'int' })
  registrationId: number;

  @OneToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Index('camp_declaration_legal_text_idx')
  @ManyToOne(() => LegalText, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  legalText: LegalText;

  @Column({ type: 'int' })
  legalTextId: number;

  @Column({ type: 'varchar', length: 100 })
  signerName: string;

  @Column({ type: 'timestamptz' })
  signedAt: Date;

  @Column({ type: 'varchar', length: 10 })
  channel: CampDeclarationChannel;

  /** SHA-256 of the client address (web): enough to match a dispute, not the address itself. */
  @Column({ type: 'bytea', nullable: true })
  addressHash: Buffer | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  recordedBy: User | null;

  @Column({ type: 'int', nullable: true })
  recordedById: number | null;
}
