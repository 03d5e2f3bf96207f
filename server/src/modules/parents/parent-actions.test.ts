// What a parent does on their own page, over real HTTP (issue 25, items 3 and 7): cancelling a place
// that holds no money (the place is offered to the next replacement and both parents are e-mailed), asking staff
// to cancel a paid one, correcting the phone, moving to a new e-mail address only once that mailbox
// confirms it; and staff's side: the requests list with its handling, and the page's activity.
import { PARENT_EMAIL_CHANGE_PATH, PARENT_PAGE_PATH } from '@kurzy/common';
import type { ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertParentLink, insertRegistration, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { inLetters } from '../../test/names';
import { EndMovedParentLinks1795800000395 } from '../../migrations/1795800000395-EndMovedParentLinks';
import { restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let api: RestClient;
let branchId: number;
let admin: Record<string, string>;
let lector: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config);
  api = restClient(app);
  branchId = await insertBranch(database, { title: 'Pobočka Brno-střed' });
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});

let counter = 0;
const unique = () => `rodina.${inLetters((counter += 1))}@example.com`;

const form = (scheduleId: number, email: string, child: string) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email,
  phone: '+420 777 123 456',
  childFullName: child,
  childBornYear: `${new Date().getFullYear() - 5}-01-15`,
  personalDataConsent: true,
  type: 'course',
  scheduleId,
});

async function register(input: ReturnType<typeof form>) {
  const { body } = await app.graphql<{ register: { id: number; replacement: boolean } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }',
    { input },
    { 'x-forwarded-for': `192.0.2.${(counter % 200) + 1}` },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.register;
}

async function slot(capacity = 1) {
  const courseId = await insertCourse(database, { capacity, max_capacity: 5, title: `Kroužek ${inLetters(counter)}` });
  return insertSchedule(database, { course_id: courseId, branch_id: branchId });
}

const PAGE = `query ($token: String!) {
  parentPage(token: $token) { email phone erasureRequested registrations { id state pendingRequests } }
}`;
type Page = {
  email: string;
  phone: string | null;
  erasureRequested: boolean;
  registrations: { id: number; state: string; pendingRequests: string[] }[];
};
const page = async (token: string) => {
  const { body } = await app.graphql<{ parentPage: Page }>(PAGE, { token });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
};

const REQUESTS = `query ($state: ParentRequestState) {
  parentRequests(state: $state) {
    open pagination { total }
    items { id type state email reason employer { name companyId address } registrationId childFullName
            paymentState receivedHaler handledByName handlingNote }
  }
}`;

/** The token of the e-mail-change confirmation link in a message. */
function confirmationIn(text: string | false | undefined): string {
  const found = new RegExp(`https://kurzy\\.example\\.cz${PARENT_EMAIL_CHANGE_PATH}([A-Za-z0-9_%-]+)`).exec(text || '');
  if (!found) throw new Error(`No confirmation link in: ${text}`);
  return found[1]!;
}

/** The token of the personal link in a message. */
function tokenIn(text: string | false | undefined): string {
  const found = new RegExp(`https://kurzy\\.example\\.cz${PARENT_PAGE_PATH}([A-Za-z0-9_-]+)`).exec(text || '');
  if (!found) throw new Error(`No personal link in: ${text}`);
  return found[1]!;
}

const ACTIVITY = `query ($id: Int!) { parentActivity(registrationId: $id) { type registrationId from to requestType requestState actorName } }`;

