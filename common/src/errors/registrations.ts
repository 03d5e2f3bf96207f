import { type AgeBandParams, ageBandProblem } from '../validation/age-band';
import { MESSAGES } from '../validation/messages';
import type { ErrorTable } from './kinds';
import { formatOfferDeadline } from '../format';
import type { RegistrationChallenge } from '../registration-challenge';

export enum RegistrationErrorCode {
  NotFound = 'REGISTRATION_NOT_FOUND',
  Full = 'REGISTRATION_FULL',
  NoFreePlace = 'REGISTRATION_NO_FREE_PLACE',
  PaidCannotBeCancelled = 'REGISTRATION_PAID_CANNOT_BE_CANCELLED',
  CancelledPaymentLocked = 'REGISTRATION_CANCELLED_PAYMENT_LOCKED',
  InvoicedCannotBeDeleted = 'REGISTRATION_INVOICED_CANNOT_BE_DELETED',
  ChildAge = 'REGISTRATION_CHILD_AGE',
  ChildAgeOutsideBand = 'REGISTRATION_CHILD_AGE_OUTSIDE_BAND',
  BatchSize = 'REGISTRATION_BATCH_SIZE',
  SelectionTooLarge = 'REGISTRATION_SELECTION_TOO_LARGE',
  ChangedMeanwhile = 'REGISTRATION_CHANGED_MEANWHILE',
  TooManyFromAddress = 'REGISTRATION_TOO_MANY_FROM_ADDRESS',
  TooManyForEmail = 'REGISTRATION_TOO_MANY_FOR_EMAIL',
  TooManyForCourseFromAddress = 'REGISTRATION_TOO_MANY_FOR_COURSE_FROM_ADDRESS',
  TooManyForCourseForEmail = 'REGISTRATION_TOO_MANY_FOR_COURSE_FOR_EMAIL',
  IdempotencyKeyReused = 'REGISTRATION_IDEMPOTENCY_KEY_REUSED',
  ExportFormat = 'REGISTRATION_EXPORT_FORMAT',
  ExportSortDirection = 'REGISTRATION_EXPORT_SORT_DIRECTION',
  ExportsBusy = 'REGISTRATION_EXPORTS_BUSY',
  BranchNotOfTarget = 'REGISTRATION_BRANCH_NOT_OF_TARGET',
  /** The course continues a term whose families may register first, until the window's end (issue 45). */
  PriorityWindow = 'REGISTRATION_PRIORITY_WINDOW',
  /** The client address is busy: the form sends again with the challenge in the params solved. */
  ChallengeRequired = 'REGISTRATION_CHALLENGE_REQUIRED',
  /** The solution sent is wrong, expired or used already; the params hold a new challenge. */
  ChallengeInvalid = 'REGISTRATION_CHALLENGE_INVALID',
}

/** "Anna Nováková (VS 123)", a few of them, then how many more. */
function listed(items: string[]): string {
  const shown = items.slice(0, 3).join(', ');
  return items.length > 3 ? `${shown} a další (${items.length - 3})` : shown;
}

