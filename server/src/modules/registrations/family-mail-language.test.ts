// Issue 49, item 3: every later e-mail to a family goes in its registration's language, read from the
// outbox's real .eml files: a cancellation and a waiting-list cancellation, a place offered, a payment
// reminder, a staff member's message (its frame; the text stays as written), a cancelled lesson, a
// refund, a camp's check-out, an invoice and a new address's confirmation, in English and Ukrainian, with Czech as the spec writes it for a Czech
// family, and the course's or camp's title as staff translated it. The camp's clock is moved, never waited for.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertParentLink,
  insertRegistration,
  insertSchedule,
} from '../../test/fixtures';
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
let branch: number;
/** The camps' clock: Monday 12 July 2027, 16:00 in Prague, a camp's first afternoon. */
const now = new Date('2027-07-12T14:00:00Z');

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

/** A registration as the form makes it (the form's limit per address is spent by the tests above). */
async function placed(language: string, scheduleId: number) {
  counter += 1;
  const email = `rodina${counter}@example.com`;
  const child = `Sofiia Kovalenko ${inLetters(counter)}`;
  const id = await insertRegistration(database, {
    schedule_id: scheduleId,
    child_full_name: child,
    parent_first_name: 'Olena',
    parent_last_name: 'Kovalenko',
    email,
    language,
  });
  const [{ variableSymbol }] = await database.dataSource.query(
    'SELECT variable_symbol::text AS "variableSymbol" FROM registration WHERE id = $1',
    [id],
  );
  return { id, email, child, variableSymbol };
}

