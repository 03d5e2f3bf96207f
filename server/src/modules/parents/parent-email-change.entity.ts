import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A parent's new e-mail address waiting for its confirmation from that mailbox. Until then nothing
 * changes: whoever holds a family's link could otherwise move it to any address and, with it, see
 * that address's children. Only the SHA-256 of the confirmation token is kept. */
@Entity()
export class ParentEmailChange {
  @PrimaryGeneratedColumn()
  id: number;

  /** The family whose registrations move to the new address. */
  @Column({ type: 'varchar', length: 254 })
  emailKey: string;

  @Column({ type: 'varchar', length: 254 })
  newEmail: string;

  @Index('parent_email_change_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
