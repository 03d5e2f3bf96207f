// The family page's refusals and its forms' problems in the page's language (issue 49). The server
// and common/ keep writing them in Czech as the spec has them; on /en and /uk this table turns each
// refusal a family can meet on its page (by its code) into the catalogue's text (parents.refusal.*),
// and a form's field messages go through the registration form's table (offerings/problemTexts.ts).
// On Czech pages nothing is translated; a refusal the table does not name stays Czech, never blank.
import {
  CampErrorCode,
  type ErrorCode,
  formatDate,
  formatFileSize,
  InvoiceErrorCode,
  MakeupErrorCode,
  ParentErrorCode,
  PaymentErrorCode,
  RecordErrorCode,
  ReenrolmentErrorCode,
  RegistrationErrorCode,
  RequestErrorCode,
  WaitlistErrorCode,
} from '@kurzy/common';
import { LOCALE_TAGS, type Locale } from '@kurzy/common/locale';
import type { IntlShape } from 'react-intl';
import type { PublicMessageId } from '../../i18n/messages';
import { fieldErrorsOf, type Refusal, refusalOf, refusalText } from '../../ui/apiErrors';
import { fieldProblem } from '../offerings/problemTexts';

/** Each refusal a family can meet on its page, by code: its catalogue id (cs.json holds common's text,
 * which familyProblems.test.ts checks). */
export const FAMILY_REFUSALS = {
  [ParentErrorCode.LinkInvalid]: 'parents.refusal.linkInvalid',
  [ParentErrorCode.ReceiptNotPaid]: 'parents.refusal.receiptNotPaid',
  [ParentErrorCode.ReceiptCancelled]: 'parents.refusal.receiptCancelled',
  [ParentErrorCode.CancelPaid]: 'parents.refusal.cancelPaid',
  [ParentErrorCode.RequestPending]: 'parents.refusal.requestPending',
  [ParentErrorCode.EmailChangeInvalid]: 'parents.refusal.emailChangeInvalid',
  [RegistrationErrorCode.NotFound]: 'parents.refusal.registrationNotFound',
  [InvoiceErrorCode.NotIssued]: 'parents.refusal.invoiceNotIssued',
  [CampErrorCode.DeclarationClosed]: 'parents.refusal.declarationClosed',
  [CampErrorCode.DeclarationNotRequired]: 'parents.refusal.declarationNotRequired',
  [CampErrorCode.DeclarationTextChanged]: 'parents.refusal.declarationTextChanged',
  [CampErrorCode.DeclarationNoPlace]: 'parents.refusal.declarationNoPlace',
  [CampErrorCode.CertificateNotRequired]: 'parents.refusal.certificateNotRequired',
  [CampErrorCode.CertificateNoFile]: 'parents.refusal.certificateNoFile',
  [CampErrorCode.CertificateFileType]: 'parents.refusal.certificateFileType',
  [CampErrorCode.CertificateIssuedInFuture]: 'parents.refusal.certificateIssuedInFuture',
  [CampErrorCode.CertificateTooOld]: 'parents.refusal.certificateTooOld',
  [PaymentErrorCode.CardUnavailable]: 'parents.refusal.cardUnavailable',
  [PaymentErrorCode.CardNothingToPay]: 'parents.refusal.cardNothingToPay',
  [PaymentErrorCode.CardGatewayFailed]: 'parents.refusal.cardGatewayFailed',
  [PaymentErrorCode.CardNotFound]: 'parents.refusal.cardNotFound',
  [MakeupErrorCode.CreditNotFound]: 'parents.refusal.makeupCreditNotFound',
  [MakeupErrorCode.CreditNotAvailable]: 'parents.refusal.makeupCreditNotAvailable',
  [MakeupErrorCode.LessonNotOffered]: 'parents.refusal.makeupLessonNotOffered',
  [MakeupErrorCode.LessonFull]: 'parents.refusal.makeupLessonFull',
  [MakeupErrorCode.BookingNotFound]: 'parents.refusal.makeupBookingNotFound',
  [MakeupErrorCode.CancelTooLate]: 'parents.refusal.makeupCancelTooLate',
  [WaitlistErrorCode.OfferExpired]: 'parents.refusal.offerExpired',
  [WaitlistErrorCode.OfferNotFound]: 'parents.refusal.offerNotFound',
  [WaitlistErrorCode.NoOpenOffer]: 'parents.refusal.noOpenOffer',
  [ReenrolmentErrorCode.NoInvitation]: 'parents.refusal.reenrolmentNoInvitation',
  [ReenrolmentErrorCode.WindowEnded]: 'parents.refusal.reenrolmentWindowEnded',
  [ReenrolmentErrorCode.AlreadyAccepted]: 'parents.refusal.reenrolmentAlreadyAccepted',
  [ReenrolmentErrorCode.NotASuccessorSlot]: 'parents.refusal.reenrolmentNotASuccessorSlot',
  [ReenrolmentErrorCode.Full]: 'parents.refusal.reenrolmentFull',
  [RecordErrorCode.ChangedMeanwhile]: 'parents.refusal.recordChanged',
  [RequestErrorCode.ControlCharacters]: 'parents.refusal.controlCharacters',
} as const satisfies Partial<Record<ErrorCode, PublicMessageId>>;

const BY_CODE: Partial<Record<ErrorCode, PublicMessageId>> = FAMILY_REFUSALS;

/** "Sunday 4 Jul 2027", "неділя 04.07.2027": a camp's day as the declaration's refusal names it. */
function weekdayDate(day: string, locale: Locale): string {
  const weekday = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return `${weekday} ${formatDate(day, locale)}`;
}

/** A refusal on the family's page in the page's language: common's Czech on Czech pages and for a
 * refusal the table does not name. */
export function familyRefusal(intl: IntlShape, refusal: Refusal): string {
  if (intl.locale !== 'cs') {
    const { code, params } = refusal;
    if (code === CampErrorCode.DeclarationTooEarly && typeof params?.from === 'string')
      return intl.formatMessage(
        { id: 'parents.refusal.declarationTooEarly' },
        { day: weekdayDate(params.from, intl.locale as Locale) },
      );
    if (code === CampErrorCode.CertificateTooLarge && typeof params?.maxBytes === 'number')
      return intl.formatMessage(
        { id: 'parents.refusal.certificateTooLarge' },
        { size: formatFileSize(params.maxBytes) },
      );
    if (code === RequestErrorCode.TooManyRequests)
      return intl.formatMessage(
        { id: 'registration.problem.tooManyRequests' },
        { seconds: Math.max(1, Math.ceil(Number(params?.retryAfterMs) / 1000)) },
      );
    const id = BY_CODE[code];
    if (id) return intl.formatMessage({ id });
  }
  return refusalText(refusal);
}

/** One line for a failed action of the family's page (as ui/apiErrors' problemText), in the page's
 * language: the server's field messages (each once), else its refusal's text, else `fallback`. */
export function familyProblem(intl: IntlShape, error: unknown, fallback: string): string {
  const fields = Object.values(fieldErrorsOf(error)).map((text) => fieldProblem(intl, text));
  if (fields.length > 0) return [...new Set(fields)].join(' ');
  const refusal = refusalOf(error);
  return refusal ? familyRefusal(intl, refusal) : fallback;
}
