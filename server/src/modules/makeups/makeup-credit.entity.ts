import { MakeupCreditState } from '@kurzy/common';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
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
import { Lesson } from '../attendance/lesson.entity';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

registerEnumType(MakeupCreditState, {
  name: 'MakeupCreditState',
  description: 'available, booked on a lesson, used, expired, revoked by staff',
  valuesConfig: {
    available: { description: 'Not yet spent and not expired: it may book a make-up lesson' },
    booked: { description: 'Booked on a coming make-up lesson (cancelling in time returns it)' },
    used: { description: 'Spent on a make-up lesson that took place' },
    expired: { description: 'Its expiry passed unspent' },
    revoked: { description: 'Revoked by staff, with a reason' },
  },
});

/** Why a credit exists: a timely excuse, a lesson the provider cancelled, or staff by hand. */
export enum MakeupCreditOrigin {
  excuse = 'excuse',
  cancelled = 'cancelled',
  staff = 'staff',
}

registerEnumType(MakeupCreditOrigin, {
  name: 'MakeupCreditOrigin',
  description: 'Why a make-up credit exists',
  valuesConfig: {
    excuse: { description: "The parent excused the child in time (before the course's excuse cut-off)" },
    cancelled: { description: 'The provider cancelled a lesson without a replacing one' },
    staff: { description: 'Granted by staff by hand, with a reason' },
  },
});

/** A make-up credit (náhrada) of a registration: one lesson the child may attend in another slot.
 * Its expiry is an absolute moment staff may move; it is checked on every read and action and swept
 * by a job (makeup.credits.ts). One credit per child and source lesson. */
@ObjectType({ description: 'A make-up credit (náhrada) of a registration' })
@Entity()
@Check('makeup_credit_state_check', `"state" IN ('available', 'booked', 'used', 'expired', 'revoked')`)
@Check('makeup_credit_origin_check', `"origin" IN ('excuse', 'cancelled', 'staff')`)
@Index('makeup_credit_source_key', ['registrationId', 'sourceLessonId'], { unique: true })
@Index('makeup_credit_due_idx', ['expiresAt'], { where: `"state" = 'available'` })
export class MakeupCredit {
  @Field(() => Int, { description: "The credit's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Registration, { onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => Int, { description: 'The registration whose child may use it' })
  @Column({ type: 'int' })
  registrationId: number;

  @ManyToOne(() => Lesson, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  sourceLesson: Lesson | null;

  /** The lesson missed (excused in time, or cancelled); none for a credit staff granted. */
  @Column({ type: 'int', nullable: true })
  sourceLessonId: number | null;

  @Field(() => MakeupCreditOrigin, {
    description: 'Why it exists: a timely excuse, a cancelled lesson, or staff by hand',
  })
  @Column({ type: 'varchar', length: 10 })
  origin: MakeupCreditOrigin;

  @Field(() => MakeupCreditState, { description: 'Available, booked, used, expired or revoked' })
  @Column({ type: 'varchar', length: 10, default: MakeupCreditState.available })
  state: MakeupCreditState;

  @Field({ description: 'Spendable on lessons starting before this moment' })
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Field(() => String, { nullable: true, description: 'Why staff granted, extended or revoked it' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  changedBy: User | null;

  @Column({ type: 'int', nullable: true })
  changedById: number | null;

  @Field({ description: 'When it was earned or granted' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
