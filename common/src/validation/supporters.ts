// A supporter shown with its logo in the public footer: its link leaves our site, so only https.
import * as yup from 'yup';
import { optionalCount, requiredLine, requiredUrl } from './fields';

export const SUPPORTER_URL_NOT_HTTPS = 'Odkaz musí být zabezpečená adresa začínající https://';

export const supporterSchema = yup.object({
  name: requiredLine(200),
  url: requiredUrl().matches(/^https:\/\//i, { message: SUPPORTER_URL_NOT_HTTPS, excludeEmptyString: true }),
  /** Lower first; ties by creation. */
  position: optionalCount()
    .transform((value: unknown) => value ?? 0)
    .default(0),
});

export type SupporterValues = yup.InferType<typeof supporterSchema>;