describe('cancelling from the page', () => {
  it('cancels a place that holds no money: the place is offered to the next replacement and both parents are e-mailed', async () => {
    const scheduleId = await slot(1);
    const family = unique();
    const waiting = unique();
    const mine = await register(form(scheduleId, family, 'Ema Malá'));
    const next = await register(form(scheduleId, waiting, 'Olga Velká'));
    expect([mine.replacement, next.replacement]).toEqual([false, true]);
    await smtp.waitForMailTo(family);
    await smtp.waitForMailTo(waiting);
    const token = await insertParentLink(database, family);

    const { body } = await app.graphql(
      'mutation ($token: String!, $id: Int!) { cancelByParent(token: $token, registrationId: $id) }',
      { token, id: mine.id },
    );
    expect(body.errors).toBeUndefined();
    expect((await page(token)).data!.parentPage.registrations).toEqual([
      { id: mine.id, state: 'cancelled', pendingRequests: [] },
    ]);
    const [offered] = await database.dataSource.query(
      'SELECT replacement, held_until > now() AS held FROM registration WHERE id = $1',
      [next.id],
    );
    expect(offered).toEqual({ replacement: true, held: true });
    const to = (address: string, subject: RegExp) => (mail: ParsedMail) =>
      JSON.stringify(mail.to).toLowerCase().includes(address) && subject.test(mail.subject ?? '');
    expect((await smtp.waitFor(to(family, /zrušen/i))).text).toContain('Ema Malá');
    expect((await smtp.waitFor(to(waiting, /místo/i))).text).toContain('Olga Velká');

    // Twice is no error, and cancels nothing more.
    expect((await api('POST', '/parents/cancel', { body: { token, registrationId: mine.id } })).status).toBe(200);
    const activity = await app.graphql<{ parentActivity: { type: string }[] }>(ACTIVITY, { id: mine.id }, admin);
    expect(activity.body.data!.parentActivity.filter((entry) => entry.type === 'cancelled')).toHaveLength(1);
  });

  it('refuses a paid place (PARENT_CANCEL_PAID) and sends staff the request with the reason instead, once', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const id = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: family,
      child_full_name: 'Petr Zaplacený',
      payment_state: 'paid',
      due_haler: 150_000,
    });
    const token = await insertParentLink(database, family);
    const refused = await api('POST', '/parents/cancel', { body: { token, registrationId: id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PARENT_CANCEL_PAID' });
    const [kept] = await database.dataSource.query('SELECT cancelled_at FROM registration WHERE id = $1', [id]);
    expect(kept.cancelled_at).toBeNull();

    // The reason is required, and the message names the field.
    const empty = await api('POST', '/parents/requests/paid-cancellation', {
      body: { token, registrationId: id, reason: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { reason: 'Toto pole je povinné' } });

    const asked = await app.graphql(
      'mutation ($token: String!, $id: Int!, $reason: String!) { requestPaidCancellation(token: $token, registrationId: $id, reason: $reason) }',
      { token, id, reason: 'Stěhujeme se do Ostravy.' },
    );
    expect(asked.body.errors).toBeUndefined();
    const again = await api('POST', '/parents/requests/paid-cancellation', {
      body: { token, registrationId: id, reason: 'Znovu' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PARENT_REQUEST_PENDING' });
    expect((await page(token)).data!.parentPage.registrations[0]!.pendingRequests).toEqual(['paid_cancellation']);

    const listed = await app.graphql<{ parentRequests: { open: number; items: Record<string, unknown>[] } }>(
      REQUESTS,
      { state: 'open' },
      admin,
    );
    const request = listed.body.data!.parentRequests.items.find((item) => item.registrationId === id);
    expect(request).toMatchObject({
      type: 'paid_cancellation',
      state: 'open',
      email: family,
      reason: 'Stěhujeme se do Ostravy.',
      childFullName: 'Petr Zaplacený',
      paymentState: 'paid',
      receivedHaler: 150_000,
    });

    // Lectors see no requests, at either door.
    expect((await app.graphql(REQUESTS, {}, lector)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('GET', '/parent-requests', { headers: lector })).status).toBe(403);

    const handled = await api('POST', `/parent-requests/${String(request!.id)}/handle`, {
      body: { state: 'done', note: 'Vráceno 1 500 Kč převodem.' },
      headers: admin,
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ state: 'done', handlingNote: 'Vráceno 1 500 Kč převodem.' });
    const twice = await api('POST', `/parent-requests/${String(request!.id)}/handle`, {
      body: { state: 'rejected' },
      headers: admin,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'PARENT_REQUEST_HANDLED' });
    expect((await page(token)).data!.parentPage.registrations[0]!.pendingRequests).toEqual([]);

    const activity = await app.graphql<{ parentActivity: { type: string; requestState: string | null }[] }>(
      ACTIVITY,
      { id },
      admin,
    );
    expect(activity.body.data!.parentActivity.map((entry) => [entry.type, entry.requestState])).toEqual(
      expect.arrayContaining([
        ['request_handled', 'done'],
        ['request_created', null],
      ]),
    );
  });

  it('answers another family’s registration and an altered link like an unknown link, changing nothing', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const stranger = unique();
    await insertRegistration(database, { schedule_id: scheduleId, email: family });
    const theirs = await insertRegistration(database, { schedule_id: scheduleId, email: stranger });
    const token = await insertParentLink(database, family);
    for (const [used, id] of [
      [token, theirs],
      [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, theirs],
      [token, 2 ** 40],
    ] as const) {
      const answer = await api('POST', '/parents/cancel', { body: { token: used, registrationId: id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'PARENT_LINK_INVALID' });
    }
    const [kept] = await database.dataSource.query('SELECT cancelled_at FROM registration WHERE id = $1', [theirs]);
    expect(kept.cancelled_at).toBeNull();
  });
});

describe('contact corrections', () => {
  it('corrects the phone of every registration of the family, recorded for staff', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const first = await insertRegistration(database, { schedule_id: scheduleId, email: family, phone: '777 000 111' });
    const second = await insertRegistration(database, { schedule_id: scheduleId, email: family, phone: '777 000 111' });
    const token = await insertParentLink(database, family);

    const invalid = await api('POST', '/parents/phone', { body: { token, phone: 'zavolejte mi' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {})).toEqual(['phone']);

    const { body } = await app.graphql(
      'mutation ($token: String!) { correctParentPhone(token: $token, phone: "+420 608 123 456") }',
      {
        token,
      },
    );
    expect(body.errors).toBeUndefined();
    const phones = await database.dataSource.query('SELECT phone FROM registration WHERE id = ANY($1) ORDER BY id', [
      [first, second],
    ]);
    // Stored in one form (E.164, issue 41 item 2), whatever spacing was typed.
    expect(phones).toEqual([{ phone: '+420608123456' }, { phone: '+420608123456' }]);
    expect((await page(token)).data!.parentPage.phone).toBe('+420608123456');
    const activity = await app.graphql<{ parentActivity: { type: string; from: string; to: string }[] }>(
      ACTIVITY,
      { id: first },
      admin,
    );
    expect(activity.body.data!.parentActivity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'contact_changed', from: '777 000 111', to: '+420608123456' }),
      ]),
    );
  });

  it('moves the family to a new address only once that mailbox confirms it: every earlier link ends, a fresh one is e-mailed there', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const newAddress = unique();
    const id = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: family,
      child_full_name: 'Tomáš Nový',
    });
    const token = await insertParentLink(database, family);
    // A link of the new address from before (its registrations are gone): it must not open the family.
    const stale = await insertParentLink(database, newAddress);

    const asked = await api('POST', '/parents/email', { body: { token, email: newAddress } });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitForMailTo(newAddress);
    // The stranger whose address was typed sees whose children these are and what a click would do.
    expect(mail.text).toContain('dítěte Tomáš Nový');
    expect(mail.text).toContain('přesunou na tuto adresu');
    const confirmation = decodeURIComponent(confirmationIn(mail.text));
    // Nothing has changed yet.
    expect((await page(token)).data!.parentPage.email).toBe(family);

    const confirmed = await api('POST', '/parents/email/confirm', { body: { token: confirmation } });
    expect(confirmed.status).toBe(200);
    // No link in the answer: the browser holds only the confirmation's link.
    expect(confirmed.body).toEqual({ outcome: 'changed' });
    for (const ended of [token, stale])
      expect((await api('POST', '/parents/page', { body: { token: ended } })).status).toBe(404);
    const linkMail = await smtp.waitFor(
      (message) => JSON.stringify(message.to).includes(newAddress) && message.subject === 'Odkaz na vaše přihlášky',
    );
    const fresh = tokenIn(linkMail.text);
    expect((await page(fresh)).data!.parentPage).toMatchObject({ email: newAddress, registrations: [{ id }] });
    const [moved] = await database.dataSource.query('SELECT email FROM registration WHERE id = $1', [id]);
    expect(moved.email).toBe(newAddress);

    const reused = await api('POST', '/parents/email/confirm', { body: { token: confirmation } });
    expect(reused.status).toBe(404);
    expect(reused.body).toMatchObject({ code: 'PARENT_EMAIL_CHANGE_INVALID' });
  });

  it('never joins a family by a click: a change into an address with registrations (any case or spacing) asks staff, and the old link reaches nothing of the other family', async () => {
    const scheduleId = await slot(3);
    const attacker = unique();
    const victim = unique();
    const own = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: attacker,
      child_full_name: 'Adam Útočník',
    });
    const victims = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: victim.replace(/^r/, 'R').replace('example', 'Example'),
      child_full_name: 'Bára Obětová',
      note: 'Alergie na ořechy',
    });
    const attackerToken = await insertParentLink(database, attacker);
    const victimToken = await insertParentLink(database, victim);

    // A diacritic is no variant of an address: it is no address at all.
    const accented = await api('POST', '/parents/email', {
      body: { token: attackerToken, email: victim.replace('rodina', 'rodína') },
    });
    expect(accented.status).toBe(400);
    expect(Object.keys(accented.body.errors ?? {})).toEqual(['email']);
    const asked = await api('POST', '/parents/email', {
      body: { token: attackerToken, email: `  ${victim.toUpperCase()} ` },
    });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitForMailTo(victim);
    expect(mail.text).toContain('dítěte Adam Útočník');
    expect(mail.text).toContain('požádáte naši kancelář');
    const confirmed = await api('POST', '/parents/email/confirm', {
      body: { token: decodeURIComponent(confirmationIn(mail.text)) },
    });
    expect(confirmed.status).toBe(200);

    // The attacker's link still opens the attacker's family only, and nothing of the victim's.
    expect((await page(attackerToken)).data!.parentPage).toMatchObject({
      email: attacker,
      registrations: [{ id: own, state: 'confirmed' }],
    });
    const exported = await api('POST', '/parents/export', { body: { token: attackerToken, format: 'json' } });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toMatch(/Bára|ořech/);
    for (const path of ['/parents/cancel', '/parents/receipt', '/parents/invoice'])
      expect(await api('POST', path, { body: { token: attackerToken, registrationId: victims } })).toMatchObject({
        status: 404,
        body: { code: 'PARENT_LINK_INVALID' },
      });
    const calendar = await fetch(`${app.url}/api/parents/calendar/${attackerToken}/${String(victims)}.ics`);
    expect(calendar.status).toBe(404);
    const [kept] = await database.dataSource.query('SELECT email, cancelled_at FROM registration WHERE id = $1', [
      victims,
    ]);
    expect(kept.cancelled_at).toBeNull();
    expect(kept.email.toLowerCase()).toBe(victim);
    expect((await page(victimToken)).data!.parentPage.registrations).toEqual([
      expect.objectContaining({ id: victims }),
    ]);
    expect(confirmed.body).toEqual({ outcome: 'staff_review' });

    // Staff see it with the other requests, and moving the family is their decision.
    const listed = await app.graphql<{
      parentRequests: { items: { id: number; type: string; email: string; newEmail: string }[] };
    }>('query { parentRequests(state: open, type: email_change) { items { id type email newEmail } } }', {}, admin);
    const request = listed.body.data!.parentRequests.items.find((item) => item.email === attacker);
    expect(request).toMatchObject({ type: 'email_change', newEmail: victim.toUpperCase() });
    const handled = await api('POST', `/parent-requests/${String(request!.id)}/handle`, {
      body: { state: 'done', note: 'Ověřeno telefonem s oběma rodiči.' },
      headers: admin,
    });
    expect(handled.status).toBe(200);
    expect((await api('POST', '/parents/page', { body: { token: attackerToken } })).status).toBe(404);
    expect((await page(victimToken)).data!.parentPage.registrations.map((row) => row.id).sort()).toEqual(
      [own, victims].sort(),
    );
    await smtp.waitFor(
      (message) =>
        JSON.stringify(message.to).toLowerCase().includes(victim) && message.subject === 'Odkaz na vaše přihlášky',
    );
  });
});

