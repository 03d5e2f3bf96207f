import { MAX_PICTURE_CAPTION, PictureOwner } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/database/columns';

/** An uploaded image of a gallery, course, camp, branch, news item or user. The owner is
 * polymorphic (no foreign key), so the owner's service deletes its pictures and their files. */
@ObjectType({ description: 'An uploaded image of a gallery, course, camp, branch, news item, staff user or supporter' })
@Entity()
@Index('picture_owner_idx', ['owner', 'ownerId'])
@Check('picture_size_check', '"width" > 0 AND "height" > 0')
export class Picture extends BaseRecord {
  @Field(() => PictureOwner, { description: 'What kind of record it belongs to' })
  @Column({ type: 'enum', enum: PictureOwner, enumName: 'picture_owner' })
  owner: PictureOwner;

  @Field(() => Int, { description: 'The id of the record it belongs to (of the kind owner says)' })
  @Column({ type: 'int' })
  ownerId: number;

  @Field({ description: 'Cover picture of its owner' })
  @Column({ type: 'boolean', default: false })
  illustration: boolean;

  @Field({ description: 'Web-size image, relative to /public' })
  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Field({ description: 'Thumbnail, relative to /public' })
  @Column({ type: 'varchar', length: 300 })
  thumbnailPath: string;

  @Field(() => String, { nullable: true, description: 'Alt text on the public pages; null: none given' })
  @Column({ type: 'varchar', length: MAX_PICTURE_CAPTION, nullable: true })
  caption: string | null;

  @Field(() => Int, {
    description: "Place among its owner's pictures, from 1; the public pages show them in this order",
  })
  @Column({ type: 'int', default: 0 })
  position: number;

  @Field(() => Int, { description: 'Width of the stored image in pixels' })
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int, { description: 'Height of the stored image in pixels' })
  @Column({ type: 'int' })
  height: number;
}
