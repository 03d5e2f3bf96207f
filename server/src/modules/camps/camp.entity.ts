import { ActivityType, AgeCategory } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';
import { Branch } from '../branches/branch.entity';

/** A summer day camp: a run of days at one branch; parents register a child to the whole camp. */
@ObjectType()
@Entity()
@Check('camp_capacity_check', '"capacity" >= 0 AND "max_capacity" >= "capacity"')
@Check('camp_price_check', '"price" >= 0')
@Check('camp_dates_check', '"to" >= "from"')
export class Camp extends BaseRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field({ description: 'First day (ISO date)' })
  @Index('camp_from_idx')
  @Column({ type: 'date' })
  from: string;

  @Field({ description: 'Last day (ISO date)' })
  @Column({ type: 'date' })
  to: string;

  @Field(() => Int, { description: 'Price in Kč' })
  @Column({ type: 'int' })
  price: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  capacity: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  maxCapacity: number;

  @Index('camp_branch_id_idx')
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  branch: Branch | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  branchId: number | null;

  @Field(() => AgeCategory)
  @Column({ type: 'enum', enum: AgeCategory, enumName: 'age_category', default: AgeCategory.uncategorized })
  category: AgeCategory;

  @Field(() => ActivityType)
  @Column({ type: 'enum', enum: ActivityType, enumName: 'activity_type', default: ActivityType.other })
  type: ActivityType;

  @Field()
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field()
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
