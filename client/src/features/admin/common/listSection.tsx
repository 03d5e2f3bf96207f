// What a back-office section takes from its list's declaration in common/ (common/src/lists.ts):
// which of its columns the server sorts, and a select for each filter with a fixed set of values.
import { HTMLSelect } from '@blueprintjs/core';
import type { DeclaredField, ListSpec } from '@kurzy/common';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { Column, FilterBarProps } from './crudSection';

/** The section's columns, each sorted by the server when its list declares a sort of that field (the
 * column's key, or the field `fields` names for it: the camps' dates sort by their first day). */
export function sortedBy<TItem>(
  spec: ListSpec,
  columns: readonly Column<TItem>[],
  fields: Readonly<Record<string, string>> = {},
): Column<TItem>[] {
  const sorts = new Set(spec.filter((column) => column.sort).map((column) => column.key));
  return columns.map((column) => {
    const field = fields[column.key] ?? column.key;
    return sorts.has(field) ? { ...column, sortField: field } : column;
  });
}

/** How a filter select names "any" and each value (react-intl messages), by the list's field. */
export type EnumFilterTexts = Record<string, { any: MessageId; value: (value: string) => MessageId }>;

/** A select for each filter of the list that has a fixed set of values and texts in `texts`, or is one
 * of the `declared` fields (common/src/declared-fields.ts), named by its Czech texts. */
export function enumFilterBar<TFilter extends object>(
  spec: ListSpec,
  texts: EnumFilterTexts,
  declared: readonly DeclaredField[] = [],
) {
  const isDeclared = new Set(declared.map((field) => field.key));
  const fields = spec.filter(
    (column) => column.filter && column.values && (texts[column.key] || isDeclared.has(column.key)),
  );
  return function ListFilters({ filter, onChange }: FilterBarProps<TFilter>) {
    const intl = useIntl();
    return (
      <>
        {fields.map(({ key, label, values }) => {
          const text = texts[key];
          const any = text ? intl.formatMessage({ id: text.any }) : `${label}: vše`;
          const value = (filter as Record<string, unknown>)[key];
          return (
            <HTMLSelect
              key={key}
              aria-label={any}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange({ ...filter, [key]: event.currentTarget.value || null })}
            >
              <option value="">{any}</option>
              {Object.entries(values ?? {}).map(([option, name]) => (
                <option key={option} value={option}>
                  {text ? intl.formatMessage({ id: text.value(option) }) : name}
                </option>
              ))}
            </HTMLSelect>
          );
        })}
      </>
    );
  };
}
