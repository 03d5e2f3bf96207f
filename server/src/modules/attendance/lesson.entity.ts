import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Camp } from '../camps/camp.entity';
import { Schedule } from '../schedules/schedule.entity';
import { User } from '../users/user.entity';

/** One lesson that has something of its own: a change staff made (cancelled, moved, a make-up, a
 * substitute), a note, or marks. Lessons are computed from the slots (lesson.dates.ts); a row is made
 * the first time one needs it, keyed by its slot and the day it was planned for. A lesson belongs to
 * a course's slot or (camp days, later) to a camp. */
@Entity()
@Check('lesson_owner_check', `("schedule_id" IS NULL) <> ("camp_id" IS NULL)`)
@Check('lesson_kind_check', `"kind" IN ('regular', 'makeup', 'camp')`)
@Check('lesson_times_check', `("from" IS NULL) = ("to" IS NULL) AND ("to" IS NULL OR "to" > "from")`)
@Index('lesson_schedule_day_key', ['scheduleId', 'originalDate'], { unique: true })
@Index('lesson_camp_day_key', ['campId', 'originalDate'], { unique: true })
@Index('lesson_date_idx', ['date'])
export class Lesson {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Schedule, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  schedule: Schedule | null;

  @Column({ type: 'int', nullable: true })
  scheduleId: number | null;

  @ManyToOne(() => Camp, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  camp: Camp | null;

  @Column({ type: 'int', nullable: true })
  campId: number | null;

  /** The day it was planned for: the lesson's key (a make-up lesson's own first day). */
  @Column({ type: 'date' })
  originalDate: string;

  @Column({ type: 'varchar', length: 10, default: 'regular' })
  kind: 'regular' | 'makeup' | 'camp';

  /** The day it takes place (another than the planned one when moved). */
  @Column({ type: 'date' })
  date: string;

  /** Its own times when moved or a make-up; null for the slot's. */
  @Column({ type: 'time', nullable: true })
  from: string | null;

  @Column({ type: 'time', nullable: true })
  to: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** Who teaches this one lesson instead of the slot's lector. */
  @Index('lesson_substitute_lector_id_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  substituteLector: User | null;

  @Column({ type: 'int', nullable: true })
  substituteLectorId: number | null;

  /** The lector's short note about the lesson. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  noteBy: User | null;

  @Column({ type: 'int', nullable: true })
  noteById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
