import { DayOfWeek } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { AfterLoad, Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { VersionedRecord, hoursAndMinutes } from '../../core/database/columns';
import { Branch } from '../branches/branch.entity';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

/** A weekly slot of a course: day, time, branch and lector. Its age category is the course's. */
@ObjectType({
  description: "A weekly slot of a course: day, time, branch and lector; its age category is the course's",
})
@Entity()
@Check('schedule_day_of_week_check', '"day_of_week" BETWEEN 1 AND 7')
@Check('schedule_time_check', '"to" > "from"')
@Check('schedule_makeup_places_check', '"makeup_places" >= 0')
export class Schedule extends VersionedRecord {
  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  @Column({ type: 'smallint' })
  dayOfWeek: DayOfWeek;

  @Field({ description: 'Start, HH:mm' })
  @Column({ type: 'time', transformer: hoursAndMinutes })
  from: string;

  @Field({ description: 'End, HH:mm' })
  @Column({ type: 'time', transformer: hoursAndMinutes })
  to: string;

  @Field(() => Int, {
    nullable: true,
    description: "Order among the course's slots (smaller first); empty: after those with one",
  })
  @Column({ type: 'int', nullable: true })
  order: number | null;

  // Deleting a course takes its slots along; the registrations' RESTRICT still guards paid places.
  @Index('schedule_course_id_idx')
  @ManyToOne(() => Course, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  course: Course;

  @Field(() => Int, { description: 'The course the slot belongs to' })
  @Column({ type: 'int' })
  courseId: number;

  // A branch with courses running cannot be deleted by accident.
  @Index('schedule_branch_id_idx')
  @ManyToOne(() => Branch, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  branch: Branch;

  @Field(() => Int, { description: 'Where the slot meets' })
  @Column({ type: 'int' })
  branchId: number;

  @Index('schedule_lector_id_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  lector: User | null;

  @Field(() => Int, { nullable: true, description: 'Empty for the public when the lector is hidden' })
  @Column({ type: 'int', nullable: true })
  lectorId: number | null;

  @Index('schedule_predecessor_id_idx')
  @ManyToOne(() => Schedule, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  predecessor: Schedule | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The slot of the previous term’s course this one was copied from (its families continue here)',
  })
  @Column({ type: 'int', nullable: true })
  predecessorId: number | null;

  @Field(() => Int, { description: 'Places for make-up guests beyond the course’s capacity' })
  @Column({ type: 'int', default: 0 })
  makeupPlaces: number;

  /** Read with its lector joined and none came (anonymous visitors get only visible lectors): the
   * lector's id is as hidden as the lector. */
  @AfterLoad()
  protected hideUnjoinedLector(): void {
    if (this.lector === null) this.lectorId = null;
  }
}
