import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';

@ObjectType()
@Entity()
@Index('gallery_visible_created_at_idx', ['visible', 'createdAt'])
export class Gallery extends BaseRecord {
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
