// A new version of a legal text, as the back-office's "Texty" screen publishes it (the markup of
// common/src/legal.ts). The messages name the field: the screen has one text area.
import * as yup from 'yup';
import { disallowedLegalLinks } from '../legal';
import { text } from './fields';

export const LEGAL_TEXT_MAX_LENGTH = 50_000;

export const LEGAL_BODY_REQUIRED = 'Vyplňte text dokumentu';
export const LEGAL_BODY_TOO_LONG = `Text dokumentu je příliš dlouhý (nejvýše ${LEGAL_TEXT_MAX_LENGTH.toLocaleString('cs-CZ')} znaků)`;
export const legalLinkNotAllowed = (href: string) =>
  `Text dokumentu: odkaz „${href.length > 80 ? `${href.slice(0, 80)}…` : href}“ smí vést jen na stránku tohoto webu (/…) nebo na adresu https://`;

export const legalTextSchema = yup.object({
  body: text()
    .required(LEGAL_BODY_REQUIRED)
    .max(LEGAL_TEXT_MAX_LENGTH, LEGAL_BODY_TOO_LONG)
    .test('links', function (value) {
      const [first] = disallowedLegalLinks(value ?? '');
      return first === undefined ? true : this.createError({ message: legalLinkNotAllowed(first) });
    }),
  /** The version the text was edited from: publishing over a newer one is refused (LEGAL_TEXT_CHANGED). */
  baseVersion: yup.number().integer().min(1).nullable().default(null),
});

export type LegalTextValues = yup.InferType<typeof legalTextSchema>;
