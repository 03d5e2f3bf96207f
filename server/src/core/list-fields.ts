// A list's metadata (common/src/lists.ts) turned into what each door needs: the filter fields of its
// GraphQL filter input (and so of the REST query string and OpenAPI, which read that input), the
// GraphQL sort argument and the SQL of each sort, and the export's columns.
import {
  listExportColumns,
  listSortFields,
  SortDirection,
  type ListColumn,
  type ListSpec,
  type ListValueType,
} from '@kurzy/common';
import { GraphQLBoolean, GraphQLInt, GraphQLString, type GraphQLScalarType } from 'graphql';
import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';
import type { ExportShape } from './export';
import { declaredFilterFields, FilterField } from './filter-field';

const FILTER_TYPES: Record<ListValueType, GraphQLScalarType> = {
  text: GraphQLString,
  int: GraphQLInt,
  boolean: GraphQLBoolean,
  date: GraphQLString,
  money: GraphQLInt,
};

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Adds to a filter input class a field for each plain filter its list declares. A field may be
 * declared once: on the list (a plain comparison) or with @FilterField on the class (SQL of its own). */
export function listFilterFields(filterClass: ClassType<object>, spec: ListSpec<never>): void {
  const declared = declaredFilterFields(filterClass);
  for (const column of spec) {
    if (!column.filter) continue;
    if (declared.has(column.key))
      throw new Error(`${filterClass.name}.${column.key} is declared both by its list and by @FilterField`);
    const values = column.values ? Object.keys(column.values) : undefined;
    FilterField({
      kind: column.filter,
      type: () => FILTER_TYPES[column.type ?? 'text'],
      description: filterDescription(column, values),
      ...(values ? { values } : {}),
    })(filterClass.prototype, column.key);
  }
}

function filterDescription(column: ListColumn<never>, values: string[] | undefined): string {
  const what = `The list's column "${column.label}"`;
  if (values) return `${what} is this value (${values.join(', ')}); any letter case`;
  switch (column.filter) {
    case 'text':
      return `${what} contains this text anywhere, any letter case`;
    case 'day':
      return `${what} falls on this day (ISO date, YYYY-MM-DD; a timestamp by its day in Prague)`;
    case 'dayFrom':
      return `${what} falls on this day or later (ISO date, YYYY-MM-DD)`;
    case 'dayTo':
      return `${what} falls on this day or earlier, the whole day included (ISO date, YYYY-MM-DD)`;
    case 'equalsIgnoreCase':
      return `${what} equals this value, any letter case`;
    case 'exact':
    case 'pass':
    case undefined:
      return column.type === 'boolean' ? `${what} is this (true: Ano, false: Ne)` : `${what} equals this value`;
  }
}

/** The SQL each sortable field of a list orders by: its column of the same name (text in Czech
 * alphabetical order), unless `overrides` gives expressions of its own. */
export function listSortable(
  spec: ListSpec<never>,
  alias: string,
  overrides: Record<string, string[]> = {},
): Record<string, string[]> {
  return Object.fromEntries(
    spec
      .filter((column) => column.sort)
      .map((column) => {
        const sql = `"${alias}"."${snake(column.key)}"`;
        const text = (column.type ?? 'text') === 'text' && !column.values;
        return [column.key, overrides[column.key] ?? [text ? `${sql} COLLATE "cs-x-icu"` : sql]];
      }),
  );
}

/** The GraphQL input of a list's order, `${name}Sort` with the `${name}SortField` enum; null for a
 * list that sorts by nothing. Made once per name. */
const sortInputs = new Map<string, ClassType<object> | null>();
export function listSortInput(name: string, spec: ListSpec<never>): ClassType<object> | null {
  if (sortInputs.has(name)) return sortInputs.get(name) ?? null;
  const fields = listSortFields(spec);
  if (fields.length === 0) {
    sortInputs.set(name, null);
    return null;
  }
  const sortField = Object.fromEntries(fields.map((field) => [field, field]));
  const labels = Object.fromEntries(spec.map((column) => [column.key, column.label]));
  registerEnumType(sortField, {
    name: `${name}SortField`,
    description: `What the ${name} list sorts by`,
    valuesConfig: Object.fromEntries(
      fields.map((field) => [field, { description: `By the list's column "${labels[field]}"` }]),
    ),
  });

  @InputType(`${name}Sort`, { description: `Order of the ${name} list; ties keep its default order` })
  class ListSort {
    @Field(() => sortField, { description: 'The column to sort by' })
    field: string;

    @Field(() => SortDirection, { defaultValue: SortDirection.asc, description: 'Ascending unless given' })
    direction: SortDirection;
  }
  sortInputs.set(name, ListSort);
  return ListSort;
}

/** The export of a list: its declared columns in one sheet. */
export const listExport = <Row>(spec: ListSpec<Row>, sheet: string): ExportShape<Row> => ({
  columns: listExportColumns(spec),
  sheet,
});