/** 1 minutu, 2 minuty, 5 minut: how long until the limit lets the form through again. */
function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} ${count === 1 ? 'minutu' : count <= 4 ? 'minuty' : 'minut'}`;
}

export const REGISTRATION_ERRORS = {
  [RegistrationErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Přihláška nebyla nalezena.' },
  // Final for this course or camp: the text sends the parent elsewhere, never to send it again.
  [RegistrationErrorCode.Full]: {
    kind: 'CONFLICT',
    message:
      'Kapacita je naplněna včetně náhradníků, další přihlášky sem už nepřijímáme. Vyberte prosím jiný kroužek nebo tábor.',
  },
  [RegistrationErrorCode.NoFreePlace]: {
    kind: 'CONFLICT',
    message: 'Není volné místo: přihláška může být jen mezi náhradníky.',
  },
  [RegistrationErrorCode.PaidCannotBeCancelled]: {
    kind: 'CONFLICT',
    message: 'Zaplacenou přihlášku nelze zrušit. Nejdříve zrušte platbu.',
  },
  // A cancelled registration's payment stays as it was when it was cancelled (a batch with one is
  // refused as a whole).
  [RegistrationErrorCode.CancelledPaymentLocked]: {
    kind: 'CONFLICT',
    message: ({ registrations }: { registrations: string[] }) =>
      `Platbu zrušené přihlášky nelze měnit: ${listed(registrations)}.`,
  },
  // Czech accounting keeps issued invoices, so their registrations stay too.
  [RegistrationErrorCode.InvoicedCannotBeDeleted]: {
    kind: 'CONFLICT',
    message: ({ invoices }: { invoices: string[] }) =>
      invoices.length === 1
        ? `Přihlášku s vystavenou fakturou č. ${invoices[0]} nelze smazat: vystavená faktura se musí uchovat. Přihlášku můžete zrušit.`
        : `Přihlášky s vystavenými fakturami č. ${listed(invoices)} nelze smazat: vystavené faktury se musí uchovat. Přihlášky můžete zrušit.`,
  },
  // The form's own check (common/src/validation/registration.ts) says the same before sending.
  [RegistrationErrorCode.ChildAge]: { kind: 'VALIDATION', message: MESSAGES.childAge },
  // A real birth date outside the course's or camp's band: the band and the child's age, as the form
  // says them at the field (validation/age-band.ts).
  [RegistrationErrorCode.ChildAgeOutsideBand]: {
    kind: 'VALIDATION',
    message: (params: AgeBandParams) => ageBandProblem(params) ?? MESSAGES.childAge,
  },
  [RegistrationErrorCode.BatchSize]: {
    kind: 'VALIDATION',
    message: ({ max }: { max: number }) => `Vyberte 1 až ${max} přihlášek.`,
  },
  [RegistrationErrorCode.SelectionTooLarge]: {
    kind: 'VALIDATION',
    message: ({ found, max }: { found: number; max: number }) =>
      `Filtru odpovídá ${found.toLocaleString('cs-CZ')} přihlášek, najednou jich lze vybrat nejvýše ${max.toLocaleString('cs-CZ')}. Zužte prosím filtr.`,
  },
  [RegistrationErrorCode.ChangedMeanwhile]: {
    kind: 'CONFLICT',
    message: 'Přihlášku právě mění někdo jiný, zkuste to prosím znovu.',
  },
  [RegistrationErrorCode.TooManyFromAddress]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ retryAfterMs }: { retryAfterMs: number }) =>
      `Z vaší internetové adresy přišlo v krátké době příliš mnoho přihlášek. Zkuste to prosím znovu za ${minutes(retryAfterMs)}.`,
  },
  [RegistrationErrorCode.TooManyForEmail]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ retryAfterMs }: { retryAfterMs: number }) =>
      `Na tuto e-mailovou adresu přišlo v krátké době příliš mnoho přihlášek. Zkuste to prosím znovu za ${minutes(retryAfterMs)}.`,
  },
  // REGISTRATION_COURSE_LIMIT: children of one course or camp from one address or mailbox in an
  // hour. A larger group (a kindergarten) is registered by staff, so the message sends them there.
  [RegistrationErrorCode.TooManyForCourseFromAddress]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ retryAfterMs }: { retryAfterMs: number }) =>
      `Z vaší internetové adresy už přišlo do tohoto kroužku nebo tábora příliš mnoho přihlášek. Zkuste to prosím znovu za ${minutes(retryAfterMs)}, nebo nám napište či zavolejte a další děti přihlásíme my.`,
  },
  [RegistrationErrorCode.TooManyForCourseForEmail]: {
    kind: 'TOO_MANY_REQUESTS',
    message: ({ retryAfterMs }: { retryAfterMs: number }) =>
      `S touto e-mailovou adresou už přišlo do tohoto kroužku nebo tábora příliš mnoho přihlášek. Zkuste to prosím znovu za ${minutes(retryAfterMs)}, nebo nám napište či zavolejte a další děti přihlásíme my.`,
  },
  // Shared addresses (mobile networks, school Wi-Fi) are busy on an enrollment evening: their parents'
  // forms solve a small proof-of-work puzzle (registration-challenge.ts) instead of being turned away;
  // the browser solves it and sends again by itself, so a parent reads this only from an API client.
  [RegistrationErrorCode.ChallengeRequired]: {
    kind: 'TOO_MANY_REQUESTS',
    message: (_: { challenge: RegistrationChallenge }) =>
      'Z vaší internetové adresy teď přichází mnoho přihlášek, proto formulář před odesláním vyřeší krátkou kontrolní úlohu. Odešlete ho prosím znovu.',
  },
  [RegistrationErrorCode.ChallengeInvalid]: {
    kind: 'VALIDATION',
    message: (_: { challenge: RegistrationChallenge }) =>
      'Kontrolní úloha formuláře není vyřešená, vypršela nebo už byla jednou použita. Odešlete prosím formulář znovu.',
  },
  // A key stands for one filled form: its first send was received, so a changed form is not a retry.
  [RegistrationErrorCode.IdempotencyKeyReused]: {
    kind: 'CONFLICT',
    message:
      'Tuto přihlášku jsme už přijali s jinými údaji. Pro změnu nás prosím kontaktujte, nebo vyplňte novou přihlášku.',
  },
  [RegistrationErrorCode.ExportFormat]: { kind: 'VALIDATION', message: 'Formát exportu musí být csv nebo xlsx.' },
  // The branch follows from the slot or camp; a different one sent beside it is a mistake, not a move.
  [RegistrationErrorCode.BranchNotOfTarget]: {
    kind: 'VALIDATION',
    message: 'Pobočka neodpovídá vybranému termínu ani táboru. Pobočku určuje termín, nebo ji vynechte.',
  },
  [RegistrationErrorCode.ExportSortDirection]: {
    kind: 'VALIDATION',
    message: 'Směr řazení exportu musí být asc nebo desc.',
  },
  // Each running export holds a database connection until its file is sent.
  [RegistrationErrorCode.ExportsBusy]: {
    kind: 'TOO_MANY_REQUESTS',
    message: 'Právě běží příliš mnoho exportů najednou. Zkuste to prosím za chvíli znovu.',
  },
  // Final until the date: the text names it, so the parent knows when to come back.
  [RegistrationErrorCode.PriorityWindow]: {
    kind: 'CONFLICT',
    message: ({ until }: { until: string }) =>
      `Do ${formatOfferDeadline(until)} se do tohoto kroužku přihlašují přednostně stávající účastníci. Potom budou volná místa otevřena všem.`,
  },
} satisfies ErrorTable<RegistrationErrorCode>;
