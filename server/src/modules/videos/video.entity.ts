import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

@ObjectType()
@Entity()
export class Video extends VersionedRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'Page or embed address of the video' })
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Field()
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
