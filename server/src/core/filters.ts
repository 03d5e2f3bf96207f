import { escapeLike, isEmptyFilterValue, isValidIsoDate, type FilterKind } from '@kurzy/common';
import { AppError } from './errors';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** How each filter field of a resource compares, and on which SQL expressions (default: the
 * column of the same name). Text fields may search several columns at once. */
export type FilterSpec = Record<
  string,
  {
    kind: FilterKind;
    sql?: string[];
    condition?: (parameter: string) => string;
    /** For equalsIgnoreCase on an enum column: its values, so the match is an exact, indexable
     * comparison with the value written the way the database has it. */
    values?: readonly string[];
  }
>;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Adds the WHERE conditions of seed-spec section 5 for every non-empty filter value. Values are
 * always bound as parameters; field names come only from the spec, never from the request. */
export function applyFilters<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  filter: object | null | undefined,
  spec: FilterSpec,
): SelectQueryBuilder<T> {
  const alias = query.alias;
  for (const [field, value] of Object.entries(filter ?? {})) {
    const rule = spec[field];
    if (!rule || isEmptyFilterValue(value)) continue;
    const columns = rule.sql ?? [`"${alias}"."${snake(field)}"`];
    const parameter = `filter_${field}`;
    switch (rule.kind) {
      case 'text':
        query.andWhere(`(${columns.map((column) => `${column}::text ILIKE :${parameter} ESCAPE '\\'`).join(' OR ')})`, {
          [parameter]: `%${escapeLike(String(value).trim())}%`,
        });
        break;
      case 'equalsIgnoreCase':
        if (rule.values) {
          const wanted = String(value).trim().toLowerCase();
          const known = rule.values.find((candidate) => candidate.toLowerCase() === wanted);
          if (known === undefined) query.andWhere('FALSE');
          else
            query.andWhere(`(${columns.map((column) => `${column} = :${parameter}`).join(' OR ')})`, {
              [parameter]: known,
            });
          break;
        }
        query.andWhere(`(${columns.map((column) => `lower(${column}::text) = lower(:${parameter})`).join(' OR ')})`, {
          [parameter]: String(value).trim(),
        });
        break;
      case 'exact':
        // A written condition when a plain comparison would not use an index (e.g. course via schedule).
        if (rule.condition) {
          query.andWhere(rule.condition(`:${parameter}`), { [parameter]: value });
          break;
        }
        query.andWhere(`(${columns.map((column) => `${column} = :${parameter}`).join(' OR ')})`, {
          [parameter]: value,
        });
        break;
      case 'day': {
        const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim().slice(0, 10);
        if (!isValidIsoDate(day))
          throw new AppError('VALIDATION', `Filtr ${field}: zadejte datum ve tvaru RRRR-MM-DD.`, {
            [field]: 'Zadejte platné datum',
          });
        // Timestamps are compared by their day in Czech time; date columns as they are.
        query.andWhere(
          `(${columns.map((column) => `(CASE WHEN pg_typeof(${column}) = 'date'::regtype THEN ${column}::date ELSE (${column}::timestamptz AT TIME ZONE 'Europe/Prague')::date END) = :${parameter}::date`).join(' OR ')})`,
          {
            [parameter]: day,
          },
        );
        break;
      }
      case 'pass':
        break;
    }
  }
  return query;
}
