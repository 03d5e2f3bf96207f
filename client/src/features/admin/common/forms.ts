import { validationMessages } from '@kurzy/common';
import { setIn } from 'formik';
import type { AnyObjectSchema } from 'yup';

/** Inputs hold '' when empty; the schemas mean "missing" by undefined (so a required number says
 * 'Toto pole je povinné', not "not a number"). */
export function emptyToUndefined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value])) as T;
}

/** A stored value as a form field holds it: '' for nothing. */
export const formValue = <T extends string | number>(value: T | null | undefined): T | '' => value ?? '';

/** formik `validate` with a common/ schema: field -> the schema's Czech message. */
export function validateWith(schema: AnyObjectSchema) {
  return async (values: object) => nestedErrors(await validationMessages(schema, emptyToUndefined(values)));
}

/** Messages by a field's path ('translations.en.title', as the schemas and the server name it) as
 * formik nests them. */
export function nestedErrors(messages: Record<string, string>): object {
  return Object.entries(messages).reduce<object>((nested, [path, message]) => setIn(nested, path, message), {});
}

/** The schema's typed values (numbers, nulls for empty optional fields), unknown keys dropped. */
export function castWith<T>(schema: AnyObjectSchema, values: object): T {
  return schema.cast(emptyToUndefined(values), { stripUnknown: true }) as T;
}