describe('e-mails queued before a move', () => {
  it('carry a link to the family of the address they go to, never to the family the registration moved to', async () => {
    const scheduleId = await slot(3);
    const before = unique();
    const after = unique();
    const id = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: after,
      child_full_name: 'Eva Přesunutá',
    });
    // Queued to the address the registration had, sent after staff corrected it.
    await database.dataSource.query(
      `INSERT INTO mail_message (registration_id, kind, recipient) VALUES ($1, 'parent_link', $2)`,
      [id, before],
    );
    await api('POST', '/parents/link', { body: { email: after } });
    const mail = await smtp.waitForMailTo(before);
    expect((await page(tokenIn(mail.text))).data!.parentPage).toMatchObject({ email: before, registrations: [] });
  });
});

describe('links the old e-mail change moved', () => {
  it('end with the migration: every link of an address that took in a confirmed change, made before it', async () => {
    const scheduleId = await slot(3);
    const taken = unique();
    const untouched = unique();
    await insertRegistration(database, { schedule_id: scheduleId, email: taken, child_full_name: 'Bára Převzatá' });
    await insertRegistration(database, { schedule_id: scheduleId, email: untouched, child_full_name: 'Cyril Klidný' });
    // As the old code left it: the moving family's link now keyed by the address it moved into.
    const moved = await insertParentLink(database, taken);
    const other = await insertParentLink(database, untouched);
    await database.dataSource.query(
      `INSERT INTO parent_email_change (email_key, new_email, token_hash, expires_at, used_at)
       VALUES ('stara.rodina@example.com', $1, sha256(random()::text::bytea), now() + interval '1 day', now() + interval '1 second')`,
      [taken.toUpperCase()],
    );
    expect((await page(moved)).data!.parentPage).toMatchObject({ email: taken });
    const runner = database.dataSource.createQueryRunner();
    try {
      await new EndMovedParentLinks1795800000395().up(runner);
    } finally {
      await runner.release();
    }
    const { body } = await app.graphql(PAGE, { token: moved });
    expect(body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'PARENT_LINK_INVALID' });
    expect((await page(other)).data!.parentPage).toMatchObject({ email: untouched });
  });
});

