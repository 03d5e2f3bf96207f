import { ActivityType, AgeCategory } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

/** The filter fields of the columns courses and camps share (OfferingRecord); each filter extends it
 * with its own columns and conditions. */
export function OfferingFilterFields(noun: string) {
  @InputType()
  abstract class OfferingFilter {
    @FilterField({ kind: 'exact', type: () => Int })
    id?: number;

    @FilterField({ kind: 'text' })
    title?: string;

    @FilterField({ kind: 'text' })
    description?: string;

    @FilterField({ kind: 'equalsIgnoreCase', description: 'Activity type, any letter case' })
    type?: string;

    @FilterField({ kind: 'equalsIgnoreCase', description: 'Age category, any letter case' })
    category?: string;

    @FilterField({ kind: 'exact', type: () => Int })
    capacity?: number;

    @FilterField({ kind: 'exact', type: () => Int })
    maxCapacity?: number;

    @FilterField({ kind: 'exact', type: () => Int })
    price?: number;

    @FilterField({ kind: 'exact' })
    visible?: boolean;

    @FilterField({ kind: 'exact' })
    active?: boolean;

    @FilterField({ kind: 'day', description: 'ISO date: created that day' })
    createdAt?: string;

    @FilterField({ kind: 'pass', description: `Accepted for the old clients; passes every ${noun}` })
    availability?: string;
  }
  return OfferingFilter;
}

/** The input fields of the columns courses and camps share; each input extends it with its own. */
export function OfferingInputFields(noun: string) {
  @InputType()
  abstract class OfferingInput extends VersionedInput {
    @Field()
    title: string;

    @Field(() => String, { nullable: true })
    description?: string | null;

    @Field(() => ActivityType)
    type: ActivityType;

    @Field(() => AgeCategory)
    category: AgeCategory;

    @Field(() => Int, { description: 'Places with a confirmed registration' })
    capacity: number;

    @Field(() => Int, { description: 'Places including replacements; at least the capacity' })
    maxCapacity: number;

    @Field(() => GraphQLSafeInt, { description: `Price of the whole ${noun} in Kč` })
    price: number;

    @Field(() => Int, {
      nullable: true,
      description: `Hours a family has to accept a freed place of the ${noun} (1–168); left out: unchanged (a new ${noun}: 48)`,
    })
    offerHours?: number | null;

    @Field({ nullable: true })
    visible?: boolean;

    @Field({ nullable: true })
    active?: boolean;
  }
  return OfferingInput;
}
