import { ReenrolmentState } from '@kurzy/common';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Course } from '../courses/course.entity';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

registerEnumType(ReenrolmentState, {
  name: 'ReenrolmentState',
  description: 'A family’s answer to the invitation to continue: invited, opened (page viewed), accepted, declined',
  valuesConfig: {
    invited: { description: 'Invited; the family page not viewed since' },
    opened: { description: 'The family page was viewed after the invitation; no answer yet' },
    accepted: { description: 'Continues: a new registration in the successor' },
    declined: { description: 'Does not continue (with an optional reason)' },
  },
});

/** Re-enrolment of a course's families into its successor (issue 45): until `priorityUntil` (or
 * until every invited family decided) only they may register into the successor. One per course. */
@Entity()
export class Reenrolment {
  @PrimaryGeneratedColumn()
  id: number;

  /** The old course, whose families are invited. */
  @Index('reenrolment_course_id_key', { unique: true })
  @ManyToOne(() => Course, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  course: Course;

  @Column({ type: 'int' })
  courseId: number;

  /** Its copy in the next term, where they continue; the public waits for the window's end. */
  @Index('reenrolment_successor_id_idx')
  @ManyToOne(() => Course, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  successor: Course;

  @Column({ type: 'int' })
  successorId: number;

  @Column({ type: 'timestamptz' })
  priorityUntil: Date;

  @Column({ type: 'boolean', default: false })
  includeReplacements: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  openedAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  openedBy: User | null;

  @Column({ type: 'int', nullable: true })
  openedById: number | null;
}

/** One invited family: the old registration, its answer and, once it continues, its new one. */
@ObjectType('ReenrolmentFamily', {
  simpleResolvers: true,
  description:
    "One family invited to continue into the course's successor: its answer and, once it continues, its new registration",
})
@Entity()
@Index('reenrolment_family_registration_key', ['reenrolmentId', 'registrationId'], { unique: true })
export class ReenrolmentFamily {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Reenrolment, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  reenrolment: Reenrolment;

  @Column({ type: 'int' })
  reenrolmentId: number;

  @Index('reenrolment_family_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => Int, { description: 'The registration of the old course' })
  @Column({ type: 'int' })
  registrationId: number;

  @Field(() => ReenrolmentState, { description: 'Invited, opened, accepted or declined' })
  @Column({ type: 'enum', enum: ReenrolmentState, enumName: 'reenrolment_state', default: ReenrolmentState.invited })
  state: ReenrolmentState;

  @Field({ description: 'When the invitation was (last) sent' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  invitedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the family page was first viewed after the invitation' })
  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the family answered, or staff enrolled it; empty while undecided',
  })
  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the family does not continue, in its words' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @ManyToOne(() => Registration, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  newRegistration: Registration | null;

  @Field(() => Int, { nullable: true, description: 'The registration in the successor, once the family continues' })
  @Column({ type: 'int', nullable: true })
  newRegistrationId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  decidedBy: User | null;

  @Field(() => Int, { nullable: true, description: 'The staff member who enrolled the family by hand' })
  @Column({ type: 'int', nullable: true })
  decidedById: number | null;

  /** Read with the family (reenrolment.service.ts), never stored. */
  @Field({ description: 'The child of the old registration' })
  childFullName?: string;

  @Field({ description: 'The parent of the old registration' })
  parentName?: string;

  @Field({ description: "The family's e-mail address, where the invitation went" })
  email?: string;
}
