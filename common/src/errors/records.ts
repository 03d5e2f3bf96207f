// Refusals the database itself makes (foreign keys, unique indexes, checks), for any record that
// has no clearer words of its own.
import type { ErrorTable } from './kinds';

export enum RecordErrorCode {
  NotFound = 'RECORD_NOT_FOUND',
  InUse = 'RECORD_IN_USE',
  Duplicate = 'RECORD_DUPLICATE',
  InvalidValues = 'RECORD_INVALID_VALUES',
  ChangedMeanwhile = 'RECORD_CHANGED_MEANWHILE',
}

export const RECORD_ERRORS = {
  [RecordErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Záznam nebyl nalezen.' },
  [RecordErrorCode.InUse]: {
    kind: 'CONFLICT',
    message: 'Záznam nelze uložit ani smazat, protože s ním souvisejí jiné záznamy (například přihlášky nebo rozvrh).',
  },
  [RecordErrorCode.Duplicate]: { kind: 'CONFLICT', message: 'Takový záznam už existuje.' },
  [RecordErrorCode.InvalidValues]: { kind: 'VALIDATION', message: 'Zadané hodnoty nejsou platné.' },
  // A change made from an older version than the one saved (two staff editing the same record).
  [RecordErrorCode.ChangedMeanwhile]: {
    kind: 'CONFLICT',
    message: 'Záznam mezitím změnil někdo jiný. Načtěte prosím aktuální verzi a změny proveďte znovu.',
  },
} satisfies ErrorTable<RecordErrorCode>;
