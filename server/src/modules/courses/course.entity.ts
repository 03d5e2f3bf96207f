import { ActivityType, AgeCategory } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';

/** An after-school course; parents register a child to one of its schedule slots. Capacity is
 * counted over the whole course. */
@ObjectType()
@Entity()
@Check('course_capacity_check', '"capacity" >= 0 AND "max_capacity" >= "capacity"')
@Check('course_price_check', '"price" >= 0 AND ("price_per_lesson" IS NULL OR "price_per_lesson" >= 0)')
@Check('course_lessons_check', '"number_of_lessons" IS NULL OR "number_of_lessons" > 0')
@Check('course_dates_check', '"end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"')
export class Course extends BaseRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => ActivityType)
  @Index('course_type_idx')
  @Column({ type: 'enum', enum: ActivityType, enumName: 'activity_type' })
  type: ActivityType;

  @Field(() => AgeCategory)
  @Index('course_category_idx')
  @Column({ type: 'enum', enum: AgeCategory, enumName: 'age_category' })
  category: AgeCategory;

  @Field(() => Int, { description: 'Places with a confirmed registration' })
  @Column({ type: 'int' })
  capacity: number;

  @Field(() => Int, { description: 'Places including replacements; beyond it registration is refused' })
  @Column({ type: 'int' })
  maxCapacity: number;

  @Field(() => Int, { description: 'Price of the whole course in Kč' })
  @Column({ type: 'int' })
  price: number;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  pricePerLesson: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  numberOfLessons: number | null;

  @Field(() => String, { nullable: true, description: 'When it runs, as free text' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  time: string | null;

  @Field(() => String, { nullable: true, description: 'Where it runs, as free text' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Field(() => Int, { nullable: true, description: 'Display order; missing sorts last' })
  @Column({ type: 'int', nullable: true })
  order: number | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field()
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
