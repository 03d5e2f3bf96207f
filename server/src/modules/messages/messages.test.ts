// Messages to families over real HTTP, a real database and a real SMTP server (issue 43): the
// audience rules (siblings once, no replacement unless asked, never a cancelled registration, no
// other slot), the count before sending, one e-mail per family address with the children named
// together, the opt-out of informational messages, a lector refused outside their own slots at both
// doors, and the delivery counted after a mail server's refusal.
import type { ParsedMail } from 'mailparser';
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
import { REFUSED_RECIPIENT, startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { type RestClient, restClient } from '../../test/rest';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let slot: number;
let otherSlot: number;
let courseId: number;
let campId: number;
const ids: Record<string, number> = {};

const OPERATOR_EMAIL = 'kancelar@slunecnice.example.cz';
const unique = Math.random().toString(36).slice(2, 8);
const address = (name: string) => `${name}-${unique}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kurzy.example.cz', OPERATOR_EMAIL });
  app = await startTestApp(database, config);
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  const lectorName = `lektor-${unique}`;
  lector = await staffHeaders(app, database, 'lector', lectorName);
  const [{ id: lectorId }] = await database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [lectorName]);
  const branch = await insertBranch(database);
  courseId = await insertCourse(database, { title: 'Keramika' });
  slot = await insertSchedule(database, { course_id: courseId, branch_id: branch, lector_id: lectorId });
  otherSlot = await insertSchedule(database, { course_id: courseId, branch_id: branch, day_of_week: 3 });
  campId = await insertCamp(database, { lector_id: lectorId });
  const family = (name: string, values: Record<string, unknown>) =>
    insertRegistration(database, {
      schedule_id: slot,
      parent_first_name: 'Petra',
      parent_last_name: 'Dvořáková',
      ...values,
    }).then((id) => (ids[name] = id));
  // Two siblings of one family (the address written differently), a replacement, a cancelled
  // registration, a child of another slot of the same course, and one more family.
  await family('anna', { email: address('dvorakovi'), child_full_name: 'Anna Dvořáková' });
  await family('ben', { email: ` ${address('DVORAKOVI')}`, child_full_name: 'Benedikt Dvořák' });
  await family('nahradnik', { email: address('nahradnik'), child_full_name: 'Cyril Náhradník', replacement: true });
  await family('zruseny', {
    email: address('zruseny'),
    child_full_name: 'Dana Zrušená',
    cancelled_at: new Date().toISOString(),
  });
  await family('jiny', { email: address('jiny'), child_full_name: 'Emil Jiný', schedule_id: otherSlot });
  await family('emma', {
    email: address('emma'),
    child_full_name: 'Emma Svobodová',
    parent_first_name: 'Jan',
    parent_last_name: 'Svoboda',
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await smtp?.stop();
});

const preview = (body: unknown, headers = admin) => api('POST', '/messages/preview', { body, headers });
const send = (body: unknown, headers = admin) => api('POST', '/messages', { body, headers });
const message = (audience: unknown, overrides: Record<string, unknown> = {}) => ({
  audience,
  kind: 'operational',
  subject: 'Zítra v malé tělocvičně',
  text: 'Zítřejší lekce bude v malé tělocvičně.\n\nVchod je ze dvora.',
  ...overrides,
});
const to = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((entry) => entry?.value ?? [])
    .map((entry) => entry.address?.toLowerCase());
const mailsWith = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

/** Waits for the delivery of a message to settle (nothing queued), as staff would reload its page. */
async function settled(id: number, headers = admin) {
  for (let round = 0; ; round += 1) {
    const { status, body } = await api('GET', `/messages/${id}`, { headers });
    expect(status).toBe(200);
    if (body.queued === 0 || round > 200) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('counts the families of a slot: siblings once, no replacement unless asked, never cancelled, no other slot', async () => {
  const slotOnly = await preview({ audience: { scheduleId: slot }, kind: 'operational' });
  expect(slotOnly).toMatchObject({ status: 200, body: { recipients: 2, emails: 2, optedOut: 0, children: 3 } });
  const withReplacements = await preview({
    audience: { scheduleId: slot },
    includeReplacements: true,
    kind: 'operational',
  });
  expect(withReplacements.body).toMatchObject({ recipients: 3, emails: 3, children: 4 });
  const course = await preview({ audience: { courseId }, kind: 'operational' });
  expect(course.body).toMatchObject({ recipients: 3, emails: 3, children: 4 });
  const chosen = await preview({
    audience: { registrationIds: [ids.anna, ids.zruseny, ids.jiny] },
    kind: 'operational',
  });
  expect(chosen.body).toMatchObject({ recipients: 2, children: 2 });

  // GraphQL answers the same count.
  const graphql = await app.graphql<{ messagePreview: { recipients: number; emails: number } }>(
    'query ($input: MessagePreviewInput!) { messagePreview(input: $input) { recipients emails } }',
    { input: { audience: { scheduleId: slot }, kind: 'operational' } },
    admin,
  );
  expect(graphql.body.data?.messagePreview).toEqual({ recipients: 2, emails: 2 });

  // Exactly one audience; unknown ones are not found.
  const two = await preview({ audience: { scheduleId: slot, campId }, kind: 'operational' });
  expect(two).toMatchObject({ status: 400, body: { code: 'REQUEST_INVALID_INPUT' } });
  expect(Object.keys(two.body.errors)).toContain('audience');
  const missing = await preview({ audience: { scheduleId: 999999 }, kind: 'operational' });
  expect(missing).toMatchObject({ status: 404, body: { code: 'MESSAGE_AUDIENCE_NOT_FOUND' } });
});

it('sends one e-mail per family address: the children together, the parent greeted, the text, the family page last', async () => {
  const sent = await send(message({ scheduleId: slot }));
  expect(sent).toMatchObject({ status: 202, body: { recipients: 2 } });
  const detail = await settled(sent.body.id);
  expect(detail).toMatchObject({ recipients: 2, sent: 2, failed: 0, queued: 0, kind: 'operational' });
  expect(detail.audience).toContain('Keramika');

  const mails = mailsWith('Zítra v malé tělocvičně');
  expect(mails.map(to).flat().sort()).toEqual([address('dvorakovi'), address('emma')]);
  const siblings = mails.find((mail) => to(mail).includes(address('dvorakovi')))!;
  expect(siblings.text).toContain('Dobrý den, Petra Dvořáková,');
  expect(siblings.text).toContain('Zpráva se týká dětí: Anna Dvořáková, Benedikt Dvořák.');
  expect(siblings.text).toContain('Zítřejší lekce bude v malé tělocvičně.\n\nVchod je ze dvora.');
  expect(siblings.text).not.toContain('Odhlásit');
  const lines = siblings.text!.trim().split('\n');
  const pageLine = lines.findIndex((line) => line.startsWith('Moje přihlášky'));
  expect(lines[pageLine]).toMatch(/https:\/\/kurzy\.example\.cz\/moje-prihlasky\/\S+$/);
  expect(lines.slice(pageLine + 1).join('\n')).not.toContain('Zítřejší');
  expect(siblings.replyTo?.value[0]?.address).toBe(OPERATOR_EMAIL);
  expect(siblings.html).toBeTruthy();
  expect(siblings.html).not.toMatch(/<img/i);
  expect(siblings.attachments).toHaveLength(0);
});

it('leaves out the families who opted out of informational messages, and still sends them provozní ones', async () => {
  const token = await insertParentLink(database, address('emma'));
  const out = await api('POST', '/parents/messages/informational', { body: { token, receive: false } });
  expect(out).toMatchObject({ status: 200, body: { informational: false } });
  // The operational message sent before is on the family's page.
  expect(out.body.messages.map((item: { subject: string }) => item.subject)).toContain('Zítra v malé tělocvičně');

  const counted = await preview({ audience: { scheduleId: slot }, kind: 'informational' });
  expect(counted.body).toMatchObject({ recipients: 2, emails: 1, optedOut: 1 });
  const news = await send(
    message({ scheduleId: slot }, { kind: 'informational', subject: 'Novinka: keramika o prázdninách' }),
  );
  expect(news).toMatchObject({ status: 202, body: { recipients: 1 } });
  await settled(news.body.id);
  const informational = mailsWith('Novinka: keramika o prázdninách');
  expect(informational.map(to).flat()).toEqual([address('dvorakovi')]);
  expect(informational[0]!.text).toMatch(
    /Odhlásit informační zprávy: https:\/\/kurzy\.example\.cz\/moje-prihlasky\/\S+#zpravy/,
  );

  const operational = await send(message({ scheduleId: slot }, { subject: 'Bazén je zavřený' }));
  expect(operational.body.recipients).toBe(2);
  await settled(operational.body.id);
  expect(mailsWith('Bazén je zavřený').map(to).flat().sort()).toEqual([address('dvorakovi'), address('emma')]);

  // Nobody left: refused, and nothing is recorded.
  const [{ before }] = await database.dataSource.query('SELECT count(*)::int AS before FROM family_message');
  const nobody = await send(message({ registrationIds: [ids.emma] }, { kind: 'informational' }));
  expect(nobody).toMatchObject({ status: 409, body: { code: 'MESSAGE_NO_RECIPIENTS' } });
  const [{ after }] = await database.dataSource.query('SELECT count(*)::int AS after FROM family_message');
  expect(after).toBe(before);

  // Back in, through GraphQL.
  const back = await app.graphql<{ setInformationalMessages: { informational: boolean } }>(
    'mutation ($token: String!) { setInformationalMessages(token: $token, receive: true) { informational } }',
    { token },
  );
  expect(back.body.data?.setInformationalMessages.informational).toBe(true);
  expect((await preview({ audience: { scheduleId: slot }, kind: 'informational' })).body.emails).toBe(2);
});

it('lets a lector write provozní messages to their own slots and camps only, at both doors', async () => {
  const own = await send(message({ scheduleId: slot }, { subject: 'Od lektorky' }), lector);
  expect(own).toMatchObject({ status: 202, body: { recipients: 2 } });
  expect((await preview({ audience: { campId }, kind: 'operational' }, lector)).status).toBe(200);

  const refused = [
    { audience: { scheduleId: otherSlot }, kind: 'operational' },
    { audience: { courseId }, kind: 'operational' },
    { audience: { registrationIds: [ids.anna, ids.jiny] }, kind: 'operational' },
    { audience: { scheduleId: 999999 }, kind: 'operational' },
  ];
  for (const body of refused) {
    for (const call of [preview, send]) {
      const answer = await call({ ...message(body.audience), ...body }, lector);
      expect({ body, answer: [answer.status, answer.body.code] }).toEqual({
        body,
        answer: [403, 'MESSAGE_AUDIENCE_FORBIDDEN'],
      });
    }
    const graphql = await app.graphql(
      'mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }',
      { input: message(body.audience) },
      lector,
    );
    expect(graphql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      domainCode: 'MESSAGE_AUDIENCE_FORBIDDEN',
    });
  }
  const informational = await send(message({ scheduleId: slot }, { kind: 'informational' }), lector);
  expect(informational).toMatchObject({ status: 403, body: { code: 'MESSAGE_INFORMATIONAL_FOR_ADMINS' } });
  const anonymous = await send(message({ scheduleId: slot }), {});
  expect(anonymous.status).toBe(401);

  // A lector reads the messages they sent; another's is not found.
  const listed = await api('GET', '/messages', { headers: lector });
  expect(listed.body.items.map((item: { subject: string }) => item.subject)).toEqual(['Od lektorky']);
  const adminsOwn = await api('GET', '/messages', { headers: admin });
  const adminMessage = adminsOwn.body.items.find((item: { subject: string }) => item.subject !== 'Od lektorky');
  expect((await api('GET', `/messages/${adminMessage.id}`, { headers: lector })).status).toBe(404);
  const graphqlRead = await app.graphql(
    'query ($id: Int!) { message(id: $id) { id } }',
    { id: adminMessage.id },
    lector,
  );
  expect(graphqlRead.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

it('counts the delivery after the mail server refuses an address, with the reason', async () => {
  const refusedEmail = `${REFUSED_RECIPIENT}-${unique}@example.com`;
  const refusedFamily = await insertRegistration(database, { schedule_id: slot, email: refusedEmail });
  const sent = await send(message({ registrationIds: [refusedFamily, ids.emma] }, { subject: 'Doručenky' }));
  expect(sent).toMatchObject({ status: 202, body: { recipients: 2 } });
  const detail = await settled(sent.body.id);
  expect(detail).toMatchObject({ recipients: 2, sent: 1, failed: 1, queued: 0, skipped: 0 });
  const failed = detail.deliveries.find((delivery: { address: string }) => delivery.address === refusedEmail);
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatch(/550|Mailbox unavailable/);
  const page = await api('GET', '/messages?limit=1', { headers: admin });
  expect(page.body.items[0]).toMatchObject({ id: sent.body.id, sent: 1, failed: 1, recipients: 2 });
  expect(page.body.pagination).toMatchObject({ page: 1, limit: 1 });
});

it('tells a cancelled lesson’s families as a provozní message: listed in Zprávy, on the family’s page, one e-mail per family', async () => {
  const branch = await insertBranch(database);
  const course = await insertCourse(database, { title: 'Šachy', start_date: '2027-03-01', end_date: '2027-06-30' });
  const chess = await insertSchedule(database, { course_id: course, branch_id: branch });
  const sibling = (child: string, email: string) =>
    insertRegistration(database, {
      schedule_id: chess,
      email,
      child_full_name: child,
      parent_first_name: 'Petra',
      parent_last_name: 'Dvořáková',
    });
  await sibling('Anna Dvořáková', address('sachy-dvorakovi'));
  await sibling('Benedikt Dvořák', address('sachy-dvorakovi'));
  await insertRegistration(database, { schedule_id: chess, email: address('sachy-nahradnik'), replacement: true });
  await insertRegistration(database, { schedule_id: chess, email: address('sachy-svobodovi') });

  const lessonId = `s${chess}-2027-04-05`;
  const cancelled = await api('POST', `/attendance/lessons/${lessonId}/cancel`, {
    body: { reason: 'Nemoc lektorky' },
    headers: admin,
  });
  expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });

  const subject = 'Zrušená lekce: Šachy 05.04.2027';
  const listed = await api('GET', '/messages', { headers: admin });
  const item = listed.body.items.find((entry: { subject: string }) => entry.subject === subject);
  expect(item).toMatchObject({ kind: 'operational', recipients: 2 });
  expect(item.audience).toContain('Šachy');
  expect(item.audience).toContain('lekce 05.04.2027');
  const detail = await settled(item.id);
  expect(detail).toMatchObject({ recipients: 2, sent: 2, failed: 0, queued: 0 });
  expect(detail.text).toContain('Lekce kroužku „Šachy“ 05.04.2027 v 16:00 se nekoná.');
  expect(detail.text).toContain('Důvod: Nemoc lektorky');

  // One e-mail per family address: the siblings together, the replacement left out.
  const mails = mailsWith(subject);
  expect(mails.map(to).flat().sort()).toEqual([address('sachy-dvorakovi'), address('sachy-svobodovi')]);
  const siblings = mails.find((mail) => to(mail).includes(address('sachy-dvorakovi')))!;
  expect(siblings.text).toContain('Zpráva se týká dětí: Anna Dvořáková, Benedikt Dvořák.');
  expect(siblings.text).toContain('Důvod: Nemoc lektorky');
  expect(siblings.replyTo?.value[0]?.address).toBe(OPERATOR_EMAIL);

  // The family's page lists it.
  const token = await insertParentLink(database, address('sachy-dvorakovi'));
  const page = await api('POST', '/parents/messages', { body: { token } });
  expect(page.status).toBe(200);
  expect(page.body.messages[0]).toMatchObject({ subject, kind: 'operational' });

  // Moving another lesson and undoing the cancellation are told the same way; the old kind is not queued.
  await api('POST', `/attendance/lessons/s${chess}-2027-04-12/move`, {
    body: { date: '2027-04-14', from: '17:00', to: '17:45' },
    headers: admin,
  }).then(({ status }) => expect(status).toBe(200));
  await api('POST', `/attendance/lessons/${lessonId}/restore`, { headers: admin }).then(({ status }) =>
    expect(status).toBe(200),
  );
  const after = await api('GET', '/messages?limit=2', { headers: admin });
  expect(
    after.body.items.map((entry: { subject: string; recipients: number }) => [entry.subject, entry.recipients]),
  ).toEqual([
    ['Lekce se koná: Šachy 05.04.2027', 2],
    ['Přesunutá lekce: Šachy 12.04.2027', 2],
  ]);
  const moved = await settled(after.body.items[1].id);
  expect(moved.text).toContain(
    'Lekce kroužku „Šachy“, plánovaná na 12.04.2027 v 16:00, se přesouvá na 14.04.2027 v 17:00–17:45.',
  );
  const [{ old }] = await database.dataSource.query(
    "SELECT count(*)::int AS old FROM mail_message WHERE kind = 'lesson_changed'",
  );
  expect(old).toBe(0);
});
