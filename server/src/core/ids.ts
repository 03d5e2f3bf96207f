/** PostgreSQL's int4: every id and integer column; a larger value fails in the database, not here. */
export const MAX_INT4 = 2 ** 31 - 1;

/** An integer that can name a row: 1 ... 2^31 - 1. */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
