import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A staff login. Only the SHA-256 of the random token is stored, so a database leak gives no
 * usable tokens. */
@Entity()
export class Session {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('session_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash: Buffer;

  @Index('session_user_id_idx')
  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  user: User;

  @Column({ type: 'int' })
  userId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index('session_expires_at_idx')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
