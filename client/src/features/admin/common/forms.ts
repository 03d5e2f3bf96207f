import { type AnyObjectSchema, ValidationError } from 'yup';

/** Inputs hold '' when empty; the schemas mean "missing" by undefined (so a required number says
 * 'Toto pole je povinné', not "not a number"). */
export function emptyToUndefined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value])) as T;
}

/** formik `validate` with a common/ schema: field -> the schema's Czech message. */
export function validateWith(schema: AnyObjectSchema) {
  return async (values: object): Promise<Record<string, string>> => {
    try {
      await schema.validate(emptyToUndefined(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, string> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) errors[issue.path ?? '_'] ??= issue.message;
      return errors;
    }
  };
}

/** The schema's typed values (numbers, nulls for empty optional fields), unknown keys dropped. */
export function castWith<T>(schema: AnyObjectSchema, values: object): T {
  return schema.cast(emptyToUndefined(values), { stripUnknown: true }) as T;
}
