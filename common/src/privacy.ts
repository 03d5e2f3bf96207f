// A family's own data (GDPR art. 15, 20): "Stáhnout moje údaje" on the parent's page asks the server
// for everything held about the e-mail address of the personal link, as a file.

/** `POST` with `{ token, format }` (the personal link's token in the body, never in an address). */
export const PARENT_EXPORT_PATH = '/api/parents/export';

export const PERSONAL_DATA_FORMATS = ['json', 'pdf'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];

export const isPersonalDataFormat = (value: unknown): value is PersonalDataFormat =>
  (PERSONAL_DATA_FORMATS as readonly unknown[]).includes(value);

/** The field message of a format that is neither. */
export const PERSONAL_DATA_FORMAT_INVALID = 'Formát musí být json nebo pdf.';
