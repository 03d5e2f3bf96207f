// The JSON of the REST shim: the GraphQL types' field names and values (DESIGN.md section 6),
// derived fields from the same batching loaders and the same privacy rules of the services.
// A top-level item carries every field of its GraphQL type; items nested in it carry their own
// columns and what a client needs to show them (a schedule's branch and lector), never a cycle.
// rest/present.test.ts holds these lists against schema.graphql.
import type { GraphqlContext } from '../core/graphql-context';
import type { Branch } from '../modules/branches/branch.entity';
import type { Camp } from '../modules/camps/camp.entity';
import type { Course } from '../modules/courses/course.entity';
import type { Customer } from '../modules/customers/customer.entity';
import type { Gallery } from '../modules/galleries/gallery.entity';
import type { Picture } from '../modules/galleries/picture.entity';
import type { News } from '../modules/news/news.entity';
import { contactDifferencesOf } from '../modules/registrations/registration.contact';
import type { Registration } from '../modules/registrations/registration.entity';
import type { Schedule } from '../modules/schedules/schedule.entity';
import type { User } from '../modules/users/user.entity';
import type { Video } from '../modules/videos/video.entity';

export type Json = Record<string, unknown>;

/** GraphQL fields the REST JSON leaves out: each is one query per item (not batched), too costly
 * for a list of a thousand registrations; GraphQL clients ask for them where they show them. */
export const GRAPHQL_ONLY: Record<string, readonly string[]> = {
  Registration: ['invoice', 'mailMessages', 'customer', 'possibleDuplicateOf'],
};

/** Turns one item into JSON for the caller of this request. */
export type Presenter<T> = (item: T, context: GraphqlContext) => Json | Promise<Json>;

function pick<T extends object>(item: T, fields: readonly (keyof T & string)[]): Json {
  return Object.fromEntries(fields.map((field) => [field, item[field]]));
}

const RECORD = ['id', 'createdAt'] as const;

/** The columns of each type (as GraphQL names them); derived and private fields are added below. */
export const COLUMNS = {
  Picture: [...RECORD, 'owner', 'ownerId', 'illustration', 'path', 'thumbnailPath', 'width', 'height'],
  Branch: [
    ...RECORD,
    'title',
    'description',
    'address',
    'location',
    'geocodeWarning',
    'phone',
    'email',
    'web',
    'active',
    'visible',
  ],
  Customer: [...RECORD, 'firstName', 'lastName', 'email', 'phone'],
  News: [...RECORD, 'title', 'text', 'visible', 'active', 'startDate', 'endDate'],
  Video: [...RECORD, 'title', 'url', 'visible'],
  Gallery: [...RECORD, 'title', 'description', 'visible'],
  // username, email and phone depend on who asks: see user().
  User: [...RECORD, 'name', 'role', 'description', 'emailPublic', 'active', 'visible'],
  Course: [
    ...RECORD,
    'title',
    'description',
    'type',
    'category',
    'capacity',
    'maxCapacity',
    'price',
    'pricePerLesson',
    'numberOfLessons',
    'time',
    'location',
    'startDate',
    'endDate',
    'order',
    'active',
    'visible',
  ],
  Camp: [
    ...RECORD,
    'title',
    'description',
    'from',
    'to',
    'price',
    'capacity',
    'maxCapacity',
    'branchId',
    'category',
    'type',
    'active',
    'visible',
  ],
  Schedule: [...RECORD, 'dayOfWeek', 'from', 'to', 'order', 'courseId', 'branchId', 'lectorId'],
  Registration: [
    ...RECORD,
    'parentFirstName',
    'parentLastName',
    'email',
    'phone',
    'childFullName',
    'childBornYear',
    'note',
    'photoConsent',
    'personalDataConsent',
    'type',
    'replacement',
    'paymentState',
    'variableSymbol',
    'invoiceNumber',
    'invoiceSent',
    'invoiceAccount',
    'scheduleId',
    'campId',
    'branchId',
    'customerId',
    'cancelledAt',
    'possibleDuplicateOfId',
  ],
} as const satisfies {
  Picture: readonly (keyof Picture)[];
  Branch: readonly (keyof Branch)[];
  Customer: readonly (keyof Customer)[];
  News: readonly (keyof News)[];
  Video: readonly (keyof Video)[];
  Gallery: readonly (keyof Gallery)[];
  User: readonly (keyof User)[];
  Course: readonly (keyof Course)[];
  Camp: readonly (keyof Camp)[];
  Schedule: readonly (keyof Schedule)[];
  Registration: readonly (keyof Registration)[];
};

