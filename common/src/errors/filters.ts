// Refusals of a filter (seed-spec section 5 semantics live in common/src/filters.ts).
import { INVALID_DATE } from '../validation/iso-date';
import type { ErrorTable } from './kinds';

export enum FilterErrorCode {
  UnknownField = 'FILTER_UNKNOWN_FIELD',
  StaffOnly = 'FILTER_STAFF_ONLY',
  TooLong = 'FILTER_TOO_LONG',
  NotADay = 'FILTER_NOT_A_DAY',
  NotAnObject = 'FILTER_NOT_AN_OBJECT',
  InvalidValues = 'FILTER_INVALID_VALUES',
}

const tooLong = ({ max }: { field: string; max: number }) => `Hledaný text je příliš dlouhý (nejvýše ${max} znaků).`;

export const FILTER_ERRORS = {
  [FilterErrorCode.UnknownField]: { kind: 'VALIDATION', message: 'Podle tohoto pole nelze filtrovat.' },
  // A match and a miss get this same answer, so it tells nothing about the hidden value.
  [FilterErrorCode.StaffOnly]: {
    kind: 'VALIDATION',
    message: 'Podle tohoto pole mohou filtrovat jen přihlášení pracovníci.',
  },
  [FilterErrorCode.TooLong]: {
    kind: 'VALIDATION',
    message: (params: { field: string; max: number }) => `Filtr ${params.field}: ${tooLong(params)}`,
    fieldMessage: tooLong,
  },
  [FilterErrorCode.NotADay]: {
    kind: 'VALIDATION',
    message: ({ field }: { field: string }) => `Filtr ${field}: zadejte datum ve tvaru RRRR-MM-DD.`,
    fieldMessage: INVALID_DATE,
  },
  [FilterErrorCode.NotAnObject]: { kind: 'VALIDATION', message: 'Filtr musí být objekt JSON.' },
  // The fields carry what each expects (a whole number, true or false, ...).
  [FilterErrorCode.InvalidValues]: {
    kind: 'VALIDATION',
    message: ({ fields }: { fields: readonly string[] }) => `Neplatný filtr: ${fields.join(', ')}.`,
  },
} satisfies ErrorTable<FilterErrorCode>;
