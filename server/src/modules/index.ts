// Every domain module, in the order their services are built: a module's services may use those
// of the modules above it (pictures before their owners, mail before registrations and invoices).
import type { AppModule } from '../core/module';
import { attendanceModule } from './attendance/attendance.module';
import { authModule } from './auth/auth.module';
import { branchModule } from './branches/branch.module';
import { campModule } from './camps/camp.module';
import { campPaperworkModule } from './camps/paperwork/camp-paperwork.module';
import { courseModule } from './courses/course.module';
import { customerModule } from './customers/customer.module';
import { galleryModule } from './galleries/gallery.module';
import { geocodingModule } from './geocoding/geocoding.module';
import { invoiceModule } from './invoices/invoice.module';
import { legalModule } from './legal/legal.module';
import { MAIL_KINDS } from './mail/mail.kinds';
import { makeupModule } from './makeups/makeup.module';
import { mailModule } from './mail/mail.module';
import { messagesModule } from './messages/messages.module';
import { newsModule } from './news/news.module';
import { parentModule } from './parents/parent.module';
import { overviewModule } from './overview/overview.module';
import { paymentModule } from './payments/payment.module';
import { cardPaymentModule } from './payments/card/card-payment.module';
import { refundModule } from './payments/refunds/refund.module';
import { pricingModule } from './payments/pricing/pricing.module';
import { privacyModule } from './privacy/privacy.module';
import { reenrolmentModule } from './reenrolment/reenrolment.module';
import { registrationModule } from './registrations/registration.module';
import { scheduleModule } from './schedules/schedule.module';
import { seoModule } from './seo/seo.module';
import { supporterModule } from './supporters/supporter.module';
import { systemModule } from './system/system.module';
import { uploadModule } from './uploads/upload.module';
import { userModule } from './users/user.module';
import { videoModule } from './videos/video.module';
import { waitlistModule } from './waitlist/waitlist.module';

export const MODULES: readonly AppModule[] = [
  galleryModule,
  systemModule,
  geocodingModule,
  mailModule,
  authModule,
  userModule,
  newsModule,
  registrationModule,
  waitlistModule,
  courseModule,
  campModule,
  scheduleModule,
  branchModule,
  customerModule,
  videoModule,
  invoiceModule,
  paymentModule,
  privacyModule,
  parentModule,
  cardPaymentModule,
  refundModule,
  pricingModule,
  legalModule,
  campPaperworkModule,
  uploadModule,
  supporterModule,
  seoModule,
  overviewModule,
  attendanceModule,
  messagesModule,
  makeupModule,
  reenrolmentModule,
];

/** Every module's kinds of e-mail, for the outbox and the GraphQL enum MailKind: declared once, when
 * the list of modules is first read. */
MAIL_KINDS.declare(MODULES.flatMap((module) => (module.mail ? [module.mail] : [])));

/** Every table of the modules, for the data source (core adds its own). */
export const ENTITIES = MODULES.flatMap((module) => module.entities ?? []);
