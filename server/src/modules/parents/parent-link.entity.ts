import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A parent's personal link to their own page (/moje-prihlasky/<token>): no account, no password.
 * Only the SHA-256 of its random token is stored, so the table gives no usable links away. It opens
 * every registration made with its e-mail address, stops working when revoked or after
 * PARENT_LINK_VALID_MONTHS without use, and each e-mail to the parent carries a fresh one. */
@Entity()
export class ParentLink {
  @PrimaryGeneratedColumn()
  id: number;

  /** The e-mail address as common's emailKey writes it (trimmed, lower case). */
  @Index('parent_link_email_key_idx')
  @Column({ type: 'varchar', length: 254 })
  emailKey: string;

  @Index('parent_link_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The last time the page was opened with it; the validity counts from here (or from createdAt). */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
