/** Without yup (the error catalogue quotes it on every page): fields.ts re-exports it. */
export const INVALID_DATE = 'Zadejte platné datum';

/** A calendar date as ISO 'YYYY-MM-DD' that exists (no 31 February). */
export const isValidIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};
