import type { ErrorTable } from './kinds';

export enum MakeupErrorCode {
  /** No such credit, or one of another family (the same answer: no existence oracle). */
  CreditNotFound = 'MAKEUP_CREDIT_NOT_FOUND',
  /** The credit is booked, used, expired or revoked: it cannot be spent (again). */
  CreditNotAvailable = 'MAKEUP_CREDIT_NOT_AVAILABLE',
  /** The lesson is not one the credit can be spent on (own slot, another course, past the credit's
   * validity or the booking cut-off, outside the child's age band, cancelled). */
  LessonNotOffered = 'MAKEUP_LESSON_NOT_OFFERED',
  /** No make-up place is free in the lesson (someone else took the last one). */
  LessonFull = 'MAKEUP_LESSON_FULL',
  /** No such booking, or one of another family. */
  BookingNotFound = 'MAKEUP_BOOKING_NOT_FOUND',
  /** A booking is cancelled (and the credit returned) only up to the course's excuse cut-off. */
  CancelTooLate = 'MAKEUP_CANCEL_TOO_LATE',
  /** Staff: only a credit that is not yet spent is revoked, only a live one extended. */
  CreditNotChangeable = 'MAKEUP_CREDIT_NOT_CHANGEABLE',
  /** Staff: a credit is granted to a course registration that is not cancelled. */
  RegistrationNotEligible = 'MAKEUP_REGISTRATION_NOT_ELIGIBLE',
}

export const MAKEUP_ERRORS = {
  [MakeupErrorCode.CreditNotFound]: { kind: 'NOT_FOUND', message: 'Náhrada nebyla nalezena.' },
  [MakeupErrorCode.CreditNotAvailable]: {
    kind: 'CONFLICT',
    message: 'Tuto náhradu už nelze použít (je zarezervovaná, vyčerpaná, propadlá nebo zrušená).',
  },
  [MakeupErrorCode.LessonNotOffered]: {
    kind: 'CONFLICT',
    message: 'Na tuto lekci nelze náhradu použít.',
  },
  [MakeupErrorCode.LessonFull]: {
    kind: 'CONFLICT',
    message: 'Volné místo na náhradu v této lekci právě obsadil někdo jiný. Vyberte prosím jinou lekci.',
  },
  [MakeupErrorCode.BookingNotFound]: { kind: 'NOT_FOUND', message: 'Rezervace náhrady nebyla nalezena.' },
  [MakeupErrorCode.CancelTooLate]: {
    kind: 'CONFLICT',
    message: 'Rezervaci náhrady už nelze zrušit, lekce začíná příliš brzy.',
  },
  [MakeupErrorCode.CreditNotChangeable]: {
    kind: 'CONFLICT',
    message: 'Tuto náhradu už nelze změnit.',
  },
  [MakeupErrorCode.RegistrationNotEligible]: {
    kind: 'VALIDATION',
    message: 'Náhradu lze přidat jen k platné přihlášce na kroužek.',
  },
} satisfies ErrorTable<MakeupErrorCode>;