export const picture = (item: Picture): Json => pick(item, COLUMNS.Picture);
export const branch = (item: Branch): Json => pick(item, COLUMNS.Branch);
export const customer = (item: Customer): Json => pick(item, COLUMNS.Customer);
export const news = (item: News): Json => pick(item, COLUMNS.News);
export const video = (item: Video): Json => pick(item, COLUMNS.Video);

export function user(item: User, { services, actor }: GraphqlContext): Json {
  const { users } = services;
  return {
    ...pick(item, COLUMNS.User),
    username: users.username(item, actor),
    email: users.email(item, actor),
    phone: users.phone(item, actor),
  };
}

/** A schedule as the service reads it (relations joined), else loaded again, batched. */
async function withRelations(item: Schedule, { loaders }: GraphqlContext): Promise<Schedule> {
  if (item.course !== undefined && item.branch !== undefined && item.lector !== undefined) return item;
  return (await loaders.schedule.load(item.id)) ?? item;
}

/** A slot inside a course or a registration: where, when and who, without its course. */
async function slot(item: Schedule, context: GraphqlContext): Promise<Json> {
  const full = await withRelations(item, context);
  return {
    ...pick(full, COLUMNS.Schedule),
    category: full.course?.category ?? null,
    branch: full.branch ? branch(full.branch) : null,
    lector: full.lector ? user(full.lector, context) : null,
  };
}

export async function schedule(item: Schedule, context: GraphqlContext): Promise<Json> {
  const full = await withRelations(item, context);
  return { ...(await slot(full, context)), course: full.course ? pick(full.course, COLUMNS.Course) : null };
}

export async function course(item: Course, context: GraphqlContext): Promise<Json> {
  const { loaders } = context;
  const [freeSpots, illustrations, schedules] = await Promise.all([
    loaders.courseFreeSpots.load(item.id),
    loaders.courseIllustrations.load(item.id),
    loaders.courseSchedules.load(item.id),
  ]);
  return {
    ...pick(item, COLUMNS.Course),
    freeSpots,
    illustrations: illustrations.map(picture),
    schedules: await Promise.all(schedules.map((each) => slot(each, context))),
  };
}

export async function camp(item: Camp, { loaders }: GraphqlContext): Promise<Json> {
  const [freeSpots, campBranch] = await Promise.all([
    loaders.campFreeSpots.load(item.id),
    item.branch !== undefined ? item.branch : loaders.camp.load(item.id).then((loaded) => loaded?.branch ?? null),
  ]);
  return { ...pick(item, COLUMNS.Camp), freeSpots, branch: campBranch ? branch(campBranch) : null };
}

export async function gallery(item: Gallery, { loaders }: GraphqlContext): Promise<Json> {
  const [pictureCount, pictures, cover] = await Promise.all([
    loaders.galleryPictureCount.load(item.id),
    loaders.galleryPictures.load(item.id),
    loaders.galleryCover.load(item.id),
  ]);
  return {
    ...pick(item, COLUMNS.Gallery),
    pictureCount,
    pictures: pictures.map(picture),
    cover: cover ? picture(cover) : null,
  };
}

export async function registration(item: Registration, context: GraphqlContext): Promise<Json> {
  const { loaders } = context;
  const [registrationSlot, registrationCamp, contactDifferences] = await Promise.all([
    item.scheduleId ? loaders.schedule.load(item.scheduleId) : null,
    item.campId ? loaders.camp.load(item.campId) : null,
    contactDifferencesOf(item, loaders),
  ]);
  return {
    ...pick(item, COLUMNS.Registration),
    contactDifferences,
    schedule: registrationSlot ? await slot(registrationSlot, context) : null,
    course: registrationSlot?.course ? pick(registrationSlot.course, COLUMNS.Course) : null,
    camp: registrationCamp ? pick(registrationCamp, COLUMNS.Camp) : null,
  };
}

/** Many items at once: the loaders batch their derived fields into one query per field. */
export function presentAll<T>(items: T[], present: Presenter<T>, context: GraphqlContext): Promise<Json[]> {
  return Promise.all(items.map(async (item) => present(item, context)));
}
