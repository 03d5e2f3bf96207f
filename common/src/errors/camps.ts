import { formatWeekdayDate } from '../format';
import { formatFileSize } from '../validation/upload-limits';
import type { ErrorTable } from './kinds';

export enum CampErrorCode {
  NotFound = 'CAMP_NOT_FOUND',
  ChosenDoesNotExist = 'CAMP_CHOSEN_DOES_NOT_EXIST',
  HasRegistrations = 'CAMP_HAS_REGISTRATIONS',
  /** The health declaration's window has not opened yet (00:00 Prague the day before the first day). */
  DeclarationTooEarly = 'CAMP_DECLARATION_TOO_EARLY',
  /** The camp is over: the declaration can no longer be signed. */
  DeclarationClosed = 'CAMP_DECLARATION_CLOSED',
  /** The camp asks for no health declaration. */
  DeclarationNotRequired = 'CAMP_DECLARATION_NOT_REQUIRED',
  /** The text the signer confirmed is not the version in force (it changed while the page was open). */
  DeclarationTextChanged = 'CAMP_DECLARATION_TEXT_CHANGED',
  /** A registration that holds no place (cancelled, or waiting) has nothing to declare. */
  DeclarationNoPlace = 'CAMP_DECLARATION_NO_PLACE',
  /** A check-out to someone the family did not list (or "odchází sám" not allowed, or before its
   * time): only an administrator's override with a note hands the child over. */
  CheckoutNotAllowed = 'CAMP_CHECKOUT_NOT_ALLOWED',
  /** An administrator's override check-out (with its note) is undone by an administrator only. */
  UndoOverrideNotAllowed = 'CAMP_UNDO_OVERRIDE_NOT_ALLOWED',
  /** The camp asks for no doctor's certificate. */
  CertificateNotRequired = 'CAMP_CERTIFICATE_NOT_REQUIRED',
  /** No file came with the certificate's upload. */
  CertificateNoFile = 'CAMP_CERTIFICATE_NO_FILE',
  /** The file is no JPEG, PNG or PDF by its content (what the client says it is does not count). */
  CertificateFileType = 'CAMP_CERTIFICATE_FILE_TYPE',
  CertificateTooLarge = 'CAMP_CERTIFICATE_TOO_LARGE',
  /** The issue date is after today (Prague). */
  CertificateIssuedInFuture = 'CAMP_CERTIFICATE_ISSUED_IN_FUTURE',
  /** The issue date is more than two years ago: the certificate is no longer valid. */
  CertificateTooOld = 'CAMP_CERTIFICATE_TOO_OLD',
  /** Staff asked for a certificate that is not there (none uploaded, or swept after the camp). */
  CertificateNotFound = 'CAMP_CERTIFICATE_NOT_FOUND',
}

export const CAMP_ERRORS = {
  [CampErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Tábor nebyl nalezen.' },
  [CampErrorCode.ChosenDoesNotExist]: { kind: 'VALIDATION', message: 'Vybraný tábor neexistuje.' },
  [CampErrorCode.HasRegistrations]: {
    kind: 'CONFLICT',
    message: 'Tábor nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.',
  },
  [CampErrorCode.DeclarationTooEarly]: {
    kind: 'CONFLICT',
    message: ({ from }: { from: string }) =>
      `Prohlášení o bezinfekčnosti nesmí být starší než jeden den před začátkem tábora. Podepsat ho můžete nejdříve ${formatWeekdayDate(from)} od 00:00.`,
  },
  [CampErrorCode.DeclarationClosed]: {
    kind: 'CONFLICT',
    message: 'Tábor už skončil, prohlášení o bezinfekčnosti už nelze podepsat.',
  },
  [CampErrorCode.DeclarationNotRequired]: {
    kind: 'CONFLICT',
    message: 'Tento tábor prohlášení o bezinfekčnosti nevyžaduje.',
  },
  [CampErrorCode.DeclarationTextChanged]: {
    kind: 'CONFLICT',
    message: 'Text prohlášení se mezitím změnil. Načtěte stránku znovu a potvrďte aktuální znění.',
  },
  [CampErrorCode.DeclarationNoPlace]: {
    kind: 'CONFLICT',
    message: 'Přihláška nemá v táboře místo, prohlášení se k ní nepodepisuje.',
  },
  [CampErrorCode.CheckoutNotAllowed]: {
    kind: 'FORBIDDEN',
    message:
      'Tuto osobu rodiče neuvedli jako oprávněnou k vyzvedávání dítěte. Předat dítě jí může jen administrátor s poznámkou (výjimka).',
  },
  [CampErrorCode.UndoOverrideNotAllowed]: {
    kind: 'FORBIDDEN',
    message: 'Předání jako výjimku (s poznámkou administrátora) může vrátit jen administrátor.',
  },
  [CampErrorCode.CertificateNotRequired]: {
    kind: 'CONFLICT',
    message: 'Tento tábor lékařský posudek nevyžaduje.',
  },
  [CampErrorCode.CertificateNoFile]: {
    kind: 'VALIDATION',
    message: 'Soubor s posudkem: vyberte fotografii nebo PDF posudku.',
    fieldMessage: 'Vyberte fotografii nebo PDF posudku.',
  },
  [CampErrorCode.CertificateFileType]: {
    kind: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Soubor s posudkem: nahrajte fotografii (JPEG nebo PNG) nebo PDF.',
    fieldMessage: 'Nahrajte fotografii (JPEG nebo PNG) nebo PDF.',
  },
  [CampErrorCode.CertificateTooLarge]: {
    kind: 'PAYLOAD_TOO_LARGE',
    message: ({ maxBytes }: { maxBytes: number }) =>
      `Soubor s posudkem je příliš velký (nejvýše ${formatFileSize(maxBytes)}).`,
    fieldMessage: ({ maxBytes }: { maxBytes: number }) =>
      `Soubor je příliš velký (nejvýše ${formatFileSize(maxBytes)}).`,
  },
  [CampErrorCode.CertificateIssuedInFuture]: {
    kind: 'VALIDATION',
    message: 'Datum vydání posudku nemůže být v budoucnosti.',
    fieldMessage: 'Datum vydání nemůže být v budoucnosti.',
  },
  [CampErrorCode.CertificateTooOld]: {
    kind: 'VALIDATION',
    message: 'Datum vydání posudku: posudek platí dva roky od vydání a tento už neplatí. Nahrajte prosím nový.',
    fieldMessage: 'Posudek je starší než dva roky, už neplatí.',
  },
  [CampErrorCode.CertificateNotFound]: { kind: 'NOT_FOUND', message: 'Lékařský posudek nebyl nalezen.' },
} satisfies ErrorTable<CampErrorCode>;
