import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { TextTranslations, type TextTranslationValues, TranslationsColumn } from '../../core/content-translations';
import { VersionedRecord } from '../../core/database/columns';
import { BRANCH_LOCATION_WARNINGS, LocationStatus } from '../geocoding/geocoding.location';

/** A place where courses run. */
@ObjectType({ description: 'A place where courses and camps run (a school, a gym), with its address on the map' })
@Entity()
export class Branch extends VersionedRecord {
  @Field({ description: "The branch's name as the site shows it" })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: 'A longer text about the place (how to get there, where to wait); may be empty',
  })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => TextTranslations, { description: 'The title and description in English and Ukrainian (issue 49)' })
  @TranslationsColumn(['title', 'description'])
  translations: TextTranslationValues;

  @Field({ description: 'Street, number and town, as the site shows it and the map looks it up' })
  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Field(() => String, {
    nullable: true,
    description: 'The okres (Praha 1 to 10 in Prague): its spring holidays apply to the branch (common/districts.ts)',
  })
  @Column({ type: 'varchar', length: 40, nullable: true })
  district: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Field(() => [Float], { nullable: true, description: '[latitude, longitude] found for the address' })
  get location(): [number, number] | null {
    return this.latitude === null || this.longitude === null ? null : [this.latitude, this.longitude];
  }

  /** How the last address search for this branch went; null when the location was given. */
  @Column({ type: 'enum', enum: LocationStatus, enumName: 'location_status', nullable: true })
  locationStatus: LocationStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Set when the address could not be found on the map or the search was down: saved without a location',
  })
  get geocodeWarning(): string | null {
    return this.locationStatus && this.locationStatus !== LocationStatus.found
      ? BRANCH_LOCATION_WARNINGS[this.locationStatus]
      : null;
  }

  @Field(() => String, { nullable: true, description: 'A phone of the place, shown on the site; may be empty' })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An e-mail address of the place, shown on the site; may be empty',
  })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true, description: "The place's own web address; may be empty" })
  @Column({ type: 'varchar', length: 300, nullable: true })
  web: string | null;

  @Field({ description: 'Off: no longer used; hidden from the public whatever visible says' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field({ description: 'Shown on the public site (when also active)' })
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
