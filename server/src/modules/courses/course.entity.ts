import { COURSE_FIELDS, CourseLevel, declaredValues } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { declaredGraphqlFields } from '../../core/declared-fields';
import { OfferingRecord } from '../offerings/offering.entity';

/** An after-school course; parents register a child to one of its schedule slots. Capacity is
 * counted over the whole course. */
@ObjectType({
  description:
    'An after-school course: weekly lessons for a term in one or more slots; its capacity is counted over the whole course',
})
@Entity()
@Index('course_type_idx', ['type'])
@Index('course_category_idx', ['category'])
@Check('course_capacity_check', '"capacity" >= 0 AND "max_capacity" >= "capacity"')
@Check('course_price_check', '"price" >= 0 AND ("price_per_lesson" IS NULL OR "price_per_lesson" >= 0)')
@Check('course_lessons_check', '"number_of_lessons" IS NULL OR "number_of_lessons" > 0')
@Check('course_makeup_check', '"excuse_cutoff_hours" >= 0 AND "makeup_valid_days" > 0')
@Check('course_offer_hours_check', '"offer_hours" BETWEEN 1 AND 168')
@Check('course_dates_check', '"end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"')
export class Course extends OfferingRecord({ noun: 'course' }) {
  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: 'Price of one lesson in Kč; empty when not given',
  })
  @Column({ type: 'int', nullable: true })
  pricePerLesson: number | null;

  @Field(() => Int, { nullable: true, description: 'How many lessons the term has; empty when not said' })
  @Column({ type: 'int', nullable: true })
  numberOfLessons: number | null;

  @Field(() => String, { nullable: true, description: 'When it runs, as free text' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  time: string | null;

  @Field(() => String, { nullable: true, description: 'Where it runs, as free text' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true, description: 'First day of the course (ISO date); empty when not set' })
  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'Last day of the course (ISO date); empty when not set' })
  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Field(() => Int, { nullable: true, description: 'Display order; missing sorts last' })
  @Column({ type: 'int', nullable: true })
  order: number | null;

  @Field(() => CourseLevel, { nullable: true, description: 'Who it is for by what the children already know' })
  @Column({ type: 'enum', enum: CourseLevel, enumName: 'course_level', nullable: true })
  level: CourseLevel | null;

  // The columns of the declared fields (common/src/lists/courses.ts); their GraphQL fields follow the class.
  @Column({
    type: 'enum',
    enum: declaredValues(COURSE_FIELDS, 'language'),
    enumName: 'course_language',
    nullable: true,
  })
  language: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  equipment: string | null;

  @Field(() => Int, { description: 'An excuse at least this many hours before a lesson earns a make-up credit' })
  @Column({ type: 'int', default: 12 })
  excuseCutoffHours: number;

  @Field(() => Int, { description: 'Days a make-up credit is valid (never beyond the course’s end)' })
  @Column({ type: 'int', default: 60 })
  makeupValidDays: number;

  @Field(() => String, {
    nullable: true,
    description: 'Courses with the same make-up group share their lessons for make-ups (empty: this course alone)',
  })
  @Column({ type: 'varchar', length: 60, nullable: true })
  makeupGroup: string | null;

  // One copy per course (issue 45): the families of a course are invited into exactly one successor.
  @Index('course_predecessor_id_key', { unique: true, where: '"predecessor_id" IS NOT NULL' })
  @ManyToOne(() => Course, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  predecessor: Course | null;

  @Field(() => Int, { nullable: true, description: 'The course of the previous term this one was copied from' })
  @Column({ type: 'int', nullable: true })
  predecessorId: number | null;
}
declaredGraphqlFields(Course, COURSE_FIELDS);