describe('requests to staff', () => {
  it('asks for an employer’s invoice with a valid IČO, and for the erasure of the family’s data', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const id = await insertRegistration(database, { schedule_id: scheduleId, email: family });
    const token = await insertParentLink(database, family);

    const bad = await api('POST', '/parents/requests/employer-invoice', {
      body: {
        token,
        registrationId: id,
        employer: { name: 'Firma s.r.o.', companyId: '12345678', address: 'Dlouhá 1, Praha' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { companyId: 'Zadejte platné IČO (8 číslic).' } });
    const good = await app.graphql(
      `mutation ($token: String!, $id: Int!) {
         requestEmployerInvoice(token: $token, registrationId: $id,
           employer: { name: "Firma s.r.o.", companyId: "2559 6641", address: "Dlouhá 1, Praha" })
       }`,
      { token, id },
    );
    expect(good.body.errors).toBeUndefined();

    expect((await api('POST', '/parents/requests/erasure', { body: { token } })).status).toBe(200);
    expect((await page(token)).data!.parentPage.erasureRequested).toBe(true);

    const listed = await api('GET', '/parent-requests?state=open&limit=100', { headers: admin });
    expect(listed.status).toBe(200);
    const mine = (listed.body as { items: { email: string; type: string; employer: unknown }[] }).items.filter(
      (item) => item.email === family,
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'employer_invoice',
          employer: { name: 'Firma s.r.o.', companyId: '25596641', address: 'Dlouhá 1, Praha' },
        }),
        expect.objectContaining({ type: 'erasure', employer: null }),
      ]),
    );
  });

  it('erases the family’s personal data when staff handle its erasure request as done', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const id = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: family,
      parent_last_name: 'Výmazová',
      child_full_name: 'Klára Výmazová',
    });
    const token = await insertParentLink(database, family);
    await api('POST', '/parents/phone', { body: { token, phone: '608 111 222' } });
    expect((await api('POST', '/parents/requests/erasure', { body: { token } })).status).toBe(200);
    const [request] = await database.dataSource.query(
      "SELECT id FROM parent_request WHERE email_key = $1 AND type = 'erasure'",
      [family],
    );
    const handled = await app.graphql<{ handleParentRequest: { state: string } }>(
      'mutation ($id: Int!) { handleParentRequest(id: $id, input: { state: done, note: "Vymazáno na žádost." }) { state } }',
      { id: request.id },
      admin,
    );
    expect(handled.body.errors).toBeUndefined();
    expect(handled.body.data!.handleParentRequest.state).toBe('done');
    const [erased] = await database.dataSource.query(
      'SELECT parent_last_name, child_full_name, email FROM registration WHERE id = $1',
      [id],
    );
    expect(JSON.stringify(erased)).not.toMatch(/Výmazová|rodina\./);
    // The request stays as staff's record, without the family's address; the page's link is gone.
    const [kept] = await database.dataSource.query('SELECT state, email_key FROM parent_request WHERE id = $1', [
      request.id,
    ]);
    expect(kept.state).toBe('done');
    expect(kept.email_key).not.toContain(family);
    const activity = await database.dataSource.query('SELECT 1 FROM parent_activity WHERE email_key = $1', [family]);
    expect(activity).toEqual([]);
    const gone = await api('POST', '/parents/page', { body: { token } });
    expect(gone.status).toBe(404);
  });

  it('issues the employer’s invoice when staff handle the request with it, and e-mails it to the parent', async () => {
    const scheduleId = await slot(3);
    const family = unique();
    const id = await insertRegistration(database, { schedule_id: scheduleId, email: family });
    const token = await insertParentLink(database, family);
    const employer = { name: 'Strojírny Brno a.s.', companyId: '25596641', address: 'Hlavní 5, 602 00 Brno' };
    await api('POST', '/parents/requests/employer-invoice', { body: { token, registrationId: id, employer } });
    const [request] = await database.dataSource.query(
      "SELECT id FROM parent_request WHERE registration_id = $1 AND type = 'employer_invoice'",
      [id],
    );
    const handled = await api('POST', `/parent-requests/${String(request.id)}/handle`, {
      body: { state: 'done', issueInvoice: true },
      headers: admin,
    });
    expect(handled.status).toBe(200);
    const [invoice] = await database.dataSource.query(
      'SELECT customer_name, customer_company_id, customer_address FROM invoice WHERE registration_id = $1',
      [id],
    );
    expect(invoice).toEqual({
      customer_name: 'Strojírny Brno a.s.',
      customer_company_id: '25596641',
      customer_address: 'Hlavní 5, 602 00 Brno',
    });
    const mail = await smtp.waitFor(
      (message) => JSON.stringify(message.to).toLowerCase().includes(family) && /faktur/i.test(message.subject ?? ''),
    );
    expect(mail.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
  });
});
