import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { memoryLogger, testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { decodeQr, parseSpayd, REFUSED_RECIPIENT, startSmtpServer, TestSmtpServer } from '../../test/mail';
import { JobRunner } from '../../core/jobs';
import { MailKind } from './mail-message.entity';
import { MailComposer } from './mail.composer';
import { MailOutbox } from './mail.outbox';
import { createMailTransport, outboxDir } from './mail.transport';
import { QR_CID } from './mail.templates';
import { inLetters } from '../../test/names';
import { formatDate, pragueToday } from '@kurzy/common';

/** ISO date `days` after `iso`. */
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day on or after `iso` that is the ISO weekday (1 = Monday). */
function nextWeekday(iso: string, weekday: number): string {
  for (let day = iso; ; day = plusDays(day, 1)) {
    if (((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) return day;
  }
}

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let admin: Record<string, string>;
let branchId: number;

const REGISTER = 'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement variableSymbol } }';
const MAIL_STATE =
  'query ($id: Int!) { registration(id: $id) { id cancelledAt mailMessages { id kind status attempts lastError recipient subject sentAt } } }';

type MailState = {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  recipient: string;
  subject: string | null;
  sentAt: string | null;
};

let counter = 0;
const form = (target: { scheduleId?: number; campId?: number }, overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `rodic${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Řehořová ${inLetters(counter)}`,
  childBornYear: `${new Date().getFullYear() - 5}-01-15`,
  personalDataConsent: true,
  type: target.campId ? 'camp' : 'course',
  ...target,
  ...overrides,
});

async function register(input: Record<string, unknown>) {
  const { body } = await app.graphql<{ register: { id: number; replacement: boolean; variableSymbol: string } }>(
    REGISTER,
    { input },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.register;
}

async function mailState(id: number): Promise<MailState[]> {
  const { body } = await app.graphql<{ registration: { mailMessages: MailState[] } }>(MAIL_STATE, { id }, admin);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.registration.mailMessages;
}

/** Polls until `check` passes (the outbox works after the answer). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const normalized = (text: string | false | undefined) => (text || '').replace(/\s+/g, ' ');

async function newCourse(capacity: number, maxCapacity: number, price = 2400) {
  const courseId = await insertCourse(database, {
    capacity,
    max_capacity: maxCapacity,
    price,
    title: `Balet pro nejmenší ${counter}`,
  });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 3 });
  return { courseId, scheduleId };
}

function qrOf(mail: ParsedMail) {
  const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
  expect(image?.cid).toBe(QR_CID);
  expect(mail.html).toContain(`cid:${QR_CID}`);
  const text = decodeQr(image!.content);
  expect(text).not.toBeNull();
  return parseSpayd(text!);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url });
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator');
  branchId = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

describe('e-mails to parents', () => {
  it('confirm a place with what, when, where, the price and payment details with a QR Platba code', async () => {
    const { scheduleId, courseId } = await newCourse(1, 2);
    const input = form({ scheduleId });
    const receipt = await register(input);
    expect(receipt.replacement).toBe(false);

    const mail = await smtp.waitForMailTo(input.email);
    expect(mail.subject).toMatch(/^Potvrzení přihlášky: Balet pro nejmenší/);
    expect(mail.from?.value[0]?.address).toBe(config.operator.email);
    const text = normalized(mail.text);
    for (const expected of [
      input.childFullName,
      'každou středu 16:00–16:45',
      'Pobočka Brno-střed, Palackého 1, Brno',
      'Cena: 2 400 Kč',
      'Číslo účtu: 19-2000145399/0800',
      'IBAN: CZ65 0800 0000 1920 0014 5399',
      'Částka: 2 400 Kč',
      `Variabilní symbol: ${receipt.variableSymbol}`,
      config.operator.phone,
      // The invoice's rule: 14 days from the registration; the first Wednesday from today (no start date).
      `Splatnost: ${formatDate(plusDays(pragueToday(), 14))}`,
      `První lekce: ${formatDate(nextWeekday(pragueToday(), 3))}`,
      `Stránka kroužku: ${config.publicUrl}/course/${courseId}`,
      `Podmínky odhlášení a vrácení peněz (storno podmínky): ${config.publicUrl}/conditions`,
    ])
      expect(text).toContain(expected);
    expect(normalized(mail.html as string)).toContain(input.childFullName);
    expect(mail.html).toContain(`href="${config.publicUrl}/conditions"`);
    expect(mail.html).toContain(`href="${config.publicUrl}/course/${courseId}"`);

    const { header, fields } = qrOf(mail);
    expect(header).toBe('SPD*1.0');
    expect(fields.ACC).toBe(config.operator.iban);
    expect(fields.AM).toBe('2400.00');
    expect(fields.CC).toBe('CZK');
    expect(fields['X-VS']).toBe(receipt.variableSymbol);
    expect(fields.MSG!.length).toBeLessThanOrEqual(60);
    expect(fields.MSG).toMatch(/^[\x20-\x7e]+$/);
    expect(fields.MSG).toContain('Anna Rehorova');

    const [state] = await eventually(
      () => mailState(receipt.id),
      ([message]) => message?.status === 'sent',
    );
    expect(state).toMatchObject({ kind: 'confirmation', attempts: 1, lastError: null, recipient: input.email });
    expect(state!.subject).toBe(mail.subject);
  });

  it('tell a replacement they are on the waiting list, with nothing to pay yet; a freed place is offered, and accepting it brings the payment', async () => {
    const { scheduleId } = await newCourse(1, 3, 1800);
    const first = await register(form({ scheduleId }));
    const waitingInput = form({ scheduleId });
    const waiting = await register(waitingInput);
    expect(waiting.replacement).toBe(true);

    const replacementMail = await smtp.waitForMailTo(waitingInput.email);
    expect(replacementMail.subject).toMatch(/^Přihláška mezi náhradníky/);
    expect(normalized(replacementMail.text)).toContain('na seznamu náhradníků');
    expect(normalized(replacementMail.text)).toContain('Zatím nic neplaťte');
    expect(normalized(replacementMail.text)).not.toContain('Variabilní symbol');
    expect(replacementMail.attachments).toHaveLength(0);

    const { body } = await app.graphql(
      'mutation ($id: Int!) { cancelRegistration(id: $id) { id } }',
      { id: first.id },
      admin,
    );
    expect(body.errors).toBeUndefined();
    // The place is offered first, with the family's page where it is accepted (POST, never a link).
    const offer = await smtp.waitFor(
      (mail) =>
        mail.subject?.startsWith('Uvolnilo se místo pro ') === true &&
        normalized(mail.text).includes(waitingInput.childFullName),
    );
    const token = new RegExp(`${config.publicUrl}/moje-prihlasky/([A-Za-z0-9_-]+)`).exec(offer.text ?? '')![1];
    const accepted = await fetch(`${app.url}/api/parents/offer/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, registrationId: waiting.id }),
    });
    expect(accepted.status).toBe(200);
    const promoted = await smtp.waitFor(
      (mail) =>
        mail.subject?.startsWith('Uvolnilo se místo:') === true &&
        mail.to !== undefined &&
        normalized(mail.text).includes(waitingInput.childFullName),
    );
    expect(normalized(promoted.text)).toContain('se posouvá z náhradníků mezi přihlášené');
    expect(normalized(promoted.text)).toContain(`Variabilní symbol: ${waiting.variableSymbol}`);
    const { fields } = qrOf(promoted);
    expect(fields).toMatchObject({ AM: '1800.00', 'X-VS': waiting.variableSymbol, CC: 'CZK' });

    // The parent of the cancelled registration is told too.
    const cancelled = await smtp.waitFor(
      (mail) =>
        mail.subject?.startsWith('Zrušení přihlášky') === true &&
        mail.to !== undefined &&
        normalized(mail.text).includes(`Variabilní symbol: ${first.variableSymbol}`),
    );
    expect(normalized(cancelled.text)).toContain('oznamujeme vám, že jsme zrušili přihlášku – kroužek');
    expect(normalized(cancelled.text)).toContain(`${config.publicUrl}/conditions`);
    expect(cancelled.attachments).toHaveLength(0);
    const firstKinds = await eventually(
      () => mailState(first.id),
      (messages) => messages.length === 2 && messages.every((message) => message.status === 'sent'),
    );
    expect(firstKinds.map((message) => message.kind)).toEqual(['cancelled', 'confirmation']);

    const kinds = await eventually(
      () => mailState(waiting.id),
      (messages) => messages.length === 3 && messages.every((message) => message.status === 'sent'),
    );
    expect(kinds.map((message) => message.kind).sort()).toEqual(['promoted', 'replacement', 'waitlistOffer']);
    const [event] = await database.dataSource.query(
      'SELECT processed_at FROM registration_event WHERE registration_id = $1',
      [waiting.id],
    );
    expect(event.processed_at).not.toBeNull();
  });

  it('confirm a camp with its dates', async () => {
    const campId = await insertCamp(database, { title: 'Příměstský tábor Sluníčko', branch_id: branchId, price: 3500 });
    const input = form({ campId }, { childBornYear: `${new Date().getFullYear() - 8}-03-01` });
    await register(input);
    const mail = await smtp.waitForMailTo(input.email);
    expect(normalized(mail.text)).toContain('Kdy: 05.07.2027–09.07.2027');
    expect(normalized(mail.text)).toContain('První den tábora: 05.07.2027');
    expect(normalized(mail.text)).toContain(`Stránka tábora: ${config.publicUrl}/camp/${campId}`);
    expect(qrOf(mail).fields.AM).toBe('3500.00');
  });

  it('escape in HTML what was typed: a parent’s apostrophe, a title’s markup', async () => {
    // Names take no markup any more (common/src/validation/names.ts); titles, typed by staff, may.
    const { courseId, scheduleId } = await newCourse(5, 5);
    await database.dataSource.query('UPDATE course SET title = $2 WHERE id = $1', [courseId, 'Nová <b>"&"</b>']);
    const input = form({ scheduleId }, { parentLastName: "O'Nová" });
    await register(input);
    const mail = await smtp.waitForMailTo(input.email);
    const raw = mail.html as string;
    expect(raw).toContain('Nová &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;');
    expect(raw).not.toContain('<b>"&"</b>');
    expect(raw).toContain('O&#39;Nová');
    expect(mail.text).toContain('Nová <b>"&"</b>');
  });

  it('carry no line break or other control character from a name or a title (no injected lines)', async () => {
    // A parent's names with CR/LF, through the public form; a course title with control characters
    // straight in the database, as any stored text might hold them.
    const { courseId, scheduleId } = await newCourse(5, 5);
    await database.dataSource.query('UPDATE course SET title = $2 WHERE id = $1', [
      courseId,
      'Balet\r\nBcc: kopie@example.com\u0007\u2028Konec',
    ]);
    const input = form({ scheduleId }, { parentFirstName: 'Jana\r\nBcc', childFullName: 'Anna\nNováková\r' });
    const receipt = await register(input);
    const mail = await smtp.waitForMailTo(input.email);
    const lines = (mail.text as string).split('\n');
    expect(lines.filter((line) => /^\s*(Bcc|Konec)/.test(line))).toEqual([]);
    expect(lines).toContain('Dobrý den, Jana Bcc Nováková,');
    expect(lines).toContain('Dítě: Anna Nováková');
    expect(lines).toContain('Co: Balet Bcc: kopie@example.com Konec');
    expect(mail.subject).toBe('Potvrzení přihlášky: Balet Bcc: kopie@example.com Konec');
    expect(mail.bcc).toBeUndefined();
    for (const control of ['\r', '\u0007', '\u2028']) expect(mail.html).not.toContain(control);
    // The outbox records the sent subject after the server has the message: wait for the record.
    const [state] = await eventually(
      () => mailState(receipt.id),
      ([message]) => message?.status === 'sent',
    );
    expect(state!.subject).toBe(mail.subject);
  });

  it('never carry the note a visitor typed, in any e-mail of the registration', async () => {
    // The note is free text the public form takes from anyone for any address: echoed, it would
    // make the operator's e-mails relay it (issue 21). Staff read it in the back-office only.
    const { scheduleId } = await newCourse(1, 5);
    const note = 'Nezaplacená faktura – uhraďte na https://zlo.example/platba';
    const input = form({ scheduleId }, { note });
    const receipt = await register(input);
    const waiting = form({ scheduleId }, { note });
    await register(waiting);
    const mails = [await smtp.waitForMailTo(input.email), await smtp.waitForMailTo(waiting.email)];
    const { body } = await app.graphql(
      'query ($id: Int!) { registration(id: $id) { note } }',
      { id: receipt.id },
      admin,
    );
    expect(body.data).toEqual({ registration: { note } });
    for (const mail of mails) {
      expect(mail.subject).not.toContain('zlo.example');
      for (const part of [mail.text, mail.html as string]) {
        expect(part).not.toContain('zlo.example');
        expect(part).not.toContain('Nezaplacená');
      }
    }
  });

  it('tell the family when their child’s registration is sent again, with their own variable symbol and none of the sender’s text', async () => {
    const { scheduleId } = await newCourse(5, 5);
    const input = form({ scheduleId });
    const first = await register(input);
    await smtp.waitForMailTo(input.email);
    const again = await register({ ...input, note: 'Uhraďte na https://zlo.example' });
    expect(again.variableSymbol).not.toBe(first.variableSymbol);
    const mail = await smtp.waitFor((received) => /^Opakovaná přihláška: /.test(received.subject ?? ''));
    expect(mail.to).toMatchObject({ value: [{ address: input.email }] });
    const text = normalized(mail.text);
    expect(text).toContain(`Dobrý den, ${input.parentFirstName} ${input.parentLastName},`);
    expect(text).toContain('druhou přihlášku jsme nevytvořili a vaše přihláška platí beze změny');
    expect(text).toContain(`Dítě: ${input.childFullName}`);
    expect(text).toContain(`Variabilní symbol: ${first.variableSymbol}`);
    expect(text).not.toContain(again.variableSymbol);
    expect(`${mail.text}${mail.html}`).not.toContain('zlo.example');
    expect(mail.attachments).toEqual([]);
  });

  it('give up at once on an address the server refuses, and show why', async () => {
    const { scheduleId } = await newCourse(5, 5);
    const receipt = await register(form({ scheduleId }, { email: `${REFUSED_RECIPIENT}@example.com` }));
    const [state] = await eventually(
      () => mailState(receipt.id),
      ([message]) => message?.status === 'failed',
    );
    expect(state!.attempts).toBe(1);
    expect(state!.lastError).toMatch(/550|Mailbox unavailable/);
  });
});

describe('the kinds of e-mail (each declared by its domain)', () => {
  it('refuse a kind that no module declares when it is queued, writing nothing', async () => {
    const logger = memoryLogger();
    const outbox = new MailOutbox(
      database.dataSource,
      createMailTransport({ smtpUrl: smtp.url, from: config.mailFrom, dataDir: config.dataDir }, logger),
      new MailComposer(config.operator, config.publicUrl),
      logger,
      // Never started: nothing is delivered by this outbox.
      new JobRunner(database.dataSource, logger),
    );
    const { scheduleId } = await newCourse(5, 5);
    const { id } = await register(form({ scheduleId }));
    const count = async () =>
      (await database.dataSource.query('SELECT count(*)::int AS n FROM mail_message'))[0].n as number;
    const before = await count();
    const unknown = /Unknown mail kind "camp_paperwork": no module declares it/;
    await expect(
      database.dataSource.transaction((manager) => outbox.queue(manager, id, 'camp_paperwork')),
    ).rejects.toThrow(unknown);
    await expect(
      database.dataSource.transaction((manager) => outbox.queueMany(manager, [id], 'camp_paperwork')),
    ).rejects.toThrow(unknown);
    await expect(
      database.dataSource.transaction((manager) => outbox.queueTo(manager, 'camp_paperwork', 'x@example.com', {})),
    ).rejects.toThrow(unknown);
    expect(await count()).toBe(before);
    // A declared kind goes in without a migration listing it.
    await database.dataSource.transaction((manager) => outbox.queue(manager, id, MailKind.repeated));
    expect(await count()).toBe(before + 1);
    await outbox.stop();
  });

  it('fail a stored message of a kind no module declares any more at once, saying why', async () => {
    const { scheduleId } = await newCourse(5, 5);
    const { id } = await register(form({ scheduleId }));
    const [row] = await database.dataSource.query(
      `INSERT INTO mail_message (registration_id, kind, recipient) VALUES ($1, 'retired_kind', 'x@example.com') RETURNING id`,
      [id],
    );
    // Read from the table: the GraphQL enum cannot name a kind no module declares.
    const [message] = await eventually(
      () =>
        database.dataSource.query(
          'SELECT status, attempts, last_error AS "lastError" FROM mail_message WHERE id = $1',
          [row.id],
        ),
      ([found]) => found?.status === 'failed',
    );
    expect(message).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/Unknown mail kind "retired_kind"/),
    });
  });
});

describe('an SMTP outage', () => {
  it('leaves the registration intact and the e-mail queued with its error; it goes out once the server is back', async () => {
    const { scheduleId } = await newCourse(5, 5);
    await smtp.stop();
    const input = form({ scheduleId });
    const receipt = await register(input);
    expect(receipt.replacement).toBe(false);

    const [waiting] = await eventually(
      () => mailState(receipt.id),
      ([message]) => (message?.attempts ?? 0) >= 1 && message?.lastError !== null,
    );
    expect(waiting).toMatchObject({ kind: 'confirmation', status: 'pending', sentAt: null });
    const [row] = await database.dataSource.query(
      'SELECT r.cancelled_at, m.next_attempt_at > now() AS later FROM registration r JOIN mail_message m ON m.registration_id = r.id WHERE r.id = $1',
      [receipt.id],
    );
    expect(row).toEqual({ cancelled_at: null, later: true });

    await smtp.start();
    // The pause before the next attempt has passed; the periodic sweep picks it up.
    await database.dataSource.query('UPDATE mail_message SET next_attempt_at = now() WHERE id = $1', [waiting!.id]);
    const mail = await smtp.waitForMailTo(input.email);
    expect(mail.subject).toMatch(/^Potvrzení přihlášky/);
    const [sent] = await eventually(
      () => mailState(receipt.id),
      ([message]) => message?.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
  });

  it('lets an administrator send a failed e-mail again at once', async () => {
    const { scheduleId } = await newCourse(5, 5);
    const input = form({ scheduleId });
    const receipt = await register(input);
    await smtp.waitForMailTo(input.email);
    const [message] = await eventually(
      () => mailState(receipt.id),
      ([entry]) => entry?.status === 'sent',
    );
    const retry = 'mutation ($id: Int!) { retryMail(id: $id) { id status attempts } }';
    const refused = await app.graphql(retry, { id: message!.id }, admin);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await database.dataSource.query(`UPDATE mail_message SET status = 'failed' WHERE id = $1`, [message!.id]);
    const before = smtp.received.length;
    const { body } = await app.graphql<{ retryMail: { status: string; attempts: number } }>(
      retry,
      { id: message!.id },
      admin,
    );
    expect(body.data?.retryMail).toEqual({ id: message!.id, status: 'sent', attempts: 2 });
    expect(smtp.received.length).toBe(before + 1);
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file to DATA_DIR/outbox and logs it', async () => {
    const logger = memoryLogger();
    const transport = createMailTransport({ smtpUrl: null, from: config.mailFrom, dataDir: config.dataDir }, logger);
    await transport.send(
      { to: 'rodic@example.com', subject: 'Potvrzení přihlášky: Balet', text: 'Dobrý den', html: '<p>Dobrý den</p>' },
      '1-confirmation',
    );
    transport.close();
    const files = await readdir(outboxDir(config.dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-1-confirmation\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(outboxDir(config.dataDir), files[0]!)));
    expect(parsed.subject).toBe('Potvrzení přihlášky: Balet');
    expect(parsed.text?.trim()).toBe('Dobrý den');
    // Stable from the name, so a copy sent again is recognisably the same e-mail.
    expect(parsed.messageId).toBe(`<1-confirmation@${config.mailFrom.replace(/^.*@|>$/g, '')}>`);
    expect(logger.lines.join('\n')).toContain(files[0]);
  });
});
