import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from './registration.entity';

export enum RegistrationEventType {
  /** A replacement got a place that was freed; the parent is to be told (mail issue). */
  promoted = 'promoted',
}

/** Something that happened to a registration and that someone must act on, such as e-mailing
 * the parent; written in the same transaction as the change, processed later. */
@Entity()
@Index('registration_event_unprocessed_idx', ['processedAt', 'id'])
export class RegistrationEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('registration_event_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'int' })
  registrationId: number;

  @Column({ type: 'varchar', length: 30 })
  type: RegistrationEventType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
