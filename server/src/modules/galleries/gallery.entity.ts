import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

@ObjectType({ description: 'A photo gallery of the public site; its photos are pictures owned by it' })
@Entity()
@Index('gallery_visible_created_at_idx', ['visible', 'createdAt'])
export class Gallery extends VersionedRecord {
  @Field({ description: "The gallery's name as the site shows it" })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: 'A text shown with the gallery; may be empty' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field({ description: 'Shown on the public site' })
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
