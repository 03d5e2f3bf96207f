import type { ErrorTable } from './kinds';

export enum LegalErrorCode {
  /** No such version of the text. */
  NotFound = 'LEGAL_TEXT_NOT_FOUND',
  /** Someone published a newer version while this one was being edited. */
  ChangedMeanwhile = 'LEGAL_TEXT_CHANGED',
  /** The text is the same as the current version: nothing to publish. */
  Unchanged = 'LEGAL_TEXT_UNCHANGED',
}

export const LEGAL_ERRORS = {
  [LegalErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Tato verze textu neexistuje.' },
  [LegalErrorCode.ChangedMeanwhile]: {
    kind: 'CONFLICT',
    message: 'Mezitím někdo zveřejnil novější verzi textu. Načtěte ji a úpravy proveďte znovu.',
  },
  [LegalErrorCode.Unchanged]: {
    kind: 'VALIDATION',
    message: 'Text se od zveřejněné verze neliší.',
    fieldMessage: 'Text dokumentu se od zveřejněné verze neliší',
  },
} satisfies ErrorTable<LegalErrorCode>;
