import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';

/** A place where courses run. */
@ObjectType()
@Entity()
export class Branch extends BaseRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Field(() => [Float], { nullable: true, description: '[latitude, longitude] found for the address' })
  get location(): [number, number] | null {
    return this.latitude === null || this.longitude === null ? null : [this.latitude, this.longitude];
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
