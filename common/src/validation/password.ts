// The rules of a new staff password that the browser can check too. The server also refuses the
// most common passwords (a list it keeps to itself, server/src/core/password-policy.ts): shipping
// thousands of words to every back-office visitor would buy a message a moment sooner.
import * as yup from 'yup';
import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 12;
/** Long passphrases are welcome; the cap only keeps one login from hashing a megabyte. */
export const PASSWORD_MAX_LENGTH = 1000;

export const PASSWORD_TOO_SHORT = `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků`;
export const PASSWORD_TOO_LONG = `Heslo může mít nejvýše ${PASSWORD_MAX_LENGTH} znaků`;
export const PASSWORD_TOO_COMMON = 'Toto heslo patří mezi nejčastěji používaná, zvolte prosím jiné';

/** One form for comparing and hashing: the same letters typed on another keyboard or system
 * (composed or decomposed diacritics) are the same password. */
export const normalizePassword = (password: string) => password.normalize('NFC');

/** Letters as a person counts them (an emoji or a letter outside the BMP is one). */
const lengthOf = (password: string) => [...normalizePassword(password)].length;

/** What is wrong with the length of a new password, or null. */
export function passwordLengthProblem(password: string): string | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/** A new password in a form: empty (or only spaces) means none was given. Never trimmed: spaces
 * at either end belong to a passphrase, and the login does not trim them either. */
export const newPassword = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .default(null)
    .test('password-length', function (value) {
      const problem = value ? passwordLengthProblem(value) : null;
      return problem ? this.createError({ message: problem }) : true;
    });

export const PASSWORDS_DIFFER = 'Hesla se neshodují';

/** The form of a new staff member setting their own password (from an invitation): the password
 * twice. The server checks the password alone, with the common-password list besides. */
export const setPasswordSchema = yup.object({
  password: newPassword().required(MESSAGES.required),
  passwordAgain: yup
    .string()
    .default('')
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER),
});

export type SetPasswordValues = yup.InferType<typeof setPasswordSchema>;

/** How long the link of an invitation to set one's password is valid. */
export const INVITATION_VALID_HOURS = 72;

/** The path of that link on the site (client: routes/site.ts), the token appended. */
export const INVITATION_PATH = '/admin/nastavit-heslo/';
