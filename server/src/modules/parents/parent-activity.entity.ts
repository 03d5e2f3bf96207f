import { ParentActivityType } from '@kurzy/common';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

/** What happened on a family's page (link sent, opened, contact corrected, cancelled, requests),
 * as staff read it in the registration dialog. Rows without a registration are the family's. */
@Entity()
@Index('parent_activity_family_idx', ['emailKey', 'createdAt'])
export class ParentActivity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  emailKey: string;

  @Index('parent_activity_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration | null;

  @Column({ type: 'int', nullable: true })
  registrationId: number | null;

  @Column({ type: 'varchar', length: 30 })
  type: ParentActivityType;

  /** What changed (old and new phone), or which request. */
  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, string | number | null> | null;

  /** The staff member, for what staff did (handling a request). */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  actor: User | null;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
