// A staff list's metadata, declared once per list: each column's Czech label, whether and how it is
// filtered, whether the server sorts by it, and its cell in the CSV/XLSX export. The server derives
// the GraphQL filter and sort arguments, the REST parameters, the OpenAPI and the export from it
// (server/src/core/list-fields.ts); the client derives the grid's columns and filters (client/src/ui/list).
import type { FilterKind } from './filters';
import { formatDate, formatDay, formatPrice } from './format';

/** What a column's value is: how the export writes it and which GraphQL type its filter takes. */
export type ListValueType = 'text' | 'int' | 'boolean' | 'date' | 'money';

export interface ListColumn<Row = Record<string, unknown>> {
  /** The field: its filter, its sort and its grid column are named so. */
  key: string;
  /** The Czech header of the export's and the grid's column. */
  label: string;
  /** 'text' unless said otherwise. */
  type?: ListValueType;
  /** The values of an enum with their Czech names: the filter's choices, the cell's words. */
  values?: Readonly<Record<string, string>>;
  /** A filter of this kind (a plain comparison of the column of the same name; a filter with SQL of
   * its own is a @FilterField of the list's filter class instead). */
  filter?: FilterKind;
  /** The server sorts by it (by the column of the same name unless the service says otherwise). */
  sort?: boolean;
  /** In the export, as the value reads (true) or as this text of the row. */
  export?: boolean | ((row: Row) => string);
  /** The export's column width in characters. */
  width?: number;
}

/** A list's columns, in the export's (and the grid's default) order. */
export type ListSpec<Row = Record<string, unknown>> = readonly ListColumn<Row>[];

/** Declares a list, typed by its rows. */
export const defineList = <Row>(columns: readonly ListColumn<Row>[]): ListSpec<Row> => columns;

const YES = 'Ano';
const NO = 'Ne';

/** A value as a cell reads: an enum by its Czech name, a flag as Ano/Ne, a day and a price in Czech. */
export function listCellText(column: ListColumn<never>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : `${value as string}`;
  if (column.values) return column.values[text] ?? text;
  switch (column.type) {
    case 'boolean':
      return value ? YES : NO;
    case 'date':
      // A timestamp by its day in Prague, a date as it is.
      return text.length > 10 ? formatDay(text) : formatDate(text);
    case 'money':
      return typeof value === 'number' ? formatPrice(value) : text;
    case 'int':
    case 'text':
    case undefined:
      return text;
  }
}

export interface ListExportColumn<Row> {
  key: string;
  header: string;
  width: number;
  text: (row: Row) => string;
}

/** The export's columns of a list, in its order. */
export function listExportColumns<Row>(spec: ListSpec<Row>): ListExportColumn<Row>[] {
  return spec
    .filter((column) => column.export)
    .map((column) => ({
      key: column.key,
      header: column.label,
      width: column.width ?? Math.max(10, column.label.length + 2),
      text:
        typeof column.export === 'function'
          ? column.export
          : (row: Row) => listCellText(column, (row as Record<string, unknown>)[column.key]),
    }));
}

/** The fields a list sorts by. */
export const listSortFields = (spec: ListSpec<never>): string[] =>
  spec.filter((column) => column.sort).map((column) => column.key);

/** "kurzy-2026-11-26.csv": the list's file name with the day the export was made (in Prague). */
export const listExportFileName = (name: string, format: string, day: string) => `${name}-${day}.${format}`;
