import { ActivityType, AgeCategory } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CampFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  description?: string;

  @FilterField({ kind: 'day', description: 'ISO date: starts that day' })
  from?: string;

  @FilterField({ kind: 'day', description: 'ISO date: ends that day' })
  to?: string;

  @FilterField({ kind: 'exact', type: () => Int })
  price?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  capacity?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  maxCapacity?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  branchId?: number;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'Age category, any letter case' })
  category?: string;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'Activity type, any letter case' })
  type?: string;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'exact' })
  active?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({ kind: 'pass', description: 'Accepted for the old clients; passes every camp' })
  availability?: string;
}

@InputType()
export class CampInput {
  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field({ description: 'First day (ISO date)' })
  from: string;

  @Field({ description: 'Last day (ISO date)' })
  to: string;

  @Field(() => Int, { description: 'Price in Kč' })
  price: number;

  @Field(() => Int, { description: 'Places with a confirmed registration' })
  capacity: number;

  @Field(() => Int, { description: 'Places including replacements; at least the capacity' })
  maxCapacity: number;

  @Field(() => Int, { nullable: true })
  branchId?: number | null;

  @Field(() => AgeCategory)
  category: AgeCategory;

  @Field(() => ActivityType)
  type: ActivityType;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true })
  active?: boolean;
}
