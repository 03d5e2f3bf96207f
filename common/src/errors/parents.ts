import type { ErrorTable } from './kinds';

export enum ParentErrorCode {
  /** One answer for every personal link that does not open the page: unknown, altered, revoked or
   * unused for 12 months. A not-found, so the server-rendered page renders it (with status 404). */
  LinkInvalid = 'PARENT_LINK_INVALID',
  /** "Potvrzení o úhradě" confirms the whole price came (an insurer or employer refunds against it). */
  ReceiptNotPaid = 'PARENT_RECEIPT_NOT_PAID',
  /** Nor for a cancelled registration: what it confirms does not take place for the child. */
  ReceiptCancelled = 'PARENT_RECEIPT_CANCELLED',
  /** Money came for the place: the page sends staff a request with the reason instead. */
  CancelPaid = 'PARENT_CANCEL_PAID',
  /** The same request (type and registration) is already with staff and not yet handled. */
  RequestPending = 'PARENT_REQUEST_PENDING',
  /** Staff: no such request. */
  RequestNotFound = 'PARENT_REQUEST_NOT_FOUND',
  /** Staff: the request was handled already (by someone else in the meantime). */
  RequestHandled = 'PARENT_REQUEST_HANDLED',
  /** The confirmation link of a changed e-mail address: unknown, used or older than its validity. */
  EmailChangeInvalid = 'PARENT_EMAIL_CHANGE_INVALID',
}

export const PARENT_ERRORS = {
  [ParentErrorCode.LinkInvalid]: {
    kind: 'NOT_FOUND',
    message: 'Odkaz na vaše přihlášky už neplatí. Pošlete si prosím nový.',
  },
  [ParentErrorCode.ReceiptNotPaid]: {
    kind: 'CONFLICT',
    message: 'Potvrzení o úhradě lze vystavit až po zaplacení celé částky.',
  },
  [ParentErrorCode.ReceiptCancelled]: {
    kind: 'CONFLICT',
    message: 'Ke zrušené přihlášce potvrzení o úhradě nevystavujeme.',
  },
  [ParentErrorCode.CancelPaid]: {
    kind: 'CONFLICT',
    message: 'Zaplacenou přihlášku nelze zrušit online. Pošlete nám prosím žádost o zrušení s důvodem.',
  },
  [ParentErrorCode.RequestPending]: {
    kind: 'CONFLICT',
    message: 'Tuto žádost už jsme dostali a vyřizujeme ji.',
  },
  [ParentErrorCode.RequestNotFound]: {
    kind: 'NOT_FOUND',
    message: 'Žádost nebyla nalezena.',
  },
  [ParentErrorCode.RequestHandled]: {
    kind: 'CONFLICT',
    message: 'Žádost už byla vyřízena.',
  },
  [ParentErrorCode.EmailChangeInvalid]: {
    kind: 'NOT_FOUND',
    message: 'Odkaz pro potvrzení e-mailu už neplatí. Požádejte o změnu prosím znovu.',
  },
} satisfies ErrorTable<ParentErrorCode>;
