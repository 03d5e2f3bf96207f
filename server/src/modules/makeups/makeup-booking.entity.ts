import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lesson } from '../attendance/lesson.entity';
import { Registration } from '../registrations/registration.entity';
import { MakeupCredit } from './makeup-credit.entity';

/** A credit spent on one lesson of another slot: the child is the lesson's guest ("náhrada"). A
 * cancelled booking keeps its row (cancelledAt) and gives the credit back. */
@Entity()
@Index('makeup_booking_credit_key', ['creditId'], { unique: true, where: '"cancelled_at" IS NULL' })
@Index('makeup_booking_lesson_child_key', ['lessonId', 'registrationId'], {
  unique: true,
  where: '"cancelled_at" IS NULL',
})
export class MakeupBooking {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => MakeupCredit, { onDelete: 'CASCADE' })
  @JoinColumn()
  credit: MakeupCredit;

  @Column({ type: 'int' })
  creditId: number;

  @Index('makeup_booking_registration_id_idx')
  @ManyToOne(() => Registration, { onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'int' })
  registrationId: number;

  @ManyToOne(() => Lesson, { onDelete: 'CASCADE' })
  @JoinColumn()
  lesson: Lesson;

  @Column({ type: 'int' })
  lessonId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;
}
