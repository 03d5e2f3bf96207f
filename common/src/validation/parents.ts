// What a parent does on their own page (/moje-prihlasky/<token>) and what staff see of it: the
// requests that need a person, and the page's activity on a registration. The page's forms and the
// parents service check the same schemas with the same Czech messages.
import * as yup from 'yup';
import { flag, optionalText, requiredEmail, requiredPhone, requiredText, text } from './fields';
import { MESSAGES } from './messages';
import { isCompanyId } from './patterns';

/** What a parent asks staff for from the page. */
export enum ParentRequestType {
  /** Cancelling a place that is (partly) paid: money has to go back, a person decides. */
  paid_cancellation = 'paid_cancellation',
  /** Erasure of the family's personal data (GDPR art. 17). */
  erasure = 'erasure',
  /** An invoice to the parent's employer (FKSP, benefits), with its name, IČO and address. */
  employer_invoice = 'employer_invoice',
  /** Moving the family to an e-mail address that already has registrations (confirmed from that
   * mailbox): two families may be merged, so a person checks with both first. */
  email_change = 'email_change',
}

/** What confirming a new e-mail address did. */
export enum ParentEmailChangeOutcome {
  /** The family moved to the address; a fresh link to its page went there by e-mail. */
  changed = 'changed',
  /** The address has registrations of its own: staff decide (a request of type email_change). */
  staff_review = 'staff_review',
}

export enum ParentRequestState {
  open = 'open',
  done = 'done',
  rejected = 'rejected',
}

export const PARENT_REQUEST_TYPES = Object.values(ParentRequestType);
export const PARENT_REQUEST_STATES = Object.values(ParentRequestState);

export const PARENT_REQUEST_TYPE_LABELS: Record<ParentRequestType, string> = {
  [ParentRequestType.paid_cancellation]: 'Zrušení zaplacené přihlášky',
  [ParentRequestType.erasure]: 'Výmaz osobních údajů',
  [ParentRequestType.employer_invoice]: 'Faktura na zaměstnavatele',
  [ParentRequestType.email_change]: 'Změna e-mailu na adresu s přihláškami',
};

export const PARENT_REQUEST_STATE_LABELS: Record<ParentRequestState, string> = {
  [ParentRequestState.open]: 'Čeká na vyřízení',
  [ParentRequestState.done]: 'Vyřízeno',
  [ParentRequestState.rejected]: 'Zamítnuto',
};

/** What happened on a family's page, as staff see it in the registration dialog. */
export enum ParentActivityType {
  link_sent = 'link_sent',
  viewed = 'viewed',
  contact_changed = 'contact_changed',
  email_change_requested = 'email_change_requested',
  email_changed = 'email_changed',
  cancelled = 'cancelled',
  request_created = 'request_created',
  request_handled = 'request_handled',
  offer_accepted = 'offer_accepted',
  offer_declined = 'offer_declined',
}

export const PARENT_ACTIVITY_LABELS: Record<ParentActivityType, string> = {
  [ParentActivityType.link_sent]: 'Odeslán odkaz na stránku rodiče',
  [ParentActivityType.viewed]: 'Rodič otevřel svou stránku',
  [ParentActivityType.contact_changed]: 'Rodič opravil telefon',
  [ParentActivityType.email_change_requested]: 'Rodič požádal o změnu e-mailu',
  [ParentActivityType.email_changed]: 'Rodič potvrdil nový e-mail',
  [ParentActivityType.cancelled]: 'Rodič zrušil přihlášku',
  [ParentActivityType.request_created]: 'Rodič poslal žádost',
  [ParentActivityType.request_handled]: 'Žádost vyřízena',
  [ParentActivityType.offer_accepted]: 'Rodič přijal nabízené místo',
  [ParentActivityType.offer_declined]: 'Rodič odmítl nabízené místo',
};

export const PARENT_REASON_MAX_LENGTH = 1000;

/** The phone of every registration of the family. */
export const parentPhoneSchema = yup.object({ phone: requiredPhone() });
export type ParentPhoneValues = yup.InferType<typeof parentPhoneSchema>;

/** A new e-mail address; it takes effect once confirmed from that mailbox. */
export const parentEmailSchema = yup.object({ email: requiredEmail() });
export type ParentEmailValues = yup.InferType<typeof parentEmailSchema>;

/** Why a paid place is to be cancelled: staff decide about the money by it. */
export const paidCancellationSchema = yup.object({ reason: requiredText(PARENT_REASON_MAX_LENGTH) });
export type PaidCancellationValues = yup.InferType<typeof paidCancellationSchema>;

export const INVALID_COMPANY_ID = 'Zadejte platné IČO (8 číslic).';

/** Whom the employer's invoice is made out to. */
export const employerInvoiceSchema = yup.object({
  name: requiredText(200),
  companyId: text()
    .required(MESSAGES.required)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .test('ico', INVALID_COMPANY_ID, (value) => value === undefined || isCompanyId(value)),
  address: requiredText(300),
  note: optionalText(PARENT_REASON_MAX_LENGTH),
});
export type EmployerInvoiceValues = yup.InferType<typeof employerInvoiceSchema>;

/** Staff's word on a request, kept with it. */
export const requestHandlingSchema = yup.object({
  state: yup
    .mixed<ParentRequestState>()
    .oneOf([ParentRequestState.done, ParentRequestState.rejected], MESSAGES.required)
    .required(MESSAGES.required),
  note: optionalText(PARENT_REASON_MAX_LENGTH),
  /** An employer's invoice request done by issuing the invoice to the employer and e-mailing it. */
  issueInvoice: flag(false),
});
export type RequestHandlingValues = yup.InferType<typeof requestHandlingSchema>;

/** The lesson a parent excuses the child from, picked on their page. */
export const EXCUSE_LESSON_REQUIRED = 'Vyberte lekci, ze které dítě omlouváte.';

export const excuseLessonSchema = yup.object({
  lessonId: text().required(EXCUSE_LESSON_REQUIRED),
});
