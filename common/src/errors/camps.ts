import { formatWeekdayDate } from '../format';
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
} satisfies ErrorTable<CampErrorCode>;
