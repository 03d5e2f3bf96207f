import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

/** A sponsor or partner whose logo the public footer and /aboutUs#support show; the logo is a
 * picture owned by the supporter (see SupporterService.logos). */
@ObjectType({ description: 'A sponsor or partner whose logo the public footer and /aboutUs#support show' })
@Entity()
@Index('supporter_position_idx', ['position', 'id'])
export class Supporter extends VersionedRecord {
  @Field({ description: "The supporter's name (the logo's alt text)" })
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field({ description: 'The supporter’s web page (https)' })
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Field(() => Int, { description: 'Order in the footer: lower first' })
  @Column({ type: 'int', default: 0 })
  position: number;
}
