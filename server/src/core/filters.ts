import {
  authorize,
  escapeLike,
  FilterErrorCode,
  isEmptyFilterValue,
  isValidIsoDate,
  MAX_FILTER_TEXT,
  type FilterKind,
  type Operation,
} from '@kurzy/common';
import { type Actor, isStaff } from './actor';
import { AppError } from './errors';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** How one filter field compares, and on which SQL expressions (default: the column of the same
 * name). Text fields may search several columns at once. */
export interface FilterRule {
  kind: FilterKind;
  sql?: string[];
  condition?: (parameter: string) => string;
  /** For equalsIgnoreCase on an enum column: its values, so the match is an exact, indexable
   * comparison with the value written the way the database has it. */
  values?: readonly string[];
  /** The field is hidden from anonymous visitors (a lector's login name or e-mail), so they may
   * not filter on it either: a match or a miss would tell them its value. */
  staffOnly?: boolean;
  /** The field is shown only to those who may perform this operation (a registration's payment
   * state, money, to those who read payments): the others may not filter or sort on it. */
  operation?: Operation;
  /** For a text field: its own condition for the (trimmed, length-checked) text instead of a plain
   * "contains" (the staff search of registrations); every value it uses goes through `bind`. */
  search?: (text: string, bind: Bind) => string;
}

/** The filter fields of a resource, each with its rule: derived from its filter input class
 * (core/filter-field.ts), never written as a list of its own. */
export type FilterSpec = Record<string, FilterRule>;

export { MAX_FILTER_TEXT };

/** Refuses, before anything is queried, a field the resource does not filter on (a caller's
 * mistake, not something to skip silently), a field the caller may not read (a lector and the
 * payment state: 403), and for anonymous visitors a field they cannot read, so a matching and a
 * missing value get the same answer. */
