import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** A link that lets a new staff member set their own password: valid for INVITATION_LIFETIME_MS,
 * once. Only the SHA-256 of its random token is stored (as for sessions), so the table gives no
 * usable links away. A newer invitation of the same user ends the older ones (their expiresAt). */
@Entity()
export class UserInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('user_invitation_user_id_idx')
  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  user: User;

  @Column({ type: 'int' })
  userId: number;

  @Index('user_invitation_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash: Buffer;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The administrator who sent it; the invitation outlives their account. */
  @Index('user_invitation_created_by_id_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  createdBy: User | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
