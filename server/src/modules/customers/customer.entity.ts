import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

/** A parent; found again by e-mail (case-insensitive) when registering another child. */
@ObjectType({
  description: 'A parent who registered a child; found again by e-mail (any letter case) when registering another',
})
@Entity()
@Index('customer_email_key', { synchronize: false })
@Index('customer_name_idx', ['lastName', 'firstName'])
export class Customer extends VersionedRecord {
  @Field({ description: "The parent's first name" })
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Field({ description: "The parent's surname" })
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Field({ description: "The parent's e-mail address: the family's key and where every e-mail goes" })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true, description: "The parent's phone; may be empty" })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;
}
