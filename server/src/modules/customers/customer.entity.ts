import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

/** A parent; found again by e-mail (case-insensitive) when registering another child. */
@ObjectType()
@Entity()
@Index('customer_email_key', { synchronize: false })
@Index('customer_name_idx', ['lastName', 'firstName'])
export class Customer extends VersionedRecord {
  @Field()
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;
}
