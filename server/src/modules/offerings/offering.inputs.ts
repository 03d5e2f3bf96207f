import { ActivityType, AgeCategory } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { TextTranslationsInput } from '../../core/content-translations';
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
    @Field({ description: 'The title as the site shows it (one line)' })
    title: string;

    @Field(() => String, { nullable: true, description: 'A longer text for the site; empty for none' })
    description?: string | null;

    @Field(() => TextTranslationsInput, { nullable: true, description: 'In English and Ukrainian (issue 49)' })
    translations?: TextTranslationsInput | null;

    @Field(() => ActivityType, { description: 'What the children do' })
    type: ActivityType;

    @Field(() => AgeCategory, { description: 'The age band it is for' })
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

    @Field({ nullable: true, description: 'Shown on the public site (when also active)' })
    visible?: boolean;

    @Field({ nullable: true, description: 'Off: retired; hidden from the public and closed to the public form' })
    active?: boolean;
  }
  return OfferingInput;
}
