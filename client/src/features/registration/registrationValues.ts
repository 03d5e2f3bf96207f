import {
  ageBandProblem,
  BIRTH_DATE_FORMAT,
  fitsAgeCategory,
  isPlausibleBirthDate,
  type Locale,
  MESSAGES,
  parseCzechDate,
  pragueDay,
  type RegistrationType,
} from '@kurzy/common';
import type { AgeCategory } from '../../gql/graphql';
import type { RegistrationInput } from '../../gql/graphql';
import type { IntlShape } from 'react-intl';
import { ageBandText, fieldProblems } from '../offerings/problemTexts';

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
  /** A camp's pickup choice: „jen rodiče“, persons, or not chosen yet (refused). */
  pickupChoice: '' | 'parents' | 'persons';
  pickupPersons: { name: string; relation: string; phone: string }[];
  leavesAlone: boolean;
  leavesAloneFrom: string;
  healthNotes: string;
  insurer: string;
}

export const EMPTY_PICKUP_PERSON = { name: '', relation: '', phone: '' };

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
    pickupChoice: '',
    pickupPersons: [],
    leavesAlone: false,
    leavesAloneFrom: '',
    healthNotes: '',
    insurer: '',
    ...preset,
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** A camp's paperwork as the mutation takes it; no choice goes as an empty list, which the schema
 * refuses with its message at the choice. */
function campInput(values: RegistrationFormValues): Partial<RegistrationInput> {
  return {
    ...(values.pickupChoice === 'parents'
      ? { pickupParentsOnly: true }
      : {
          pickupPersons: (values.pickupChoice === 'persons' ? values.pickupPersons : []).map((person) => ({
            name: person.name.trim(),
            relation: person.relation.trim(),
            phone: person.phone.trim(),
          })),
        }),
    leavesAlone: values.leavesAlone ? { from: values.leavesAloneFrom.trim() } : null,
    healthNotes: values.healthNotes.trim() || null,
    insurer: values.insurer.trim() || null,
  };
}

/** The mutation's input: only the chosen kind of target, trimmed texts, the note only if given, and the
 * page's language when the family registers (its e-mails are written in it; staff edits keep it). */
export function toInput(values: RegistrationFormValues, language?: Locale): RegistrationInput {
  const course = values.type === 'course';
  return {
    ...(course ? {} : campInput(values)),
    type: values.type,
    scheduleId: course ? idOrNull(values.scheduleId) : null,
    campId: course ? null : idOrNull(values.campId),
    parentFirstName: values.parentFirstName.trim(),
    parentLastName: values.parentLastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    childFullName: values.childFullName.trim(),
    // Typed as DD.MM.RRRR, sent as an ISO date (text that is no date goes as it is, to be refused).
    childBornYear: parseCzechDate(values.childBornYear) ?? values.childBornYear.trim(),
    note: values.note.trim() || null,
    photoConsent: values.photoConsent,
    personalDataConsent: values.personalDataConsent,
    ...(language ? { language } : {}),
  };
}

/** What can be registered for, as far as the age rule needs it. */
export interface Offer {
  id: number;
  category: AgeCategory;
}

export interface Offers {
  courses: readonly Offer[];
  camps: readonly Offer[];
}

/** The registration day in Prague: the day the server counts the child's age on (age-band.ts). */
export const registrationDay = () => pragueDay(new Date());

/** The birth date typed, when it is a real child's: what the offer and the band are checked with. */
export function typedBirthDate(values: RegistrationFormValues): string | null {
  const birthDate = parseCzechDate(values.childBornYear);
  return birthDate && isPlausibleBirthDate(birthDate, registrationDay()) ? birthDate : null;
}

/** The offers a child of this birth date fits, and the one already chosen even when it does not
 * (its field then says why). */
export function fittingOffers<T extends Offer>(offers: readonly T[], birthDate: string | null, chosen: string): T[] {
  if (!birthDate) return [...offers];
  const today = registrationDay();
  return offers.filter((offer) => String(offer.id) === chosen || fitsAgeCategory(birthDate, offer.category, today));
}

/** The schema's chunk, loaded once: the form asks for it as soon as the parent starts filling it in.
 * A failed load (the connection dropped) is tried again at the next check. */
let schemaModule: Promise<typeof import('./registrationSchema')> | undefined;
export function loadRegistrationSchema() {
  schemaModule ??= import('./registrationSchema').catch((error: unknown) => {
    schemaModule = undefined;
    throw error;
  });
  return schemaModule;
}

/** The common yup schema (the one the server uses), plus what the schema cannot see: the course step,
 * the birth date as typed, and the chosen course's or camp's age band (the server's rule, said at the
 * field before sending): field -> first message, in the page's language when `intl` is given. */
export async function validateRegistration(
  values: RegistrationFormValues,
  offers: Offers = { courses: [], camps: [] },
  intl?: IntlShape,
): Promise<Record<string, string>> {
  // Without the schema's chunk (offline) the send still goes: the server checks the same schema, and
  // its field messages or the outage's retry come back to the form.
  const schema = await loadRegistrationSchema().catch(() => null);
  const errors = schema ? await schema.validationMessages(schema.registrationSchema, toInput(values)) : {};
  moveCampErrors(errors);
  if (values.type === 'course' && values.courseId === '') errors.courseId = MESSAGES.requiredItem;
  if (errors.courseId) delete errors.scheduleId;
  if (values.childBornYear.trim() !== '' && !parseCzechDate(values.childBornYear)) {
    errors.childBornYear = BIRTH_DATE_FORMAT;
  }
  const birthDate = typedBirthDate(values);
  const course = values.type === 'course';
  const chosen = (course ? offers.courses : offers.camps).find(
    (offer) => String(offer.id) === (course ? values.courseId : values.campId),
  );
  if (birthDate && chosen && !errors.childBornYear) {
    const band = { type: values.type, category: chosen.category, birthDate, today: registrationDay() };
    const problem = intl ? ageBandText(intl, band) : ageBandProblem(band);
    if (problem) errors.childBornYear = problem;
  }
  // In the page's language (problemTexts.ts); Czech as common wrote it without one.
  return intl ? fieldProblems(intl, errors) : errors;
}

/** The camp fields' messages where the form shows them: a pickup person's field under its nested
 * name (formik reads errors by path), the time of „odchází sám“ at its own field. */
export function moveCampErrors(errors: Record<string, unknown>): void {
  for (const [key, message] of Object.entries(errors)) {
    const person = /^pickupPersons\[(\d+)\]\.(name|relation|phone)$/.exec(key);
    if (person) {
      const list = (Array.isArray(errors.pickupPersons) ? errors.pickupPersons : []) as Record<string, unknown>[];
      list[Number(person[1])] = { ...list[Number(person[1])], [person[2]!]: message };
      errors.pickupPersons = list;
      delete errors[key];
    } else if (key === 'leavesAlone.from' || key === 'leavesAlone') {
      errors.leavesAloneFrom = message;
      delete errors[key];
    }
  }
}

/** A random UUID naming one filled form; `crypto.randomUUID` exists only on https and localhost. */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
