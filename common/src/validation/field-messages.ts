import { type AnySchema, ValidationError } from 'yup';

/** Each field's first message from a yup validation failure, by the field's path ('_' for the value
 * as a whole): what a form shows beside its fields and what the API answers. */
export function fieldMessages(error: ValidationError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) messages[issue.path ?? '_'] ??= issue.message;
  return messages;
}

/** Validates a value with every rule of the schema; the failures as field -> first message, nothing
 * when the value is valid. */
export async function validationMessages(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return fieldMessages(error);
  }
}
