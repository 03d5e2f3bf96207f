// Issue 49, item 3: every later e-mail to a family goes in its registration's language, read from the
// outbox's real .eml files: a cancellation and a waiting-list cancellation, a place offered, a payment
// reminder, a staff member's message (its frame; the text stays as written), in English and Ukrainian,
// with Czech as the spec writes it for a Czech family, and the course's title as staff translated it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { inLetters } from '../../test/names';
import { type AnyJson, restClient, type RestClient } from '../../test/rest';
import { outboxDir } from '../mail/mail.transport';

let database: TestDatabase;
let config: Config;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let fullSlot: number;
let openSlot: number;

let counter = 0;
async function register(language: string, scheduleId: number) {
  counter += 1;
  const input = {
    parentFirstName: 'Olena',
    parentLastName: 'Kovalenko',
    email: `rodina${counter}@example.com`,
    phone: '+420 777 123 456',
    childFullName: `Sofiia Kovalenko ${inLetters(counter)}`,
    childBornYear: `${new Date().getFullYear() - 5}-01-15`,
    personalDataConsent: true,
    type: 'course',
    scheduleId,
    language,
  };
  const { status, body } = await api('PUT', '/registration', { body: input });
  expect(status).toBe(201);
  return { id: body.id as number, email: input.email, child: input.childFullName, variableSymbol: body.variableSymbol };
}

/** The outbox's .eml file to `address` whose subject starts so, once the outbox has written it. */
async function mailTo(address: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail & { body: string }> {
  const until = Date.now() + timeoutMs;
  const dir = outboxDir(config.dataDir);
  for (;;) {
    for (const file of (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = [mail.to].flat().some((each) => each?.value.some((value) => value.address === address));
      if (to && mail.subject?.startsWith(subject)) return { ...mail, body: (mail.text || '').replace(/\s+/g, ' ') };
    }
    if (Date.now() > until) throw new Error(`no e-mail "${subject}…" to ${address} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** No Czech of the layout or the kinds' own words in a message written in another language. */
const CZECH = /Dobrý den|S pozdravem|Kroužek|Variabilní symbol|Moje přihlášky|storno|náhradník|přihlášk|Zpráva se týká/;

const cancel = (id: number) =>
  app.graphql<AnyJson>('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id }, admin);

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig();
  app = await startTestApp(database, config);
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  const branch = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
  const full = await insertCourse(database, { capacity: 1, max_capacity: 4, price: 2400, title: 'Balet pro nejmenší' });
  fullSlot = await insertSchedule(database, { course_id: full, branch_id: branch, day_of_week: 3 });
  const open = await insertCourse(database, { capacity: 5, max_capacity: 5, price: 1800, title: 'Keramika' });
  openSlot = await insertSchedule(database, { course_id: open, branch_id: branch, day_of_week: 1 });
  // Its English title, as staff wrote it (item 4): the English e-mails name the course so.
  await database.dataSource.query(`UPDATE course SET translations = '{"en": {"title": "Pottery"}}' WHERE id = $1`, [
    open,
  ]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

it('cancels in the family’s language, offers the freed place in it, and keeps a Czech family’s e-mail Czech', async () => {
  const czech = await register('cs', fullSlot);
  const ukrainian = await register('uk', fullSlot);
  const english = await register('en', fullSlot);

  // The English family on the waiting list is cancelled: the waiting-list variant, in English.
  expect((await cancel(english.id)).body.errors).toBeUndefined();
  const cancelled = await mailTo(english.email, 'Registration cancelled: Balet pro nejmenší');
  for (const expected of [
    'Dear Olena Kovalenko,',
    `we are letting you know that we have cancelled the waiting-list registration for ${english.child} – the course “Balet pro nejmenší”.`,
    `Variable symbol (payment reference): ${english.variableSymbol}`,
    `Cancellation and refund terms: ${config.publicUrl}/en/conditions`,
    'Kind regards',
  ])
    expect(cancelled.body).toContain(expected);
  expect(cancelled.body).not.toMatch(CZECH);
  expect(cancelled.html).toContain('<html lang="en">');

  // The Czech family's place is given up: their e-mail is the spec's Czech; the place goes to the
  // Ukrainian family, offered in Ukrainian with its deadline.
  expect((await cancel(czech.id)).body.errors).toBeUndefined();
  const czechCancelled = await mailTo(czech.email, 'Zrušení přihlášky: Balet pro nejmenší');
  expect(czechCancelled.body).toContain(
    `oznamujeme vám, že jsme zrušili přihlášku – kroužek „Balet pro nejmenší“ pro ${czech.child}.`,
  );
  const offer = await mailTo(ukrainian.email, `Звільнилося місце для ${ukrainian.child}: Balet pro nejmenší`);
  for (const expected of [
    'Добрий день, Olena Kovalenko!',
    `маємо добру новину: звільнилося місце – гурток «Balet pro nejmenší» – і ми пропонуємо його для ${ukrainian.child}.`,
    'кнопкою «Прийняти місце»',
    'Коли: щосереди 16:00–16:45',
    `Мої реєстрації – стан, оплати та черга резерву: ${config.publicUrl}/uk/moje-prihlasky/`,
    'З повагою',
  ])
    expect(offer.body).toContain(expected);
  expect(offer.body).toMatch(/до \d{1,2} [а-яії]+\.? \d{4}/);
  expect(offer.body).not.toMatch(CZECH);
});

it('reminds of a payment and frames a staff member’s message in the family’s language, the text as written', async () => {
  const english = await register('en', openSlot);
  // A reminder as the daily job queues it (payment.reminders.ts).
  await database.dataSource.query(
    `INSERT INTO mail_message (registration_id, kind, recipient) VALUES ($1, 'payment_reminder', $2)`,
    [english.id, english.email],
  );
  const reminder = await mailTo(english.email, 'Payment reminder: Pottery');
  for (const expected of [
    `this is a reminder of the payment of CZK 1,800 for ${english.child} – the course “Pottery”; we have not received it yet.`,
    'PAYMENT BY BANK TRANSFER',
    'Amount: CZK 1,800',
    'If you have already paid, please disregard this e-mail',
    `Course page: ${config.publicUrl}/en/course/`,
  ])
    expect(reminder.body).toContain(expected);
  expect(reminder.body).not.toMatch(CZECH);
  expect(reminder.attachments.map((attachment) => attachment.filename)).toContain('qr-platba.png');

  const ukrainian = await register('uk', openSlot);
  const sent = await app.graphql<AnyJson>(
    'mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }',
    {
      input: {
        audience: { registrationIds: [ukrainian.id] },
        kind: 'informational',
        subject: 'Zítra pečeme perníčky',
        text: 'Vezměte prosím zástěru.',
      },
    },
    admin,
  );
  expect(sent.body.errors).toBeUndefined();
  const message = await mailTo(ukrainian.email, 'Zítra pečeme perníčky');
  for (const expected of [
    'Добрий день, Olena Kovalenko!',
    `Це повідомлення стосується: ${ukrainian.child}.`,
    'Vezměte prosím zástěru.',
    'Це інформаційне повідомлення.',
    `Відписатися від інформаційних повідомлень: ${config.publicUrl}/uk/moje-prihlasky/`,
  ])
    expect(message.body).toContain(expected);
  // The staff member's words are theirs; the frame is not Czech.
  expect(message.body).not.toMatch(CZECH);
});
