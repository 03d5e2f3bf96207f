import { PictureOwner } from '@kurzy/common';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Picture } from '../galleries/picture.entity';
import { graphqlFiles } from './upload.graphql';

@Resolver()
export class UploadResolver {
  @Mutation(() => [Picture], {
    description:
      'Stores JPEG, PNG, WebP or GIF pictures for an owner: all of them or, on any refusal, none. ' +
      'A multipart request (GraphQL multipart request spec) with the apollo-require-preflight header.',
  })
  @Performs('picture.write')
  uploadPictures(
    @Arg('owner', () => PictureOwner, { description: 'What kind of record the pictures belong to' })
    owner: PictureOwner,
    @Arg('ownerId', () => Int, { description: 'The id of that record' }) ownerId: number,
    @Arg('illustration', { defaultValue: false, description: 'Mark them as illustrations (covers)' })
    illustration: boolean,
    @Arg('files', () => [GraphQLUpload], {
      description: 'The image files (multipart): at most UPLOAD_MAX_FILES of them, each at most UPLOAD_MAX_FILE_BYTES',
    })
    files: Promise<FileUpload>[],
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Picture[]> {
    const { pictures } = services;
    return pictures.upload(actor, { owner, ownerId, illustration, files: graphqlFiles(files, pictures.limits) });
  }
}
