// A record's declared fields (common/src/declared-fields.ts) in the back-office: the form's field by
// the declaration's kind, the form's values of a record, the grid's columns and the filter selects.
// Their labels are the declaration's Czech ones (the back-office is Czech).
import { declaredListColumns, declaredValueLabels, listCellText, type DeclaredField } from '@kurzy/common';
import type { Column } from './crudSection';
import { SelectField, SwitchField, TextAreaField, TextField } from './fields';
import { formValue } from './forms';
import styles from './admin.module.css';

function DeclaredFormField({ field }: { field: DeclaredField }) {
  const { key, label, helper } = field;
  switch (field.kind) {
    case 'enum': {
      const labels = declaredValueLabels(field) ?? {};
      const options = Object.entries(labels).map(([value, text]) => ({ value, label: text }));
      return <SelectField name={key} label={label} helper={helper} options={options} emptyLabel="" />;
    }
    case 'line':
      return <TextField name={key} label={label} helper={helper} />;
    case 'text':
      return <TextAreaField name={key} label={label} helper={helper} />;
    case 'int':
      return <TextField name={key} type="number" label={label} helper={helper} />;
    case 'boolean':
      return <SwitchField name={key} label={label} />;
  }
}

/** The form's fields of the declared fields, in their order; switches on their own row. */
export function DeclaredFormFields({ fields }: { fields: readonly DeclaredField[] }) {
  const inputs = fields.filter((field) => field.kind !== 'boolean' && field.kind !== 'text');
  const rest = fields.filter((field) => field.kind === 'boolean' || field.kind === 'text');
  return (
    <>
      {inputs.length > 0 && (
        <div className={styles.formRow}>
          {inputs.map((field) => (
            <DeclaredFormField key={field.key} field={field} />
          ))}
        </div>
      )}
      {rest.map((field) => (
        <DeclaredFormField key={field.key} field={field} />
      ))}
    </>
  );
}

/** The form's values of the declared fields of a record ('' for nothing; a new record: all empty). */
export function declaredFormValues(
  fields: readonly DeclaredField[],
  record: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string | number | boolean> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = record?.[field.key];
      if (field.kind === 'boolean') return [field.key, value === true];
      return [field.key, typeof value === 'string' || typeof value === 'number' ? formValue(value) : ''];
    }),
  );
}

/** The grid's columns of the declared fields the list shows, a cell as the export writes it. */
export function declaredColumns<TItem>(
  fields: readonly DeclaredField[],
  read: (item: TItem) => Readonly<Record<string, unknown>>,
): Column<TItem>[] {
  return declaredListColumns(fields).map((column) => ({
    key: column.key,
    header: { text: column.label },
    compact: column.type !== 'text' || Boolean(column.values),
    render: (item: TItem) => listCellText(column, read(item)[column.key]),
  }));
}
