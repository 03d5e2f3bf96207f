// Migrations in the order they run. Generate a new one with `npm run migration:generate -w server -- Name`.
import type { MigrationInterface } from 'typeorm';
import { Initial1795643989362 } from './1795643989362-Initial';
import { LoginThrottle1795646633202 } from './1795646633202-LoginThrottle';
import { RegistrationEventsAndSearch1795648135196 } from './1795648135196-RegistrationEventsAndSearch';
import { GalleriesUploadsGeocoding1795648636561 } from './1795648636561-GalleriesUploadsGeocoding';
import { RegistrationCoursePaymentIndex1795649428228 } from './1795649428228-RegistrationCoursePaymentIndex';
import { MailOutbox1795651956511 } from './1795651956511-MailOutbox';
import { RegistrationAbuseControls1795684260133 } from './1795684260133-RegistrationAbuseControls';
import { RegistrationIdempotencyKey1795700000000 } from './1795700000000-RegistrationIdempotencyKey';
import { Supporters1795700500000 } from './1795700500000-Supporters';
import { PictureCaptionAndOrder1795700100000 } from './1795700100000-PictureCaptionAndOrder';
import { MailKindRepeated1795700600000 } from './1795700600000-MailKindRepeated';
import { RecordVersions1795733147169 } from './1795733147169-RecordVersions';
import { MailKindCancelled1795735999731 } from './1795735999731-MailKindCancelled';
import { RegistrationSearchFolded1795736427511 } from './1795736427511-RegistrationSearchFolded';
import { UserInvitations1795744878996 } from './1795744878996-UserInvitations';
import { MailKindInvitation1795744900000 } from './1795744900000-MailKindInvitation';
import { Payments1795745692753 } from './1795745692753-Payments';
import { ParentLinks1795749387936 } from './1795749387936-ParentLinks';
import { LegalTexts1795800000001 } from './1795800000001-LegalTexts';
import { PersonalData1795756502976 } from './1795756502976-PersonalData';
import { ParentRequests1795800000003 } from './1795800000003-ParentRequests';
import { InvoiceCustomerCompany1795800000004 } from './1795800000004-InvoiceCustomerCompany';
import { OverviewIndexes1795800000010 } from './1795800000010-OverviewIndexes';
import { CampLector1795800000011 } from './1795800000011-CampLector';
import { Attendance1795800000012 } from './1795800000012-Attendance';
import { MovementKeyAcrossFormats1795800000382 } from './1795800000382-MovementKeyAcrossFormats';
import { ParentEmailChangeRequests1795800000390 } from './1795800000390-ParentEmailChangeRequests';
import { EndMovedParentLinks1795800000395 } from './1795800000395-EndMovedParentLinks';
import { MailKindsOfTheDomains1795800000400 } from './1795800000400-MailKindsOfTheDomains';
import { CourseLevel1795928848874 } from './1795928848874-CourseLevel';
import { CardPayments1795940483564 } from './1795940483564-CardPayments';
import { PhonesE1641795942561836 } from './1795942561836-PhonesE164';
import { FamilyMessages1795942873101 } from './1795942873101-FamilyMessages';
import { MakeupCredits1795943797013 } from './1795943797013-MakeupCredits';
import { PaymentReminderSetting1795944566085 } from './1795944566085-PaymentReminderSetting';
import { WaitlistOffers1795946177580 } from './1795946177580-WaitlistOffers';
import { WaitlistPasses1795952586811 } from './1795952586811-WaitlistPasses';
import { NewLectorsHidden1795955359574 } from './1795955359574-NewLectorsHidden';
import { SchoolHolidays1795955365095 } from './1795955365095-SchoolHolidays';
import { WaitlistPriorityChanges1795960804263 } from './1795960804263-WaitlistPriorityChanges';
import { FamilyMessageSms1795961954988 } from './1795961954988-FamilyMessageSms';
import { Refunds1795963620547 } from './1795963620547-Refunds';
import { CourseSuccessors1795964159751 } from './1795964159751-CourseSuccessors';
import { Reenrolment1795964159752 } from './1795964159752-Reenrolment';
import { LectorContentGrant1795965943505 } from './1795965943505-LectorContentGrant';
import { RegistrationSenders1795972141409 } from './1795972141409-RegistrationSenders';
import { Discounts1795975164933 } from './1795975164933-Discounts';
import { RegistrationLanguage1795975808105 } from './1795975808105-RegistrationLanguage';
import { CampPaperwork1795976772683 } from './1795976772683-CampPaperwork';
import { CampDeclarations1795976772684 } from './1795976772684-CampDeclarations';
import { CampDeposits1795982820457 } from './1795982820457-CampDeposits';
import { InvoiceIssuedOnIndex1795983027081 } from './1795983027081-InvoiceIssuedOnIndex';
import { CampHandovers1795987223759 } from './1795987223759-CampHandovers';
import { ContentTranslations1795987224048 } from './1795987224048-ContentTranslations';
import { FamilyMessageTranslations1795993971818 } from './1795993971818-FamilyMessageTranslations';
import { CourseLanguage1795994834750 } from './1795994834750-CourseLanguage';
import { CampCertificates1795995885688 } from './1795995885688-CampCertificates';
import { CourseEquipment1795996795039 } from './1795996795039-CourseEquipment';
import { PrivateFileRemovals1795998738557 } from './1795998738557-PrivateFileRemovals';

