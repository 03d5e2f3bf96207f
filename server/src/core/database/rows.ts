// Rows of hand-written SQL turned into entities the way TypeORM would hydrate them, for the column
// types our entities use: pg's values as they come (booleans, numbers, Dates of timestamps, text),
// `date` kept as its 'YYYY-MM-DD' text, then the column's transformers.
import { types, type CustomTypesConfig } from 'pg';
import type { ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';

const DATE: number = types.builtins.DATE;

/** pg's parsers, except that a `date` stays text: pg would make a Date at local midnight of it. */
export const ROW_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE && format !== 'binary'
      ? (text: string) => text
      : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

/** A column in a hand-written SELECT list: the table's column, or a virtual column's SQL (a value
 * derived by one rule, e.g. a payment's state) under the column's name. */
export function selectedColumnSql(alias: string, column: ColumnMetadata): string {
  if (column.isVirtualProperty && column.query) return `(${column.query(`"${alias}"`)}) AS "${column.databaseName}"`;
  return `"${alias}"."${column.databaseName}"`;
}

/** A column's value as the entity holds it: through its transformers, the last one first (as TypeORM
 * applies them when reading). */
function fromColumn(column: ColumnMetadata, value: unknown): unknown {
  const { transformer } = column;
  if (!transformer) return value;
  if (!Array.isArray(transformer)) return transformer.from(value);
  // A loop, not a reversed copy: a page of joined rows reads a few thousand values.
  let current = value;
  for (let index = transformer.length - 1; index >= 0; index -= 1) current = transformer[index]!.from(current);
  return current;
}

/** An entity of `metadata` from a row holding `columns`: an object under their database names, or an
 * array holding them in order from `offset` (a joined row, read without an object per table). */
export function entityFromRow<E extends ObjectLiteral>(
  metadata: EntityMetadata,
  columns: readonly ColumnMetadata[],
  row: Record<string, unknown> | readonly unknown[],
  offset = 0,
): E {
  const entity = metadata.create() as E;
  if (Array.isArray(row))
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index]!;
      column.setEntityValue(entity, fromColumn(column, row[offset + index]));
    }
  else
    for (const column of columns)
      column.setEntityValue(entity, fromColumn(column, (row as Record<string, unknown>)[column.databaseName]));
  return entity;
}
