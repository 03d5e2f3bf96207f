import type { AppModule } from '../../core/module';
import { UploadResolver } from './upload.resolver';
import { uploadRest } from './upload.rest';

/** Picture uploads, at both doors (the GraphQL multipart request and REST multipart/form-data),
 * into the pictures service. */
export const uploadModule: AppModule = {
  name: 'uploads',
  resolvers: [UploadResolver],
  rest: uploadRest,
};
