// Per-request batching of derived fields (DataLoader): a list of 50 courses asks for the
// schedules or free spots of all 50 in one query. The SQL lives in the services; loaders are
// built for each request, so nothing is cached across requests or across actors.
import DataLoader from 'dataloader';
import { PictureOwner } from '@kurzy/common';
import type { Services } from '../app';
import type { Camp } from '../modules/camps/camp.entity';
import type { Customer } from '../modules/customers/customer.entity';
import type { Picture } from '../modules/galleries/picture.entity';
import type { Registration } from '../modules/registrations/registration.entity';
import type { Schedule } from '../modules/schedules/schedule.entity';
import type { Actor } from './actor';

/** A loader over a service method that answers many keys with one map; keys it leaves out get
 * `missing` (a fresh value per key, so callers may not share a mutable empty list). */
function mapLoader<V>(
  batch: (keys: readonly number[]) => Promise<Map<number, V>>,
  missing: () => V,
): DataLoader<number, V> {
  return new DataLoader(async (keys) => {
    const found = await batch(keys);
    return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing()));
  });
}

export function createLoaders(services: Services, actor: Actor) {
  return {
    courseFreeSpots: mapLoader(
      (ids) => services.courses.freeSpots(ids),
      () => 0,
    ),
    courseSchedules: mapLoader(
      (ids) => services.schedules.forCourses(actor, ids),
      () => [],
    ),
    courseIllustrations: mapLoader(
      (ids) => services.pictures.lists(PictureOwner.course, ids, { illustrationsOnly: true }),
      () => [],
    ),
    campFreeSpots: mapLoader(
      (ids) => services.camps.freeSpots(ids),
      () => 0,
    ),
    /** Camps and schedules by id, with their relations joined (for items loaded without them). */
    camp: mapLoader<Camp | null>(
      (ids) => services.camps.byIds(actor, ids),
      () => null,
    ),
    schedule: mapLoader<Schedule | null>(
      (ids) => services.schedules.byIds(actor, ids),
      () => null,
    ),
    /** The customer and the possible duplicate of each registration in a staff list. */
    customer: mapLoader<Customer | null>(
      (ids) => services.customers.byIds(actor, ids),
      () => null,
    ),
    registration: mapLoader<Registration | null>(
      (ids) => services.registrations.byIds(actor, ids),
      () => null,
    ),
    galleryPictureCount: mapLoader(
      (ids) => services.pictures.counts(PictureOwner.gallery, ids),
      () => 0,
    ),
    galleryPictures: mapLoader(
      (ids) => services.pictures.lists(PictureOwner.gallery, ids),
      () => [],
    ),
    galleryCover: mapLoader<Picture | null>(
      (ids) => services.pictures.covers(PictureOwner.gallery, ids),
      () => null,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
