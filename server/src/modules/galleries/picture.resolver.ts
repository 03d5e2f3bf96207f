import { PictureOwner } from '@kurzy/common';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Picture } from './picture.entity';

@Resolver(() => Picture)
export class PictureResolver {
  @Query(() => [Picture], { description: "Pictures of one owner, in the staff's order" })
  pictures(
    @Arg('owner', () => PictureOwner, { description: 'What kind of record the pictures belong to' })
    owner: PictureOwner,
    @Arg('ownerId', () => Int, { description: 'The id of that record' }) ownerId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture[]> {
    return services.pictures.byOwner(actor, owner, ownerId);
  }

  @Mutation(() => Picture, { description: 'Marks the picture as an illustration (cover) of its owner' })
  @Performs('picture.write')
  setIllustration(
    @Arg('id', () => Int, { description: 'The picture' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture> {
    return services.pictures.setIllustration(actor, id, true);
  }

  @Mutation(() => Picture, { description: 'Takes the illustration (cover) mark off the picture' })
  @Performs('picture.write')
  unsetIllustration(
    @Arg('id', () => Int, { description: 'The picture' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture> {
    return services.pictures.setIllustration(actor, id, false);
  }

  @Mutation(() => Picture, { description: 'Sets the caption (alt text); null or empty takes it away' })
  @Performs('picture.write')
  setPictureCaption(
    @Arg('id', () => Int, { description: 'The picture' }) id: number,
    @Arg('caption', () => String, {
      nullable: true,
      description: 'The caption (alt text); null or empty takes it away',
    })
    caption: string | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture> {
    return services.pictures.setCaption(actor, id, caption);
  }

  @Mutation(() => [Picture], {
    description: "Moves the picture to a place (1 is first) among its owner's pictures; answers them all in order",
  })
  @Performs('picture.write')
  movePicture(
    @Arg('id', () => Int, { description: 'The picture' }) id: number,
    @Arg('position', () => Int, { description: "Its new place among its owner's pictures, 1 for the first" })
    position: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture[]> {
    return services.pictures.move(actor, id, position);
  }

  @Mutation(() => Boolean, { description: 'Deletes the picture and its files' })
  @Performs('picture.write')
  deletePicture(
    @Arg('id', () => Int, { description: 'The picture' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<boolean> {
    return services.pictures.delete(actor, id);
  }
}
