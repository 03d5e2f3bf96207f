import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

@ObjectType()
@Entity()
@Index('gallery_visible_created_at_idx', ['visible', 'createdAt'])
export class Gallery extends VersionedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
