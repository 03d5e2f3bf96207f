import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@kurzy/common';
import { ConfigError, loadConfig } from './config';
import { isCommonPassword, passwordProblem } from './password-policy';

describe('new staff passwords', () => {
  it.each([
    ['123456789012'],
    ['Password123!'],
    ['!!Dragon2024!!'],
    ['Qwertyuiop12'],
    ['1q2w3e4r5t6y'],
    ['hesloheslo2024'],
    ['Slunečnice2025'],
    ['ŠPARTA1893'],
    ['abcabcabcabc'],
    ['zzzzzzzzzzzzzzzz'],
    ['supermansuperman'],
    ['Ab1-'.repeat(250)],
  ])('refuses %s as common', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each([['correct horse battery staple'], ['Kůň se pase na louce u Brna'], ['dlouhe-heslo'], ['xK9#mPq2$vLw']])(
    'accepts %s',
    (password) => expect(passwordProblem(password)).toBeNull(),
  );

  it('counts letters, not bytes, and caps the length', () => {
    expect(passwordProblem('ěščřžýáíéůúď'.slice(0, 11))).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('ěščřžýáíé'.normalize('NFD') + 'xyz')).toBeNull();
    const passphrase = Array.from({ length: 100 }, (_, index) => `slovo${index}-`).join('');
    expect(passphrase.length).toBeLessThanOrEqual(1000);
    expect(passwordProblem(passphrase)).toBeNull();
    expect(passwordProblem('Ab1-x'.repeat(201))).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem('Password2024')).toBe(PASSWORD_TOO_COMMON);
  });
});

describe('ADMIN_PASSWORD', () => {
  const problemsOf = (password: string) => {
    try {
      loadConfig({ ADMIN_PASSWORD: password });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it.each([['kratke-heslo'.slice(0, 11)], ['Password2024!']])(
    'stops the start on %s, naming the variable but not echoing the value',
    (password) => {
      const problems = problemsOf(password);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('ADMIN_PASSWORD');
      expect(problems[0]).not.toContain(password);
    },
  );

  it('takes a good one', () =>
    expect(loadConfig({ ADMIN_PASSWORD: 'velmi-tajne-heslo' }).adminPassword).toBe('velmi-tajne-heslo'));
});
