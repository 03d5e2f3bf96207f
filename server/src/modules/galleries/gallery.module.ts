import { PictureOwner } from '@kurzy/common';
import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { createFileStorage } from '../uploads/upload.file-storage';
import type { FileStorage } from '../uploads/upload.storage';
import { Gallery } from './gallery.entity';
import { GalleryCrudResolver, GalleryFieldsResolver } from './gallery.resolver';
import { galleryRest } from './gallery.rest';
import { GalleryService } from './gallery.service';
import { Picture } from './picture.entity';
import { PictureResolver } from './picture.resolver';
import { pictureRest } from './picture.rest';
import { PictureService } from './picture.service';

declare module '../../core/services' {
  interface Services {
    galleries: GalleryService;
    pictures: PictureService;
    /** Where uploaded files live (DATA_DIR or STORAGE_URL); /public serves them. */
    fileStorage: FileStorage;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    galleryPictureCount: DataLoader<number, number>;
    galleryPictures: DataLoader<number, Picture[]>;
    galleryCover: DataLoader<number, Picture | null>;
  }
}

const loaders: LoaderFactory = ({ pictures }) => ({
  galleryPictureCount: mapLoader(
    (ids) => pictures.counts(PictureOwner.gallery, ids),
    () => 0,
  ),
  galleryPictures: mapLoader(
    (ids) => pictures.lists(PictureOwner.gallery, ids),
    () => [],
  ),
  galleryCover: mapLoader<Picture | null>(
    (ids) => pictures.covers(PictureOwner.gallery, ids),
    () => null,
  ),
});

/** Galleries, and the pictures of everything that has some (galleries, courses, camps, branches,
 * news, lectors). */
export const galleryModule: AppModule = {
  name: 'galleries',
  entities: [Gallery, Picture],
  resolvers: [GalleryCrudResolver, GalleryFieldsResolver, PictureResolver],
  rest: { routes: [...galleryRest.routes, ...pictureRest.routes] },
  loaders,
  services: ({ config, dataSource, logger }) => {
    // Before the owners' services: deleting an owner deletes its pictures through this one.
    const fileStorage = createFileStorage(config);
    const pictures = new PictureService(
      dataSource,
      fileStorage,
      { maxFileBytes: config.uploadMaxFileBytes, maxFiles: config.uploadMaxFiles, perMinute: config.uploadRateLimit },
      logger,
      new RateLimiter(dataSource, logger),
    );
    return { pictures, galleries: new GalleryService(dataSource, pictures), fileStorage };
  },
  // The pictures service reads an owner back to tell whether it exists and the caller may see it.
  connect: (services) =>
    services.pictures.connectOwners({
      gallery: services.galleries,
      course: services.courses,
      camp: services.camps,
      branch: services.branches,
      news: services.news,
      user: services.users,
      supporter: services.supporters,
    }),
};
