import { LoginAttempt } from '../../modules/auth/login-attempt.entity';
import { Session } from '../../modules/auth/session.entity';
import { Branch } from '../../modules/branches/branch.entity';
import { Camp } from '../../modules/camps/camp.entity';
import { Course } from '../../modules/courses/course.entity';
import { Customer } from '../../modules/customers/customer.entity';
import { Gallery } from '../../modules/galleries/gallery.entity';
import { Picture } from '../../modules/galleries/picture.entity';
import { GeocodeCache } from '../../modules/geocoding/geocode-cache.entity';
import { Invoice } from '../../modules/invoices/invoice.entity';
import { MailMessage } from '../../modules/mail/mail-message.entity';
import { News } from '../../modules/news/news.entity';
import { RegistrationEvent } from '../../modules/registrations/registration-event.entity';
import { Registration } from '../../modules/registrations/registration.entity';
import { Schedule } from '../../modules/schedules/schedule.entity';
import { User } from '../../modules/users/user.entity';
import { Video } from '../../modules/videos/video.entity';
import { RateLimitHit } from '../rate-limit-hit.entity';

/** Every table of the domain model, in one list for the data source. */
export const ENTITIES = [
  User,
  Session,
  LoginAttempt,
  Customer,
  Branch,
  Course,
  Camp,
  Schedule,
  Registration,
  RegistrationEvent,
  Invoice,
  MailMessage,
  News,
  Video,
  Gallery,
  Picture,
  GeocodeCache,
  RateLimitHit,
];
