// SMS of messages to families (issue 43) over real HTTP, a real database and the fake BulkGate shipped
// in the repo: the segments counted before sending (Czech diacritics make UCS-2, "bez diakritiky"
// GSM-7), one SMS per family phone normalised to 420…, provozní only, the provider's refusal recorded
// as failed with why, a provider that is down tried again, the family's page listing what it got, and
// the application token never in a log line or an answer.
import { testConfig, memoryLogger } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertParentLink, insertRegistration, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { type RestClient, restClient } from '../../test/rest';
import { FAKE_BULKGATE_INVALID_SUFFIX, type FakeBulkGate, startFakeBulkGate } from './messages.fake-bulkgate';

let database: TestDatabase;
let smtp: TestSmtpServer;
let fake: FakeBulkGate;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let slot: number;
const log = memoryLogger();
const unique = Math.random().toString(36).slice(2, 8);
const email = (name: string) => `${name}-${unique}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  fake = await startFakeBulkGate();
  database = await createTestDatabase();
  const config = await testConfig({
    SMTP_URL: smtp.url,
    OPERATOR_NAME: 'Slunecnice',
    BULKGATE_APPLICATION_ID: fake.applicationId,
    BULKGATE_APPLICATION_TOKEN: fake.applicationToken,
    BULKGATE_URL: fake.url,
  });
  app = await startTestApp(database, config, { logger: log });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  const course = await insertCourse(database, { title: 'Plavání' });
  slot = await insertSchedule(database, { course_id: course, branch_id: await insertBranch(database) });
  const family = (values: Record<string, unknown>) => insertRegistration(database, { schedule_id: slot, ...values });
  // Siblings with one phone written two ways, another family, a replacement and a cancelled one.
  await family({ email: email('novakovi'), phone: '+420777111222', child_full_name: 'Ema Nováková' });
  await family({ email: email('novakovi'), phone: '777 111 222', child_full_name: 'Jan Novák' });
  await family({ email: email('svobodovi'), phone: '+420 608 333 444', child_full_name: 'Petr Svoboda' });
  await family({ email: email('nahradnik'), phone: '+420 602 555 666', replacement: true });
  await family({ email: email('zruseny'), phone: '+420 602 777 888', cancelled_at: new Date().toISOString() });
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
  await database?.drop();
  await smtp?.stop();
  // Whatever happened, the token was never written to a log line.
  expect(log.lines.join('\n')).not.toContain(fake.applicationToken);
});

const preview = (body: unknown) => api('POST', '/messages/preview', { body, headers: admin });
const send = (body: unknown) => api('POST', '/messages', { body, headers: admin });
const smsMessage = (overrides: Record<string, unknown> = {}) => ({
  audience: { scheduleId: slot },
  kind: 'operational',
  channels: ['email', 'sms'],
  subject: 'Bazén je zavřený',
  text: 'Zítra je bazén zavřený, lekce odpadá.',
  ...overrides,
});

async function settled(id: number) {
  for (let round = 0; ; round += 1) {
    const { status, body } = await api('GET', `/messages/${id}`, { headers: admin });
    expect(status).toBe(200);
    if (body.queued === 0 || round > 200) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('counts the SMS and their segments before sending: diacritics make UCS-2, "bez diakritiky" GSM-7', async () => {
  const plain = await preview({ ...smsMessage({ text: 'Zitra je bazen zavreny.' }) });
  expect(plain).toMatchObject({
    status: 200,
    body: { recipients: 2, emails: 2, sms: 2, smsSegments: 1, smsUnicode: false, smsAvailable: true },
  });
  // "Slunecnice: " (12) and 60 Czech characters: 72 > 70, two parts.
  const czech = await preview(smsMessage({ text: 'ž'.repeat(60) }));
  expect(czech.body).toMatchObject({ sms: 2, smsSegments: 2, smsUnicode: true });
  const stripped = await preview(smsMessage({ text: 'ž'.repeat(60), smsWithoutDiacritics: true }));
  expect(stripped.body).toMatchObject({ smsSegments: 1, smsUnicode: false });
  // With the replacements, their family's phone too; the cancelled one never.
  const replacements = await preview(smsMessage({ includeReplacements: true }));
  expect(replacements.body.sms).toBe(3);
  // E-mail only: no SMS counted.
  const emailOnly = await preview({ audience: { scheduleId: slot }, kind: 'operational' });
  expect(emailOnly.body).toMatchObject({ sms: 0, smsSegments: null, smsAvailable: true });
});

it('sends one SMS per family phone, normalised to 420…, through the provider, and counts it delivered', async () => {
  const before = fake.sent.length;
  const sent = await send(smsMessage());
  expect(sent).toMatchObject({ status: 202, body: { recipients: 2, sms: 2 } });
  const detail = await settled(sent.body.id);
  expect(detail).toMatchObject({ recipients: 2, sms: 2, sent: 4, failed: 0, queued: 0 });
  expect(detail.smsText).toBe('Slunecnice: Zítra je bazén zavřený, lekce odpadá.');
  expect(detail.smsSegments).toBe(1);
  const taken = fake.sent.slice(before);
  expect(taken.map((sms) => sms.number).sort()).toEqual(['420608333444', '420777111222']);
  expect(taken.every((sms) => sms.text === detail.smsText && sms.unicode)).toBe(true);
  const smsDeliveries = detail.deliveries.filter((delivery: { channel: string }) => delivery.channel === 'sms');
  expect(smsDeliveries).toEqual([
    expect.objectContaining({ address: '420608333444', status: 'sent', children: ['Petr Svoboda'] }),
    expect.objectContaining({ address: '420777111222', status: 'sent', children: ['Ema Nováková', 'Jan Novák'] }),
  ]);
  // Nothing of the token in an answer.
  expect(JSON.stringify(detail)).not.toContain(fake.applicationToken);

  // "bez diakritiky": the SMS goes GSM-7, the e-mail keeps its text.
  const plain = await send(smsMessage({ subject: 'Bez diakritiky', smsWithoutDiacritics: true }));
  const plainDetail = await settled(plain.body.id);
  expect(plainDetail.smsText).toBe('Slunecnice: Zitra je bazen zavreny, lekce odpada.');
  expect(plainDetail.text).toBe('Zítra je bazén zavřený, lekce odpadá.');
  expect(fake.sent.at(-1)).toMatchObject({ unicode: false, text: plainDetail.smsText });
});

it('records the provider’s refusal as failed with why, and tries again when the provider is down', async () => {
  const refused = await insertRegistration(database, {
    schedule_id: slot,
    email: email('spatne-cislo'),
    phone: `+420 777 ${FAKE_BULKGATE_INVALID_SUFFIX.slice(0, 3)} ${FAKE_BULKGATE_INVALID_SUFFIX.slice(3)}`,
  });
  const sent = await send(smsMessage({ audience: { registrationIds: [refused] }, channels: ['sms'] }));
  expect(sent).toMatchObject({ status: 202, body: { recipients: 0, sms: 1 } });
  const detail = await settled(sent.body.id);
  expect(detail).toMatchObject({ sms: 1, sent: 0, failed: 1, queued: 0 });
  expect(detail.deliveries).toEqual([
    expect.objectContaining({ channel: 'sms', address: '420777000000', status: 'failed' }),
  ]);
  expect(detail.deliveries[0].error).toMatch(/HTTP 400 invalid_phone_number: Invalid phone number/);

  // BulkGate down: the SMS waits with the reason, and goes on the next attempt.
  fake.failNext(503);
  const before = fake.sent.length;
  const later = await send(smsMessage({ channels: ['sms'], subject: 'Výpadek' }));
  for (let round = 0; round < 200; round += 1) {
    const [row] = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failed FROM family_message_recipient WHERE message_id = $1`,
      [later.body.id],
    );
    if (row.failed > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waiting = (await api('GET', `/messages/${later.body.id}`, { headers: admin })).body;
  const retried = waiting.deliveries.find((delivery: { error: string | null }) => delivery.error);
  expect(retried).toMatchObject({ status: 'queued', error: 'BulkGate: HTTP 503' });
  // The pause is the outbox's (a minute, then growing): moved instead of waited for.
  await database.dataSource.query(
    `UPDATE family_message_recipient SET next_attempt_at = now() WHERE message_id = $1 AND status = 'pending'`,
    [later.body.id],
  );
  const done = await settled(later.body.id);
  // The slot's two families, and the number the provider refuses (it joined the slot above).
  expect(done).toMatchObject({ sms: 3, sent: 2, failed: 1 });
  expect(fake.sent.length - before).toBe(2);
});

it('sends SMS with provozní messages only, and lists the SMS on the family’s page', async () => {
  const informational = await preview(smsMessage({ kind: 'informational' }));
  expect(informational).toMatchObject({ status: 400, body: { code: 'MESSAGE_SMS_OPERATIONAL_ONLY' } });
  expect(Object.keys(informational.body.errors)).toEqual(['channels']);
  const graphql = await app.graphql(
    'mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }',
    { input: smsMessage({ kind: 'informational' }) },
    admin,
  );
  expect(graphql.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'MESSAGE_SMS_OPERATIONAL_ONLY' });

  const only = await send(smsMessage({ channels: ['sms'], subject: 'Jen SMS' }));
  await settled(only.body.id);
  const token = await insertParentLink(database, email('svobodovi'));
  const page = await api('POST', '/parents/messages', { body: { token } });
  expect(page.status).toBe(200);
  const subjects = page.body.messages.map((item: { subject: string }) => item.subject);
  expect(subjects[0]).toBe('Jen SMS');
  expect(subjects).toContain('Bazén je zavřený');
});
