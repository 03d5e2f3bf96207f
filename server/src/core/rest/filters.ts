// Filters of the REST API take the types of the GraphQL filter inputs (CourseFilter, ...), so
// `?visible=true&id=3` compares as GraphQL's `{ visible: true, id: 3 }` would, and a value of the
// wrong type is a 400 naming the field instead of a database error. A name the filter does not have
// is refused too (a typo must not answer everything unfiltered), but for the cache busters of older
// clients and the route's other declared parameters; empty values are ignored as everywhere.
import { FilterErrorCode, isEmptyFilterValue, type FieldErrors } from '@kurzy/common';
import { getNamedType, isInputObjectType, type GraphQLSchema } from 'graphql';
import { AppError } from '../errors';
import { MAX_INT4 } from '../ids';
import { CACHE_BUSTERS } from './route';

const EXPECTED_TEXT = 'Zadejte text.';
const EXPECTED: Record<string, string> = {
  Int: 'Zadejte celé číslo.',
  Float: 'Zadejte číslo.',
  Boolean: 'Zadejte true nebo false.',
};

function coerce(type: string, value: unknown): { ok: true; value: unknown } | { ok: false } {
  const text = typeof value === 'string' ? value.trim() : null;
  switch (type) {
    case 'Int': {
      // GraphQL's Int, as the database's int4: larger numbers are refused here, not by PostgreSQL.
      const number =
        typeof value === 'number' ? value : text !== null && /^-?\d{1,10}$/.test(text) ? Number(text) : NaN;
      return Number.isInteger(number) && Math.abs(number) <= MAX_INT4 ? { ok: true, value: number } : { ok: false };
    }
    case 'Float':
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
      if (text !== null && text !== '' && Number.isFinite(Number(text))) return { ok: true, value: Number(text) };
      return { ok: false };
    case 'Boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (text === 'true' || text === '1') return { ok: true, value: true };
      if (text === 'false' || text === '0') return { ok: true, value: false };
      return { ok: false };
    default:
      // String, and the enums GraphQL has as strings in filters.
      if (typeof value === 'string') return { ok: true, value };
      if (typeof value === 'number' || typeof value === 'boolean') return { ok: true, value: String(value) };
      return { ok: false };
  }
}

/** A filter's fields as sent (a query string or a JSON body): nothing is no filter, anything but an
 * object is refused. */
export function filterObject(source: unknown): Record<string, unknown> {
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object' || Array.isArray(source)) throw new AppError(FilterErrorCode.NotAnObject);
  return source as Record<string, unknown>;
}

/** The filter of a GraphQL input type `typeName` from a query string or a JSON body. */
export function readFilter(
  schema: GraphQLSchema,
  typeName: string,
  source: unknown,
  /** Other names the source may hold (a route's own query parameters). */
  others: readonly string[] = [],
): Record<string, unknown> {
  const inputType = schema.getType(typeName);
  if (!isInputObjectType(inputType)) throw new Error(`${typeName} is not a GraphQL input type`);
  const fields = inputType.getFields();
  const entries = Object.entries(filterObject(source));
  const ignored = new Set<string>([...CACHE_BUSTERS, ...others]);
  const unknown = entries.map(([name]) => name).filter((name) => !fields[name] && !ignored.has(name));
  if (unknown.length > 0) throw new AppError(FilterErrorCode.UnknownField, { field: unknown });
  const filter: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, raw] of entries) {
    const field = fields[name];
    // A repeated query parameter counts once, by its last value.
    const value = Array.isArray(raw) && typeof raw[0] === 'string' ? raw.at(-1) : raw;
    if (!field || isEmptyFilterValue(value)) continue;
    const typeNameOfField = getNamedType(field.type).name;
    const coerced = coerce(typeNameOfField, value);
    if (coerced.ok) filter[name] = coerced.value;
    else errors[name] = EXPECTED[typeNameOfField] ?? EXPECTED_TEXT;
  }
  if (Object.keys(errors).length > 0)
    throw new AppError(FilterErrorCode.InvalidValues, { params: { fields: Object.keys(errors) }, fieldErrors: errors });
  return filter;
}
