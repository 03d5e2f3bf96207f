import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';
import { BRANCH_LOCATION_WARNINGS, LocationStatus } from '../geocoding/location';

/** A place where courses run. */
@ObjectType()
@Entity()
export class Branch extends VersionedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field()
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

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 300, nullable: true })
  web: string | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field()
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
