// Issue 49: a registration remembers the language of the page it was sent from, and its e-mails are
// written in it: through the public PUT /api/registration, read back from the outbox's .eml files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { RunningApp, startTestApp } from '../../test/http';
import { inLetters } from '../../test/names';
import { restClient, RestClient } from '../../test/rest';
import { outboxDir } from '../mail/mail.transport';

let database: TestDatabase;
let config: Config;
let app: RunningApp;
let api: RestClient;
let courseId: number;
let scheduleId: number;
let branchId: number;

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Olena',
  parentLastName: 'Kovalenko',
  email: `rodina${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Sofiia Kovalenko ${inLetters(counter)}`,
  childBornYear: `${new Date().getFullYear() - 5}-01-15`,
  personalDataConsent: true,
  type: 'course',
  scheduleId,
  ...overrides,
});

/** The outbox's .eml file to `address`, once the outbox has written it. */
async function emlTo(address: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  const dir = outboxDir(config.dataDir);
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if ([mail.to].flat().some((to) => to?.value.some((value) => value.address === address))) return mail;
    }
    if (Date.now() > until) throw new Error(`no e-mail to ${address} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const normalized = (text: string | false | undefined) => (text || '').replace(/\s+/g, ' ');

async function registerIn(language: string | undefined) {
  const input = form(language === undefined ? {} : { language });
  const { status, body } = await api('PUT', '/registration', { body: input });
  expect(status).toBe(201);
  const [row] = await database.dataSource.query('SELECT language FROM registration WHERE id = $1', [body.id]);
  return { input, receipt: body, stored: row.language as string, mail: await emlTo(input.email) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig();
  app = await startTestApp(database, config);
  api = restClient(app);
  branchId = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
  courseId = await insertCourse(database, { capacity: 5, max_capacity: 5, price: 2400, title: 'Balet pro nejmenší' });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 3 });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("a registration's language", () => {
  it('writes the confirmation of a registration from /uk/… in Ukrainian, its links under /uk', async () => {
    const { input, receipt, stored, mail } = await registerIn('uk');
    expect(stored).toBe('uk');
    expect(mail.subject).toBe('Підтвердження реєстрації: Balet pro nejmenší');
    const text = normalized(mail.text);
    for (const expected of [
      'Добрий день, Olena Kovalenko!',
      `дякуємо за реєстрацію. ${input.childFullName} має місце у гуртку «Balet pro nejmenší» – чекаємо на вас.`,
      'Коли: щосереди 16:00–16:45',
      'Ціна: 2 400 CZK',
      `Варіабельний символ (призначення платежу): ${receipt.variableSymbol}`,
      `Сторінка гуртка: ${config.publicUrl}/uk/course/${courseId}`,
      `Умови скасування та повернення коштів: ${config.publicUrl}/uk/conditions`,
      `Мої реєстрації – стан, оплати та черга резерву: ${config.publicUrl}/uk/moje-prihlasky/`,
      'З повагою',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Dobrý den|Potvrzení|Kdy:|Cena:|S pozdravem/);
    expect(mail.html).toContain('<html lang="uk">');
    expect(mail.html).toContain(`href="${config.publicUrl}/uk/conditions"`);
  });

  it('writes the confirmation of a registration from /en/… in English', async () => {
    const { input, stored, mail } = await registerIn('en');
    expect(stored).toBe('en');
    expect(mail.subject).toBe('Registration confirmed: Balet pro nejmenší');
    const text = normalized(mail.text);
    for (const expected of [
      'Dear Olena Kovalenko,',
      `thank you for your registration. ${input.childFullName} has a place in the course “Balet pro nejmenší” – we look forward to seeing you.`,
      'When: every Wednesday 16:00–16:45',
      'Price: CZK 2,400',
      `Course page: ${config.publicUrl}/en/course/${courseId}`,
      'Kind regards',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Dobrý den|Potvrzení|Kdy:|Cena:|S pozdravem/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it("keeps an older client's registration (no language) and its e-mail Czech, as the spec writes it", async () => {
    const { input, stored, mail } = await registerIn(undefined);
    expect(stored).toBe('cs');
    expect(mail.subject).toBe('Potvrzení přihlášky: Balet pro nejmenší');
    const text = normalized(mail.text);
    for (const expected of [
      'Dobrý den, Olena Kovalenko,',
      `děkujeme za přihlášku. ${input.childFullName} má místo – kroužek „Balet pro nejmenší“ se na vás těší.`,
      'Kdy: každou středu 16:00–16:45',
      'Cena: 2 400 Kč',
      `Stránka kroužku: ${config.publicUrl}/course/${courseId}`,
      `Podmínky odhlášení a vrácení peněz (storno podmínky): ${config.publicUrl}/conditions`,
      'S pozdravem',
    ])
      expect(text).toContain(expected);
    expect(mail.html).toContain('<html lang="cs">');
  });

  it('writes the waiting list of a Ukrainian registration in Ukrainian', async () => {
    const fullId = await insertCourse(database, { capacity: 0, max_capacity: 5, title: 'Plný kroužek' });
    const fullSchedule = await insertSchedule(database, { course_id: fullId, branch_id: branchId, day_of_week: 3 });
    const input = form({ language: 'uk', scheduleId: fullSchedule });
    const { status, body } = await api('PUT', '/registration', { body: input });
    expect([status, body.replacement]).toEqual([201, true]);
    const mail = await emlTo(input.email);
    expect(mail.subject).toBe('Реєстрація в резерві: Plný kroužek');
    const text = normalized(mail.text);
    expect(text).toContain(`${input.childFullName} у списку резерву`);
    expect(text).toContain(`${config.publicUrl}/uk/moje-prihlasky/`);
    expect(text).not.toMatch(/Dobrý den|náhradník|Kdy:|S pozdravem/);
  });

  it('refuses a language it does not write in, naming the field, and stores nothing', async () => {
    const [{ count: before }] = await database.dataSource.query('SELECT count(*)::int AS count FROM registration');
    const { status, body } = await api('PUT', '/registration', { body: form({ language: 'de' }) });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ language: expect.any(String) });
    const [{ count: after }] = await database.dataSource.query('SELECT count(*)::int AS count FROM registration');
    expect(after).toBe(before);
  });
});
