import 'reflect-metadata';
import './graphql-enums';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CampCrudResolver, CampFieldsResolver } from '../modules/camps/camp.resolver';
import { CourseCrudResolver, CourseFieldsResolver } from '../modules/courses/course.resolver';
import { BranchResolver } from '../modules/branches/branch.resolver';
import { CustomerResolver } from '../modules/customers/customer.resolver';
import { GalleryCrudResolver, GalleryFieldsResolver } from '../modules/galleries/gallery.resolver';
import { PictureResolver } from '../modules/galleries/picture.resolver';
import { GeocodingResolver } from '../modules/geocoding/geocoding.resolver';
import { InvoiceResolver } from '../modules/invoices/invoice.resolver';
import { MailMessageResolver, RegistrationMailResolver } from '../modules/mail/mail.resolver';
import { NewsResolver } from '../modules/news/news.resolver';
import { RegistrationResolver } from '../modules/registrations/registration.resolver';
import { ScheduleCrudResolver, ScheduleFieldsResolver } from '../modules/schedules/schedule.resolver';
import { SystemResolver } from '../modules/system/system.resolver';
import { UploadResolver } from '../modules/uploads/upload.resolver';
import { UserCrudResolver, UserFieldsResolver } from '../modules/users/user.resolver';
import { VideoResolver } from '../modules/videos/video.resolver';

/** Every resolver of the API; the schema is built from these classes. */
const RESOLVERS = [
  SystemResolver,
  AuthResolver,
  UserCrudResolver,
  UserFieldsResolver,
  NewsResolver,
  RegistrationResolver,
  CourseCrudResolver,
  CourseFieldsResolver,
  CampCrudResolver,
  CampFieldsResolver,
  ScheduleCrudResolver,
  ScheduleFieldsResolver,
  BranchResolver,
  CustomerResolver,
  VideoResolver,
  GalleryCrudResolver,
  GalleryFieldsResolver,
  PictureResolver,
  UploadResolver,
  GeocodingResolver,
  RegistrationMailResolver,
  MailMessageResolver,
  InvoiceResolver,
] as const;

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

/** The SDL committed as schema.graphql; sorted so that moving code around does not change it. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
