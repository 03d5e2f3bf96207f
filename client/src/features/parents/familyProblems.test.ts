// The family page's refusals in English and Ukrainian (issue 49), and Czech left as common writes it.
import {
  CampErrorCode,
  type ErrorCode,
  errorMessage,
  formatFileSize,
  ParentErrorCode,
  RequestErrorCode,
} from '@kurzy/common';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import czech from '../../i18n/cs.json';
import english from '../../i18n/en.json';
import ukrainian from '../../i18n/uk.json';
import { FAMILY_REFUSALS, familyProblem, familyRefusal } from './familyProblems';

const intlIn = (locale: string, messages: Record<string, string>) =>
  createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
const cs = intlIn('cs', czech);
const en = intlIn('en', english);
const uk = intlIn('uk', ukrainian);

it("the catalogue's Czech refusals are common's, word for word, and the other languages' are their own", () => {
  for (const [code, id] of Object.entries(FAMILY_REFUSALS)) {
    expect([code, czech[id]]).toEqual([code, errorMessage(code as ErrorCode)]);
    for (const texts of [english, ukrainian]) expect([code, texts[id]]).not.toEqual([code, czech[id]]);
  }
  const tooEarly = { code: CampErrorCode.DeclarationTooEarly, params: { from: '2027-07-04' } } as const;
  expect(cs.formatMessage({ id: 'parents.refusal.declarationTooEarly' }, { day: 'v neděli 04.07.2027' })).toBe(
    errorMessage(tooEarly.code, tooEarly.params),
  );
  const tooLarge = { code: CampErrorCode.CertificateTooLarge, params: { maxBytes: 10 * 1024 * 1024 } } as const;
  expect(
    cs.formatMessage({ id: 'parents.refusal.certificateTooLarge' }, { size: formatFileSize(10 * 1024 * 1024) }),
  ).toBe(errorMessage(tooLarge.code, tooLarge.params));
  expect(familyRefusal(en, tooLarge)).toBe(
    `The certificate file is too large (at most ${formatFileSize(10 * 1024 * 1024)}).`,
  );
});

it('on a Czech page a refusal stays as common wrote it; on an English or Ukrainian one it is in the language', () => {
  const pending = { code: ParentErrorCode.RequestPending };
  expect(familyRefusal(cs, pending)).toBe(errorMessage(pending.code));
  expect(familyRefusal(en, pending)).toBe('We already have this request and are dealing with it.');
  expect(familyRefusal(uk, pending)).toBe('Цей запит ми вже отримали й опрацьовуємо.');
  const tooEarly = { code: CampErrorCode.DeclarationTooEarly, params: { from: '2027-07-04' } } as const;
  expect(familyRefusal(en, tooEarly)).toContain('from 00:00 on Sunday 4\u00a0Jul\u00a02027 at the earliest');
  expect(familyRefusal(uk, { code: RequestErrorCode.TooManyRequests, params: { retryAfterMs: 30_000 } })).toBe(
    uk.formatMessage({ id: 'registration.problem.tooManyRequests' }, { seconds: 30 }),
  );
  // A refusal the table does not name stays Czech rather than going blank.
  expect(familyRefusal(en, { code: RequestErrorCode.Failed })).toBe(errorMessage(RequestErrorCode.Failed));
});

it("a failed form's field messages from the server are in the page's language", () => {
  const error = new CombinedGraphQLErrors({
    errors: [
      {
        message: 'Zkontrolujte prosím zadané údaje',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { 'pickupPersons[0].name': czech['registration.problem.required'] },
        },
      },
    ],
  });
  expect(familyProblem(en, error, 'fallback')).toBe(english['registration.problem.required']);
  expect(familyProblem(cs, error, 'fallback')).toBe(czech['registration.problem.required']);
});
