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

/** A column's value as the entity holds it: through its transformers, the last one first (as TypeORM
 * applies them when reading). */
function fromColumn(column: ColumnMetadata, value: unknown): unknown {
  const { transformer } = column;
  if (!transformer) return value;
  const transformers = Array.isArray(transformer) ? [...transformer].reverse() : [transformer];
  return transformers.reduce((current, each) => each.from(current), value);
}

/** An entity of `metadata` from a row holding `columns` under their database names. */
export function entityFromRow<E extends ObjectLiteral>(
  metadata: EntityMetadata,
  columns: readonly ColumnMetadata[],
  row: Record<string, unknown>,
): E {
  const entity = metadata.create() as E;
  for (const column of columns) column.setEntityValue(entity, fromColumn(column, row[column.databaseName]));
  return entity;
}