export function refuseFilters(
  filter: object | null | undefined,
  spec: FilterSpec,
  actor: Actor,
  sort?: { field: string } | null,
): void {
  const fields = Object.entries(filter ?? {});
  const unknown = fields.filter(([field]) => !Object.hasOwn(spec, field)).map(([field]) => field);
  if (unknown.length > 0) throw new AppError(FilterErrorCode.UnknownField, { field: unknown });
  // Sorting by a field tells its values' order as much as filtering does.
  const used = [...fields, ...(sort ? [[sort.field, true] as const] : [])];
  for (const [field, value] of used) {
    const operation = Object.hasOwn(spec, field) ? spec[field]?.operation : undefined;
    const refusal = operation && !isEmptyFilterValue(value) ? authorize(actor, operation) : null;
    if (refusal) throw new AppError(refusal);
  }
  if (isStaff(actor)) return;
  const hidden = fields
    .filter(([field, value]) => spec[field]?.staffOnly && !isEmptyFilterValue(value))
    .map(([field]) => field);
  if (hidden.length > 0) throw new AppError(FilterErrorCode.StaffOnly, { field: hidden });
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const DAY_OPERATORS = { day: '=', dayFrom: '>=', dayTo: '<=' } as const;

/** Binds one filter value and returns the placeholder that stands for it in the SQL. */
export type Bind = (value: unknown) => string;

/** The WHERE conditions of seed-spec section 5 for every non-empty filter value, each value bound
 * through `bind`. Field names come only from the spec, never from the request: an unknown one is
 * refused (see refuseFilters). */
export function filterConditions(
  filter: object | null | undefined,
  spec: FilterSpec,
  alias: string,
  bind: (field: string) => Bind,
): string[] {
  const conditions: string[] = [];
  for (const [field, value] of Object.entries(filter ?? {})) {
    const rule = Object.hasOwn(spec, field) ? spec[field] : undefined;
    if (!rule) throw new AppError(FilterErrorCode.UnknownField, { field });
    if (isEmptyFilterValue(value)) continue;
    const condition = filterCondition(field, value, rule, rule.sql ?? [`"${alias}"."${snake(field)}"`], bind(field));
    if (condition) conditions.push(condition);
  }
  return conditions;
}

function filterCondition(
  field: string,
  value: unknown,
  rule: FilterRule,
  columns: string[],
  bind: Bind,
): string | null {
  const anyOf = (condition: (column: string) => string) => `(${columns.map(condition).join(' OR ')})`;
  switch (rule.kind) {
    case 'text': {
      const text = String(value).trim();
      // Longer than any stored name or title: a 100 kB pattern would only cost the database time.
      if (text.length > MAX_FILTER_TEXT)
        throw new AppError(FilterErrorCode.TooLong, { params: { field, max: MAX_FILTER_TEXT }, field });
      if (rule.search) return rule.search(text, bind);
      const pattern = bind(`%${escapeLike(text)}%`);
      return anyOf((column) => `${column}::text ILIKE ${pattern} ESCAPE '\\'`);
    }
    case 'equalsIgnoreCase': {
      if (rule.values) {
        const wanted = String(value).trim().toLowerCase();
        const known = rule.values.find((candidate) => candidate.toLowerCase() === wanted);
        if (known === undefined) return 'FALSE';
        const placeholder = bind(known);
        return anyOf((column) => `${column} = ${placeholder}`);
      }
      const placeholder = bind(String(value).trim());
      return anyOf((column) => `lower(${column}::text) = lower(${placeholder})`);
    }
    case 'exact': {
      // A number is compared as the number it is: bound bare, PostgreSQL would take the column's own
      // type for it and fail on 40000 for a smallint or 0.5 for an integer (int8 and numeric
      // comparisons with int2/int4 columns still use their indexes).
      const cast = typeof value !== 'number' ? '' : Number.isInteger(value) ? '::bigint' : '::numeric';
      const placeholder = `${bind(value)}${cast}`;
      // A written condition when a plain comparison would not use an index (e.g. course via schedule).
      if (rule.condition) return rule.condition(placeholder);
      return anyOf((column) => `${column} = ${placeholder}`);
    }
    case 'day':
    case 'dayFrom':
    case 'dayTo': {
      const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim().slice(0, 10);
      if (!isValidIsoDate(day)) throw new AppError(FilterErrorCode.NotADay, { params: { field }, field });
      const placeholder = bind(day);
      const operator = DAY_OPERATORS[rule.kind];
      // Timestamps are compared by their day in Czech time; date columns as they are.
      return anyOf(
        (column) =>
          `(CASE WHEN pg_typeof(${column}) = 'date'::regtype THEN ${column}::date ELSE (${column}::timestamptz AT TIME ZONE 'Europe/Prague')::date END) ${operator} ${placeholder}::date`,
      );
    }
    case 'pass':
      return null;
  }
}

/** Adds the filter conditions to a TypeORM query, each value a named parameter. */
export function applyFilters<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  filter: object | null | undefined,
  spec: FilterSpec,
): SelectQueryBuilder<T> {
  const parameters: Record<string, unknown> = {};
  const conditions = filterConditions(filter, spec, query.alias, (field) => {
    // A field may bind several values (the search's words): each its own name.
    let count = 0;
    return (value) => {
      count += 1;
      const name = count === 1 ? `filter_${field}` : `filter_${field}_${count}`;
      parameters[name] = value;
      return `:${name}`;
    };
  });
  for (const condition of conditions) query.andWhere(condition, parameters);
  return query;
}

/** A phone filter by digits, as phones are stored in E.164 (issue 41, item 2): "777 111" finds
 * +420777111222. Text without digits is matched as typed. */
export function phoneSearch(column: string): (text: string, bind: Bind) => string {
  return (text, bind) => {
    const digits = text.replace(/\D/g, '');
    if (digits === '') return `${column} ILIKE ${bind(`%${escapeLike(text)}%`)} ESCAPE '\\'`;
    return `regexp_replace(${column}, '[^0-9]', '', 'g') LIKE ${bind(`%${digits}%`)}`;
  };
}
