import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CampCollector } from '@kurzy/common';
import { Registration } from '../../registrations/registration.entity';
import { User } from '../../users/user.entity';

/** A child's arrival and departure on one camp day (issue 48, item 4): who checked the child in, who
 * took the child and who handed the child over. A check-out to someone the family did not list
 * carries the administrator's override and note. An undo clears the check-out (or the check-in). */
@Entity()
@Index('camp_handover_registration_day_key', ['registrationId', 'day'], { unique: true })
export class CampHandover {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'int' })
  registrationId: number;

  /** The camp day, Prague. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  // Indexed for deleting a user (SET NULL): without it each deletion scans every hand-over.
  @Index('camp_handover_checked_in_by_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  checkedInBy: User | null;

  @Column({ type: 'int', nullable: true })
  checkedInById: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkedOutAt: Date | null;

  @Index('camp_handover_checked_out_by_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  checkedOutBy: User | null;

  @Column({ type: 'int', nullable: true })
  checkedOutById: number | null;

  /** Who took the child: a parent, a listed person, alone, or someone else (the override). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  collector: CampCollector | null;

  /** The name of the person who took the child (a listed person, or the override's). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  collectorName: string | null;

  /** The administrator's note of an override (anyone the family did not list). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  overrideNote: string | null;
}
