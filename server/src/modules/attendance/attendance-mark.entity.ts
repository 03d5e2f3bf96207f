import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AttendanceState } from '@kurzy/common';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';
import { Lesson } from './lesson.entity';

/** A child's attendance at a lesson: one row per lesson and child, the last write by the time it was
 * made on the phone (`markedAt`) wins, so an offline mark sent late does not undo a newer one. */
@Entity()
@Check('attendance_mark_state_check', `"state" IN ('present', 'absent', 'excused')`)
@Index('attendance_mark_lesson_registration_key', ['lessonId', 'registrationId'], { unique: true })
export class AttendanceMark {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Lesson, { onDelete: 'CASCADE' })
  @JoinColumn()
  lesson: Lesson;

  @Column({ type: 'int' })
  lessonId: number;

  @Index('attendance_mark_registration_id_idx')
  @ManyToOne(() => Registration, { onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'int' })
  registrationId: number;

  @Column({ type: 'varchar', length: 10 })
  state: AttendanceState;

  /** When it was marked, by the phone's clock, never later than the server's (clamped when received). */
  @Column({ type: 'timestamptz' })
  markedAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  markedBy: User | null;

  @Column({ type: 'int', nullable: true })
  markedById: number | null;

  /** Excused in advance by the parent from their page (markedBy is then nobody). */
  @Column({ type: 'boolean', default: false })
  byParent: boolean;

  /** When the server received the write that stands. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;
}
