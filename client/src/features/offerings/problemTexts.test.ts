// The registration form's problems in English and Ukrainian (issue 49), and Czech left as common writes it.
import {
  ageBandProblem,
  AgeCategory,
  CAMP_PAPERWORK_MESSAGES,
  errorMessage,
  MESSAGES,
  RegistrationErrorCode,
  RegistrationType,
  RequestErrorCode,
  tooLong,
} from '@kurzy/common';
import { createIntl } from 'react-intl';
import czech from '../../i18n/cs.json';
import english from '../../i18n/en.json';
import ukrainian from '../../i18n/uk.json';
import { ageBandText, CZECH_PROBLEMS, fieldProblem, fieldProblems, refusalProblem } from './problemTexts';

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

const band = {
  type: RegistrationType.course,
  category: AgeCategory.preschool,
  birthDate: '2016-05-03',
  today: '2026-09-01',
} as const;

it("the catalogue's Czech texts are common's, word for word (the spec's)", () => {
  for (const [id, text] of Object.entries(CZECH_PROBLEMS))
    expect([id, czech[id as keyof typeof czech]]).toEqual([id, text]);
  // The texts written from numbers: the catalogue's Czech gives what common writes.
  expect(cs.formatMessage({ id: 'registration.problem.tooLong' }, { max: 2000 })).toBe(tooLong(2000));
  expect(cs.formatMessage({ id: 'registration.problem.pickupTooMany' }, { max: 10 })).toBe(
    CAMP_PAPERWORK_MESSAGES.pickupTooMany,
  );
  expect(
    cs.formatMessage(
      { id: 'registration.problem.ageBand' },
      { what: 'course', band: cs.formatMessage({ id: 'categoryAges.preschool' }), birthDate: '03.05.2016', age: 10 },
    ),
  ).toBe(ageBandProblem(band));
  for (const retryAfterMs of [60_000, 120_000, 300_000])
    expect(cs.formatMessage({ id: 'registration.problem.tooManyForEmail' }, { minutes: retryAfterMs / 60_000 })).toBe(
      errorMessage(RegistrationErrorCode.TooManyForEmail, { retryAfterMs }),
    );
});

it('on a Czech page every text stays as common wrote it', () => {
  expect(fieldProblem(cs, MESSAGES.required)).toBe(MESSAGES.required);
  expect(ageBandText(cs, band)).toBe(ageBandProblem(band));
  const refusal = { code: RegistrationErrorCode.TooManyFromAddress, params: { retryAfterMs: 600_000 } } as const;
  expect(refusalProblem(cs, refusal)).toBe(errorMessage(refusal.code, refusal.params));
});

it('field messages, nested ones too, in English and Ukrainian; an unknown text stays', () => {
  expect(
    fieldProblems(uk, {
      email: MESSAGES.email,
      note: tooLong(2000),
      pickupPersons: [undefined, { phone: MESSAGES.phone }],
      other: 'Něco jiného',
    }),
  ).toEqual({
    email: 'Будь ласка, вкажіть дійсну адресу електронної пошти',
    note: 'Текст задовгий (не більше ніж 2000 символів)',
    pickupPersons: [undefined, { phone: 'Будь ласка, вкажіть дійсний номер телефону' }],
    other: 'Něco jiného',
  });
  expect(fieldProblem(en, CAMP_PAPERWORK_MESSAGES.pickupTooMany)).toBe('Name at most 10 people.');
});

it("the age band with the child's age in the language's plural forms", () => {
  expect(ageBandText(en, band)).toBe(
    'The course is for children aged 4–6 years; a child born on 03.05.2016 is 10 years old.',
  );
  expect(ageBandText(uk, { ...band, type: RegistrationType.camp, birthDate: '2005-01-01' })).toBe(
    'Табір призначений для дітей віком 4–6 років; дитині, народженій 01.01.2005, 21 рік.',
  );
  expect(ageBandText(uk, { ...band, birthDate: '2022-03-01' })).toBeNull();
});

it('refusals by their code, with their numbers; one the table does not name stays Czech', () => {
  expect(refusalProblem(uk, { code: RegistrationErrorCode.TooManyForEmail, params: { retryAfterMs: 120_000 } })).toBe(
    'На цю адресу електронної пошти за короткий час надійшло забагато реєстрацій. Спробуйте, будь ласка, ще раз через 2 хвилини.',
  );
  expect(refusalProblem(en, { code: RegistrationErrorCode.Full })).toMatch(/^All places are taken/);
  expect(refusalProblem(en, { code: RequestErrorCode.TooManyRequests, params: { retryAfterMs: 2500 } })).toBe(
    'Too many requests came from your internet address in a short time. Please try again in 3 s.',
  );
  expect(refusalProblem(en, { code: RegistrationErrorCode.ChildAgeOutsideBand, params: { ...band } })).toMatch(
    /^The course is for children aged/,
  );
  expect(
    refusalProblem(en, { code: RegistrationErrorCode.PriorityWindow, params: { until: '2026-09-01T18:00:00+02:00' } }),
  ).toMatch(/^Until 1 Sept 2026, 18:00, current participants/);
  const unnamed = { code: RegistrationErrorCode.ChangedMeanwhile } as const;
  expect(refusalProblem(uk, unnamed)).toBe(errorMessage(unnamed.code));
});