/** The outbox's .eml file to `address` whose subject starts so, once the outbox has written it. */
async function mailTo(address: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail & { body: string }> {
  const until = Date.now() + timeoutMs;
  const dir = outboxDir(config.dataDir);
  for (;;) {
    for (const file of (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = [mail.to].flat().some((each) => each?.value.some((value) => value.address === address));
      if (to && mail.subject?.replace(/\s+/g, ' ').startsWith(subject))
        return { ...mail, body: (mail.text || '').replace(/\s+/g, ' ') };
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
  app = await startTestApp(database, config, { tuning: { campPaperworkNow: () => now, campCheckoutMailHoldMs: 0 } });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  branch = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
  const full = await insertCourse(database, { capacity: 1, max_capacity: 4, price: 2400, title: 'Balet pro nejmenší' });
  fullSlot = await insertSchedule(database, { course_id: full, branch_id: branch, day_of_week: 3 });
  const open = await insertCourse(database, {
    capacity: 8,
    max_capacity: 8,
    price: 1800,
    title: 'Keramika',
    start_date: '2027-03-01',
    end_date: '2027-06-30',
  });
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

it('tells of a cancelled lesson, a refund and a camp’s check-out in the family’s language', async () => {
  const english = await placed('en', openSlot);
  const czech = await placed('cs', openSlot);
  const cancelled = await app.graphql<AnyJson>(
    'mutation ($id: ID!) { cancelLesson(id: $id, reason: "Nemoc lektorky") { id } }',
    { id: `s${openSlot}-2027-03-01` },
    admin,
  );
  expect(cancelled.body.errors).toBeUndefined();
  const lesson = await mailTo(english.email, 'Lesson cancelled: Pottery 1 Mar 2027');
  for (const expected of [
    'Dear Olena Kovalenko,',
    `This message is about: ${english.child}.`,
    'The lesson of the course “Pottery” on 1 Mar 2027 at 16:00 does not take place. The other lessons go on as scheduled.',
    // The reason as staff wrote it.
    'Reason: Nemoc lektorky',
    'If you have any questions, just reply to this e-mail',
  ])
    expect(lesson.body).toContain(expected);
  expect(lesson.body).not.toMatch(CZECH);
  // The Czech family's copy is the spec's Czech.
  const czechLesson = await mailTo(czech.email, 'Zrušená lekce: Keramika 01.03.2027');
  expect(czechLesson.body).toContain(
    'Lekce kroužku „Keramika“ 01.03.2027 v 16:00 se nekoná. Ostatní lekce pokračují podle rozvrhu.',
  );

  // Paid in cash, part given back by a transfer.
  const cash = await api('POST', '/payments/cash', {
    body: { registrationId: english.id, amountHaler: 180_000, bookedOn: '2026-11-02', receiptNumber: 'P-49-1' },
    headers: admin,
  });
  expect(cash.status).toBe(201);
  const refund = await api('POST', `/payments/${cash.body.id}/refund`, {
    body: { amount: 50_000, reason: 'Nemoc dítěte', account: '2000145399/0800' },
    headers: admin,
  });
  expect(refund.status).toBe(201);
  const refunded = await mailTo(english.email, 'Payment refunded: Pottery');
  for (const expected of [
    `we are returning money to you for ${english.child} – the course “Pottery”. We are sending CZK 500 by bank transfer to your account`,
    'REFUND',
    'We return: CZK 500',
    'Reason: Nemoc dítěte',
    `Variable symbol (payment reference): ${english.variableSymbol}`,
  ])
    expect(refunded.body).toContain(expected);
  expect(refunded.body).not.toMatch(CZECH);

  // A camp whose Ukrainian title staff wrote; an administrator hands the child to someone unlisted.
  const camp = await insertCamp(database, {
    title: 'Příměstský tábor Líšeň',
    from: '2027-07-12',
    to: '2027-07-16',
    branch_id: branch,
    translations: JSON.stringify({ uk: { title: 'Міський табір Лішень' } }),
  });
  const child = 'Taras Kovalenko';
  const ukrainian = await insertRegistration(database, {
    camp_id: camp,
    child_full_name: child,
    parent_first_name: 'Olena',
    parent_last_name: 'Kovalenko',
    email: 'tabir@example.com',
    language: 'uk',
  });
  const out = await api('POST', `/attendance/camp-days/c${camp}-2027-07-12/check-out`, {
    body: { registrationId: ukrainian, collector: 'other', name: 'Karel Dlouhý', note: 'Strýc, matka volala' },
    headers: admin,
  });
  expect(out.status).toBe(200);
  const checkout = await mailTo('tabir@example.com', `Дитину забрали з табору – ${child}`);
  for (const expected of [
    'Добрий день, Olena Kovalenko!',
    `Дитину (${child}) сьогодні забрали з табору «Міський табір Лішень». Хто забрав: Karel Dlouhý; коли: 12 лип. 2027`,
    'передачу як виняток дозволив адміністратор із приміткою: «Strýc, matka volala»',
    'З повагою',
  ])
    expect(checkout.body).toContain(expected);
  expect(checkout.body).not.toMatch(CZECH);
  expect(checkout.html).toContain('<html lang="uk">');
});

it('sends an invoice in English (the invoice itself a Czech tax document) and asks a new address in Ukrainian', async () => {
  const english = await placed('en', openSlot);
  const sent = await api('GET', `/registration/sendInvoice/${english.id}/default`, { headers: admin });
  expect(sent.status).toBe(200);
  const invoice = await mailTo(english.email, 'Invoice ');
  expect(invoice.subject).toMatch(/^Invoice \S+: Pottery$/);
  for (const expected of [
    `for the course “Pottery” (${english.child}).`,
    'The invoice is a Czech tax document, so it is written in Czech.',
    'PAYMENT BY BANK TRANSFER',
    `My registrations – status, payments and waiting-list order: ${config.publicUrl}/en/moje-prihlasky/`,
  ])
    expect(invoice.body).toContain(expected);
  expect(invoice.body).not.toMatch(CZECH);
  expect(invoice.attachments.map((attachment) => attachment.filename)).toContain(
    `faktura-${invoice.subject!.split(' ')[1]!.replace(/:$/, '')}.pdf`,
  );

  // On its page, a Ukrainian family gives a new address: the confirmation goes there in Ukrainian.
  const ukrainian = await placed('uk', openSlot);
  const token = await insertParentLink(database, ukrainian.email);
  const asked = await api('POST', '/parents/email', { body: { token, email: 'nova.adresa@example.com' } });
  expect(asked.status).toBe(200);
  const confirm = await mailTo('nova.adresa@example.com', 'Будь ласка, підтвердьте нову е-пошту для реєстрацій');
  for (const expected of [
    'Добрий день!',
    `хтось указав цю адресу як нову е-пошту батьків дитини: ${ukrainian.child}.`,
    `Підтвердити нову е-пошту: ${config.publicUrl}/uk/moje-prihlasky/potvrzeni-emailu/`,
    'З повагою',
  ])
    expect(confirm.body).toContain(expected);
  expect(confirm.body).not.toMatch(CZECH);
});
