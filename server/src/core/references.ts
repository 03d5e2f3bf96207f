import { errorMessage, RequestErrorCode, type FieldErrors, type PlainErrorCode } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { AppError } from './errors';

export interface Reference {
  /** The input field holding the id, e.g. 'branchId'. */
  field: string;
  /** The table it points at; written by us, never input. */
  table: string;
  id: number | null | undefined;
  /** The refusal when no such row exists (e.g. BRANCH_CHOSEN_DOES_NOT_EXIST), shown on the field. */
  code: PlainErrorCode;
}

/** Checks in one query that the ids an input refers to exist, so a wrong id is reported on its
 * field (VALIDATION) instead of surfacing as a foreign-key failure. Empty ids are not checked. */
export async function assertReferencesExist(dataSource: DataSource, references: Reference[]): Promise<void> {
  const checked = references.filter((reference) => reference.id !== null && reference.id !== undefined);
  if (checked.length === 0) return;
  const rows: Record<string, boolean>[] = await dataSource.query(
    `SELECT ${checked.map((reference, index) => `EXISTS (SELECT 1 FROM "${reference.table}" WHERE id = $${index + 1}) AS "r${index}"`).join(', ')}`,
    checked.map((reference) => reference.id),
  );
  const fieldErrors: FieldErrors = {};
  checked.forEach((reference, index) => {
    if (!rows[0]?.[`r${index}`]) fieldErrors[reference.field] = errorMessage(reference.code);
  });
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError(RequestErrorCode.UnknownReferences, {
      params: { texts: Object.values(fieldErrors) },
      fieldErrors,
    });
}
