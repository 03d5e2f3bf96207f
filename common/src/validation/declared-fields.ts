// The yup rule of each declared field (../declared-fields.ts): empty is "not said" (null), and every
// message begins with the field's Czech label, so a message read on its own (a REST client's, an
// import's) still says which field it is about.
import * as yup from 'yup';
import { declaredValueLabels, type DeclaredField } from '../declared-fields';
import { isSingleLine } from './control-characters';
import { MAX_INTEGER, NOT_TEXT, NOT_YES_NO, text } from './fields';

const czechList = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} nebo ${words[words.length - 1]}`;

/** The messages of a declared field, by what went wrong. */
export function declaredFieldMessages(field: DeclaredField) {
  const min = field.min ?? 0;
  const max = field.max ?? MAX_INTEGER;
  return {
    choice: `${field.label}: vyberte ${czechList(Object.values(declaredValueLabels(field) ?? {}))}`,
    tooLong: `${field.label}: text je příliš dlouhý (nejvýše ${max} znaků)`,
    oneLine: `${field.label}: text musí být na jednom řádku`,
    notText: `${field.label}: ${NOT_TEXT.toLowerCase()}`,
    number: `${field.label}: zadejte celé číslo od ${min} do ${max}`,
    yesNo: `${field.label}: ${NOT_YES_NO.toLowerCase()}`,
  };
}

const emptyToNull = (value: unknown) => (value === '' ? null : value);

function declaredFieldSchema(field: DeclaredField) {
  const messages = declaredFieldMessages(field);
  switch (field.kind) {
    case 'enum':
      return yup
        .mixed<string>()
        .transform(emptyToNull)
        .nullable()
        .default(null)
        .oneOf([...Object.keys(field.enum?.values ?? {}), null], messages.choice);
    case 'line':
    case 'text': {
      const rule = text()
        .typeError(messages.notText)
        .transform((value: unknown) => (typeof value === 'string' && value === '' ? null : value))
        .nullable()
        .default(null)
        .max(field.max ?? 0, messages.tooLong);
      return field.kind === 'line'
        ? rule.test('line', messages.oneLine, (value) => !value || isSingleLine(value))
        : rule;
    }
    case 'int':
      return yup
        .number()
        .transform((value: unknown, original: unknown) => (original === '' ? null : value))
        .typeError(messages.number)
        .nullable()
        .default(null)
        .integer(messages.number)
        .min(field.min ?? 0, messages.number)
        .max(field.max ?? MAX_INTEGER, messages.number);
    case 'boolean':
      return yup.boolean().typeError(messages.yesNo).nullable().default(null);
  }
}

/** What a declared field's rule gives: its value, or null for "not said". */
export type DeclaredValue = string | number | boolean | null;

/** The yup rules of declared fields, by key, to spread into a record's schema. */
export const declaredSchemaFields = <const T extends readonly DeclaredField[]>(fields: T) =>
  Object.fromEntries(fields.map((field) => [field.key, declaredFieldSchema(field)])) as unknown as {
    [K in T[number]['key']]: yup.Schema<DeclaredValue>;
  };
