import { fieldMessages, RequestErrorCode } from '@kurzy/common';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { AppError } from './errors';

/** Validates and normalises input with a common/ yup schema; bad input becomes one VALIDATION
 * error with a Czech message per field. Unknown fields are dropped. */
export async function validateInput<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input)))
    throw new AppError(RequestErrorCode.NotAnObject, { field: '_' });
  try {
    return (await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fieldErrors = fieldMessages(error);
    throw new AppError(RequestErrorCode.InvalidInput, { params: { fields: Object.keys(fieldErrors) }, fieldErrors });
  }
}
