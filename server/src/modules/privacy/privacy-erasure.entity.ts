import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export enum ErasureReason {
  /** An administrator erased a family at its request (GDPR art. 17). */
  request = 'request',
  /** The retention job: registrations whose course or camp ended RETENTION_YEARS ago. */
  retention = 'retention',
}

/** That an erasure happened: when, who, why and how much. Never what was erased (no address, no
 * name): the record of an erasure must not undo it. */
@Entity()
export class PrivacyErasure {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  erasedAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  erasedBy: User | null;

  /** The administrator; empty for the retention job. */
  @Column({ type: 'int', nullable: true })
  erasedById: number | null;

  @Column({ type: 'varchar', length: 20 })
  reason: ErasureReason;

  @Column({ type: 'int' })
  registrations: number;

  @Column({ type: 'int' })
  customers: number;

  /** Issued invoices whose PDF was archived as issued before their row was anonymised. */
  @Column({ type: 'int' })
  invoices: number;
}
