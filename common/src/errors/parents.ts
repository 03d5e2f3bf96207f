import type { ErrorTable } from './kinds';

export enum ParentErrorCode {
  /** One answer for every personal link that does not open the page: unknown, altered, revoked or
   * unused for 12 months. A not-found, so the server-rendered page renders it (with status 404). */
  LinkInvalid = 'PARENT_LINK_INVALID',
}

export const PARENT_ERRORS = {
  [ParentErrorCode.LinkInvalid]: {
    kind: 'NOT_FOUND',
    message: 'Odkaz na vaše přihlášky už neplatí. Pošlete si prosím nový.',
  },
} satisfies ErrorTable<ParentErrorCode>;
