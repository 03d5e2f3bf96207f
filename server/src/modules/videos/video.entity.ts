import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

@ObjectType({ description: 'A video of the public site (an embedded page, e.g. YouTube)' })
@Entity()
export class Video extends VersionedRecord {
  @Field({ description: "The video's title as the site shows it" })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'Page or embed address of the video' })
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Field({ description: 'Shown on the public site' })
  @Column({ type: 'boolean', default: true })
  visible: boolean;
}
