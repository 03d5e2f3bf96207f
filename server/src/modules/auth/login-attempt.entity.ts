import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed login, kept for the throttle window; in the database so every app instance counts alike. */
@Entity()
@Index('login_attempt_username_idx', ['username', 'createdAt'])
@Index('login_attempt_address_idx', ['address', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased, so 'Admin' and 'admin' share a budget. */
  @Column({ type: 'varchar', length: 200 })
  username: string;

  @Column({ type: 'varchar', length: 64 })
  address: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
