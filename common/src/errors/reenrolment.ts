import type { ErrorTable } from './kinds';

export enum ReenrolmentErrorCode {
  /** Staff: the course has no copy in the next term to invite its families into. */
  NoSuccessor = 'REENROLMENT_NO_SUCCESSOR',
  /** Staff: no re-enrolment was opened on this course (or no such course). */
  NotFound = 'REENROLMENT_NOT_FOUND',
  /** The family: no invitation of this registration behind its own link. */
  NoInvitation = 'REENROLMENT_NO_INVITATION',
  /** The window ended: the places left are open to everyone on the course page. */
  WindowEnded = 'REENROLMENT_WINDOW_ENDED',
  /** The family continues already (its new registration stands; cancel that one instead). */
  AlreadyAccepted = 'REENROLMENT_ALREADY_ACCEPTED',
  /** The chosen slot is not one of the successor's. */
  NotASuccessorSlot = 'REENROLMENT_NOT_A_SUCCESSOR_SLOT',
  /** No place left in the successor. */
  Full = 'REENROLMENT_FULL',
}

export const REENROLMENT_ERRORS = {
  [ReenrolmentErrorCode.NoSuccessor]: {
    kind: 'CONFLICT',
    message: 'Kroužek zatím nemá pokračování v dalším pololetí. Nejdřív ho zkopírujte do nového pololetí.',
  },
  [ReenrolmentErrorCode.NotFound]: {
    kind: 'NOT_FOUND',
    message: 'U tohoto kroužku pozvánky k pokračování zatím nikdo nerozeslal.',
  },
  [ReenrolmentErrorCode.NoInvitation]: { kind: 'NOT_FOUND', message: 'Pozvánka k pokračování nebyla nalezena.' },
  [ReenrolmentErrorCode.WindowEnded]: {
    kind: 'GONE',
    message:
      'Přednostní přihlašování stávajících účastníků už skončilo. Volná místa najdete na stránce kroužku, kde se může přihlásit kdokoli.',
  },
  [ReenrolmentErrorCode.AlreadyAccepted]: {
    kind: 'CONFLICT',
    message:
      'V kroužku už pokračujete, přihláška do nového pololetí platí. Pokud ji chcete zrušit, zrušte ji u nové přihlášky.',
  },
  [ReenrolmentErrorCode.NotASuccessorSlot]: {
    kind: 'VALIDATION',
    message: 'Vyberte termín pokračujícího kroužku.',
  },
  [ReenrolmentErrorCode.Full]: {
    kind: 'CONFLICT',
    message: 'V pokračujícím kroužku už není volné místo. Ozvěte se nám prosím, domluvíme se.',
  },
} satisfies ErrorTable<ReenrolmentErrorCode>;
