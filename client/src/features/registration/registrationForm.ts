import { MESSAGES, registrationSchema, type RegistrationType, validationMessages } from '@kurzy/common';
import type { RegistrationInput } from '../../gql/graphql';

/** What the form holds: selects and inputs keep strings; the course is a UI-only step to its slot. */
export interface RegistrationFormValues {
  type: `${RegistrationType}`;
  courseId: string;
  scheduleId: string;
  campId: string;
  parentFirstName: string;
  parentLastName: string;
  email: string;
  phone: string;
  childFullName: string;
  childBornYear: string;
  note: string;
  photoConsent: boolean;
  personalDataConsent: boolean;
}

export const PARENT_FIELDS = ['parentFirstName', 'parentLastName', 'email', 'phone'] as const;

export function emptyValues(preset: Partial<RegistrationFormValues> = {}): RegistrationFormValues {
  return {
    type: 'course',
    courseId: '',
    scheduleId: '',
    campId: '',
    parentFirstName: '',
    parentLastName: '',
    email: '',
    phone: '',
    childFullName: '',
    childBornYear: '',
    note: '',
    photoConsent: false,
    personalDataConsent: false,
    ...preset,
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The mutation's input: only the chosen kind of target, trimmed texts, the note only if given. */
export function toInput(values: RegistrationFormValues): RegistrationInput {
  const course = values.type === 'course';
  return {
    type: values.type,
    scheduleId: course ? idOrNull(values.scheduleId) : null,
    campId: course ? null : idOrNull(values.campId),
    parentFirstName: values.parentFirstName.trim(),
    parentLastName: values.parentLastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    childFullName: values.childFullName.trim(),
    childBornYear: values.childBornYear,
    note: values.note.trim() || null,
    photoConsent: values.photoConsent,
    personalDataConsent: values.personalDataConsent,
  };
}

/** The common yup schema (the one the server uses), plus the course step the schema cannot see:
 * field -> first Czech message. */
export async function validateRegistration(values: RegistrationFormValues): Promise<Record<string, string>> {
  const errors = await validationMessages(registrationSchema, toInput(values));
  if (values.type === 'course' && values.courseId === '') errors.courseId = MESSAGES.required;
  if (errors.courseId) delete errors.scheduleId;
  return errors;
}