export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Initial1795643989362,
  LoginThrottle1795646633202,
  RegistrationEventsAndSearch1795648135196,
  GalleriesUploadsGeocoding1795648636561,
  RegistrationCoursePaymentIndex1795649428228,
  MailOutbox1795651956511,
  RegistrationAbuseControls1795684260133,
  RegistrationIdempotencyKey1795700000000,
  Supporters1795700500000,
  PictureCaptionAndOrder1795700100000,
  MailKindRepeated1795700600000,
  RecordVersions1795733147169,
  MailKindCancelled1795735999731,
  RegistrationSearchFolded1795736427511,
  UserInvitations1795744878996,
  MailKindInvitation1795744900000,
  Payments1795745692753,
  ParentLinks1795749387936,
  PersonalData1795756502976,
  LegalTexts1795800000001,
  ParentRequests1795800000003,
  InvoiceCustomerCompany1795800000004,
  OverviewIndexes1795800000010,
  CampLector1795800000011,
  Attendance1795800000012,
  MovementKeyAcrossFormats1795800000382,
  ParentEmailChangeRequests1795800000390,
  EndMovedParentLinks1795800000395,
  MailKindsOfTheDomains1795800000400,
  CourseLevel1795928848874,
  CardPayments1795940483564,
  PhonesE1641795942561836,
  FamilyMessages1795942873101,
  MakeupCredits1795943797013,
  PaymentReminderSetting1795944566085,
  WaitlistOffers1795946177580,
  WaitlistPasses1795952586811,
  NewLectorsHidden1795955359574,
  SchoolHolidays1795955365095,
  WaitlistPriorityChanges1795960804263,
  FamilyMessageSms1795961954988,
  Refunds1795963620547,
  CourseSuccessors1795964159751,
  Reenrolment1795964159752,
  LectorContentGrant1795965943505,
  RegistrationSenders1795972141409,
  Discounts1795975164933,
  RegistrationLanguage1795975808105,
  CampPaperwork1795976772683,
  CampDeclarations1795976772684,
  CampDeposits1795982820457,
  InvoiceIssuedOnIndex1795983027081,
  CampHandovers1795987223759,
  ContentTranslations1795987224048,
  FamilyMessageTranslations1795993971818,
  CourseLanguage1795994834750,
  CampCertificates1795995885688,
  CourseEquipment1795996795039,
  PrivateFileRemovals1795998738557,
];
