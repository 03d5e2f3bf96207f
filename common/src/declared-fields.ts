// A record's field declared once (issue 39, item 1): its kind, its Czech label, its limits, its list
// metadata and whether families see it. Every door derives from the declaration: the yup rule
// (validation/declared-fields.ts, and so the server's and the form's messages), the list's column
// (filter, sort, export, grid), the GraphQL input and output fields (server/src/core/declared-fields.ts,
// and so REST bodies and OpenAPI), the back-office form's field and the public page's fact (client).
// The table's column and its migration stay hand-written.
import type { ListColumn, ListValueType } from './lists';
import type { Locale } from './locale';

/** What a field holds and so how each door takes it: one line of text, a longer text, a whole number,
 * one of fixed values, or yes/no. */
export type DeclaredFieldKind = 'line' | 'text' | 'int' | 'enum' | 'boolean';

/** A text in each language of the family-facing site. */
export type LocaleTexts = Readonly<Record<Locale, string>>;

export interface DeclaredField {
  /** The field's name at every door (the entity's property, the GraphQL field, the form's value). */
  key: string;
  kind: DeclaredFieldKind;
  /** The Czech label: the form's, the grid's and the export's header, and the start of its messages. */
  label: string;
  /** The GraphQL (and so OpenAPI) description, in English as the schema's are. */
  description: string;
  /** line, text: the most characters; int: the largest value. */
  max?: number;
  /** int: the smallest value (0 unless given). */
  min?: number;
  /** enum: the GraphQL enum's name and each value's texts (Czech for staff, all three for families), in
   * the order forms and filters offer them. */
  enum?: { name: string; values: Readonly<Record<string, LocaleTexts>> };
  /** In the staff list: filtered (enum: by value, line/text: contains), sorted, exported. */
  list?: Pick<ListColumn, 'filter' | 'sort' | 'export' | 'width'>;
  /** Shown to families on the public page under this label (its value, an enum by its name). */
  public?: LocaleTexts;
  /** A hint under the form's field for staff. */
  helper?: string;
}

/** Declares a record's fields (checked for the pieces their kind needs): each a DeclaredField, its
 * key kept literal (the schema's and the values' types are keyed by it). */
export function defineFields<const T extends readonly DeclaredField[]>(
  fields: T,
): readonly (DeclaredField & { key: T[number]['key'] })[] {
  for (const field of fields) {
    if ((field.kind === 'enum') !== Boolean(field.enum))
      throw new Error(`${field.key}: an enum field, and only one, declares its values`);
    if ((field.kind === 'line' || field.kind === 'text') && !field.max)
      throw new Error(`${field.key}: a text field declares its most characters`);
  }
  return fields;
}

const LIST_TYPES: Record<DeclaredFieldKind, ListValueType> = {
  line: 'text',
  text: 'text',
  int: 'int',
  enum: 'text',
  boolean: 'boolean',
};

/** The Czech names of an enum field's values, by value. */
export const declaredValueLabels = (field: DeclaredField): Record<string, string> | undefined =>
  field.enum && Object.fromEntries(Object.entries(field.enum.values).map(([value, texts]) => [value, texts.cs]));

/** The values of a declared enum field, in their order (the entity's database enum lists them). */
export function declaredValues(fields: readonly DeclaredField[], key: string): string[] {
  const values = fields.find((field) => field.key === key)?.enum?.values;
  if (!values) throw new Error(`${key} is no declared enum field`);
  return Object.keys(values);
}

/** The list columns of the fields a list shows (those declaring `list`). */
export function declaredListColumns(fields: readonly DeclaredField[]): ListColumn[] {
  return fields
    .filter((field) => field.list)
    .map((field) => {
      const values = declaredValueLabels(field);
      return {
        key: field.key,
        label: field.label,
        type: LIST_TYPES[field.kind],
        ...(values ? { values } : {}),
        ...field.list,
      };
    });
}

/** A field's value as a family reads it in a language: an enum by its name, a flag as a word; null
 * when there is nothing to show. */
export function declaredValueText(field: DeclaredField, value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.enum) return (typeof value === 'string' && field.enum.values[value]?.[locale]) || null;
  if (field.kind === 'boolean') return value ? YES[locale] : NO[locale];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

const YES: LocaleTexts = { cs: 'ano', en: 'yes', uk: 'так' };
const NO: LocaleTexts = { cs: 'ne', en: 'no', uk: 'ні' };
