import { ActivityType, AgeCategory } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { TextTranslations, type TextTranslationValues, TranslationsColumn } from '../../core/content-translations';
import { VersionedRecord } from '../../core/database/columns';

/** What differs between the tables of the things parents register a child for. */
export interface OfferingOptions {
  /** 'course', 'camp': how the descriptions name one. */
  noun: string;
  /** Column defaults of the activity's type and category (camps got them when the columns came). */
  activityDefaults?: { type: ActivityType; category: AgeCategory };
}

/** What courses and camps both are: an activity a child is registered for, with a price and places.
 * Their entities extend it, so its columns and GraphQL fields are declared once; the table-level
 * checks and indexes stay with each entity, named after its table. */
export function OfferingRecord({ noun, activityDefaults }: OfferingOptions) {
  @ObjectType()
  abstract class Offering extends VersionedRecord {
    @Field({ description: 'The title as the site shows it' })
    @Column({ type: 'varchar', length: 200 })
    title: string;

    @Field(() => String, { nullable: true, description: 'A longer text for the site; may be empty' })
    @Column({ type: 'text', nullable: true })
    description: string | null;

    @Field(() => TextTranslations, { description: 'The title and description in English and Ukrainian (issue 49)' })
    @TranslationsColumn(['title', 'description'])
    translations: TextTranslationValues;

    @Field(() => ActivityType, { description: 'What the children do' })
    @Column({ type: 'enum', enum: ActivityType, enumName: 'activity_type', default: activityDefaults?.type })
    type: ActivityType;

    @Field(() => AgeCategory, { description: 'The age band it is for' })
    @Column({ type: 'enum', enum: AgeCategory, enumName: 'age_category', default: activityDefaults?.category })
    category: AgeCategory;

    @Field(() => Int, { description: 'Places with a confirmed registration' })
    @Column({ type: 'int' })
    capacity: number;

    @Field(() => Int, { description: 'Places including replacements; beyond it registration is refused' })
    @Column({ type: 'int' })
    maxCapacity: number;

    @Field(() => GraphQLSafeInt, { description: `Price of the whole ${noun} in Kč` })
    @Column({ type: 'int' })
    price: number;

    @Field(() => Int, { description: `Hours a family has to accept a freed place of the ${noun} (1–168)` })
    @Column({ type: 'int', default: 48 })
    offerHours: number;

    @Field({ description: 'Off: retired; hidden from the public and closed to the public form whatever visible says' })
    @Column({ type: 'boolean', default: true })
    active: boolean;

    @Field({ description: 'Shown on the public site (when also active)' })
    @Column({ type: 'boolean', default: true })
    visible: boolean;
  }
  return Offering;
}
