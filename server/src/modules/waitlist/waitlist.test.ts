// Waiting-list offers over real HTTP on a real PostgreSQL (issue 42): a freed place is offered to the
// first waiting replacement and held for them; accepted, declined, lapsed (the deadline moved into
// the past by staff, or by the sweep of the shared job runner), withdrawn; too late to offer; priority;
// offers by hand beyond capacity; capacity raised; and 50 cancellations and accepts at once.
import { formatOfferDeadline, PARENT_PAGE_PATH, pragueToday } from '@kurzy/common';
import type { ParsedMail } from 'mailparser';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertParentLink, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { inLetters } from '../../test/names';
import { restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let branchId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const config = await testConfig({
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: 'https://kurzy.example.cz',
    REGISTRATION_RATE_LIMIT: '0',
    REGISTRATION_COURSE_LIMIT: '0',
  });
  app = await startTestApp(database, config);
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  branchId = await insertBranch(database);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

let counter = 0;
const unique = () => inLetters((counter += 1));
const address = () => ({ 'x-forwarded-for': `198.51.100.${(counter % 250) + 1}` });

/** A child registered by the public form, from a mailbox of its own. */
async function register(target: { scheduleId: number } | { campId: number }) {
  const name = unique();
  const email = `rodina.${name}@example.com`;
  const { body } = await app.graphql<{ register: { id: number; replacement: boolean } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }',
    {
      input: {
        parentFirstName: 'Jana',
        parentLastName: 'Nováková',
        email,
        phone: '+420 777 123 456',
        childFullName: `Ema ${name}`,
        childBornYear: `${new Date().getFullYear() - 5}-01-15`,
        personalDataConsent: true,
        type: 'scheduleId' in target ? 'course' : 'camp',
        ...target,
      },
    },
    address(),
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { ...body.data.register, email, child: `Ema ${name}` };
}
type Family = Awaited<ReturnType<typeof register>>;

async function course(capacity: number, values: Record<string, unknown> = {}, slot: Record<string, unknown> = {}) {
  const courseId = await insertCourse(database, { capacity, max_capacity: 60, title: `Balet ${unique()}`, ...values });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, ...slot });
  return { courseId, scheduleId };
}

const cancel = (id: number) => api('DELETE', `/registrationOff/${id}`, { headers: admin });

type Offer = {
  id: number;
  registrationId: number;
  state: string;
  offeredAt: string;
  expiresAt: string;
  decidedAt: string | null;
};
async function offersOf(registrationId: number): Promise<Offer[]> {
  const { status, body } = await api('GET', `/waitlist-offers?registrationId=${registrationId}`, { headers: admin });
  expect(status).toBe(200);
  return body.items;
}

async function freeSpots(courseId: number): Promise<number> {
  const { body } = await app.graphql<{ course: { freeSpots: number } }>(
    'query ($id: Int!) { course(id: $id) { freeSpots } }',
    { id: courseId },
  );
  return body.data!.course.freeSpots;
}

const state = async (id: number) =>
  (
    await database.dataSource.query(
      'SELECT replacement, cancelled_at IS NOT NULL AS cancelled, held_until AS "heldUntil" FROM registration WHERE id = $1',
      [id],
    )
  )[0];

const mailTo = (family: Family, subject: RegExp): Promise<ParsedMail> =>
  smtp.waitFor(
    (mail) => JSON.stringify(mail.to).toLowerCase().includes(family.email) && subject.test(mail.subject ?? ''),
    60_000,
  );

/** The token of the family's personal link in a message. */
function tokenIn(mail: ParsedMail): string {
  const found = new RegExp(`https://kurzy\\.example\\.cz${PARENT_PAGE_PATH}([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!found) throw new Error(`No personal link in: ${mail.text}`);
  return found[1]!;
}

const decide = (action: 'accept' | 'decline', token: string, registrationId: number) =>
  api('POST', `/parents/offer/${action}`, { body: { token, registrationId }, headers: address() });

/** Polls until `check` holds (the sweep runs every 15 s): never a fixed sleep. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a freed place', () => {
  it('is offered to the first replacement and held; accepting takes it and brings the payment e-mail', async () => {
    const { courseId, scheduleId } = await course(2, { price: 2400 });
    const holder = await register({ scheduleId });
    await register({ scheduleId });
    const first = await register({ scheduleId });
    const second = await register({ scheduleId });
    expect([first.replacement, second.replacement]).toEqual([true, true]);

    expect((await cancel(holder.id)).status).toBe(200);
    const [offer] = await offersOf(first.id);
    expect(offer).toMatchObject({ registrationId: first.id, state: 'offered', decidedAt: null });
    const hours = (Date.parse(offer!.expiresAt) - Date.parse(offer!.offeredAt)) / 3_600_000;
    expect(hours).toBe(48);
    expect(await offersOf(second.id)).toEqual([]);
    // Held: nobody else sees the place, and a new child goes on the waiting list.
    expect(await freeSpots(courseId)).toBe(0);
    expect((await register({ scheduleId })).replacement).toBe(true);

    const mail = await mailTo(first, /^Uvolnilo se místo pro /);
    expect(mail.subject).toContain(first.child);
    const text = (mail.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`do ${formatOfferDeadline(offer!.expiresAt)}`);
    expect(text).toContain('2 400 Kč');
    expect(text).toContain('Přijmout místo');
    const token = tokenIn(mail);

    // GET changes nothing: the actions are POSTs only.
    expect((await api('GET', '/parents/offer/accept', { headers: address() })).status).toBe(404);
    const accepted = await decide('accept', token, first.id);
    expect(accepted).toMatchObject({ status: 200, body: { done: true } });
    expect(await state(first.id)).toMatchObject({ replacement: false, cancelled: false, heldUntil: null });
    expect((await offersOf(first.id))[0]).toMatchObject({ state: 'accepted' });
    expect((await mailTo(first, /^Uvolnilo se místo: /)).attachments.some((a) => a.contentType === 'image/png')).toBe(
      true,
    );
    // Accepting again is no error; the place was not offered to anyone else.
    expect((await decide('accept', token, first.id)).status).toBe(200);
    expect(await offersOf(second.id)).toEqual([]);
  });

  it('declined: the family leaves the list and the next one is offered at once', async () => {
    const { scheduleId } = await course(1);
    const holder = await register({ scheduleId });
    const first = await register({ scheduleId });
    const second = await register({ scheduleId });
    await cancel(holder.id);
    const token = tokenIn(await mailTo(first, /^Uvolnilo se místo pro /));
    expect((await decide('decline', token, first.id)).status).toBe(200);
    expect(await state(first.id)).toMatchObject({ cancelled: true });
    expect((await offersOf(first.id))[0]).toMatchObject({ state: 'declined' });
    expect((await offersOf(second.id))[0]).toMatchObject({ state: 'offered' });
    // Nothing left to accept.
    expect((await decide('accept', token, first.id)).body).toMatchObject({ code: 'WAITLIST_NO_OPEN_OFFER' });
  });

  it('a deadline staff move into the past ends the offer now: the family is told and waits behind the others', async () => {
    const { scheduleId } = await course(1);
    const holder = await register({ scheduleId });
    const first = await register({ scheduleId });
    const second = await register({ scheduleId });
    await cancel(holder.id);
    const [offer] = await offersOf(first.id);
    const moved = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const later = await api('PATCH', `/waitlist-offers/${offer!.id}`, { body: { expiresAt: moved }, headers: admin });
    expect(later.status).toBe(200);
    expect(Date.parse(later.body.expiresAt)).toBe(Date.parse(moved));
    expect(new Date((await state(first.id)).heldUntil).toISOString()).toBe(moved);

    const past = new Date(Date.now() - 60_000).toISOString();
    const ended = await api('PATCH', `/waitlist-offers/${offer!.id}`, { body: { expiresAt: past }, headers: admin });
    expect(ended.body).toMatchObject({ state: 'expired' });
    expect(await state(first.id)).toMatchObject({ replacement: true, cancelled: false, heldUntil: null });
    expect((await offersOf(second.id))[0]).toMatchObject({ state: 'offered' });
    const told = await mailTo(first, /^Nabídka místa skončila/);
    expect(told.text).toContain('zůstává na seznamu náhradníků');
    // Too late to accept: 410 with the domain code and the Czech text.
    const token = tokenIn(told);
    const late = await decide('accept', token, first.id);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 'WAITLIST_OFFER_EXPIRED' });
    expect(late.body.message).toContain('nabídli další rodině');
    // A bad date-time is refused on its field, and changes nothing.
    const bad = await api('PATCH', `/waitlist-offers/${offer!.id}`, { body: { expiresAt: 'zítra' }, headers: admin });
    expect(bad.status).toBe(400);
  });

  it('lapses by the sweep once its deadline passed: refused at once, recorded within a minute, passed on', async () => {
    const { courseId, scheduleId } = await course(1);
    const holder = await register({ scheduleId });
    const first = await register({ scheduleId });
    const second = await register({ scheduleId });
    await cancel(holder.id);
    const token = tokenIn(await mailTo(first, /^Uvolnilo se místo pro /));
    // The test moves the stored deadline instead of waiting 48 hours.
    await database.dataSource.query(
      `UPDATE waitlist_offer SET expires_at = now() - interval '1 second' WHERE registration_id = $1`,
      [first.id],
    );
    await database.dataSource.query(`UPDATE registration SET held_until = now() - interval '1 second' WHERE id = $1`, [
      first.id,
    ]);
    // Checked on every read and action, before the sweep came.
    expect((await decide('accept', token, first.id)).status).toBe(410);
    expect((await offersOf(first.id))[0]).toMatchObject({ state: 'expired' });
    const passed = await eventually(
      () => offersOf(second.id),
      (offers) => offers[0]?.state === 'offered',
    );
    expect(passed[0]).toMatchObject({ state: 'offered' });
    expect((await mailTo(first, /^Nabídka místa skončila/)).text).toContain('vypršela');
    expect(await freeSpots(courseId)).toBe(0);
  });

  it('one sweep round ends the lapsed offers of several courses and a camp, each place offered on once', async () => {
    // Two courses (one with two places) and a camp: every offer lapses at once; the round counts each
    // course and camp once, in one statement, and offers each freed place to its own next family.
    const big = await course(2);
    const small = await course(1);
    const campId = await insertCamp(database, { from: '2030-07-01', to: '2030-07-05', capacity: 1, max_capacity: 5 });
    const holders = [
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: small.scheduleId }),
      await register({ campId }),
    ];
    const lapsing = [
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: small.scheduleId }),
      await register({ campId }),
    ];
    const next = [
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: big.scheduleId }),
      await register({ scheduleId: small.scheduleId }),
      await register({ campId }),
    ];
    const last = await register({ scheduleId: big.scheduleId });
    for (const holder of holders) await cancel(holder.id);
    for (const family of lapsing) expect((await offersOf(family.id))[0]).toMatchObject({ state: 'offered' });
    const ids = lapsing.map((family) => family.id);
    await database.dataSource.query(
      `UPDATE waitlist_offer SET expires_at = now() - interval '1 second' WHERE registration_id = ANY($1::int[])`,
      [ids],
    );
    await database.dataSource.query(
      `UPDATE registration SET held_until = now() - interval '1 second' WHERE id = ANY($1::int[])`,
      [ids],
    );
    const offered = await eventually(
      () => Promise.all(next.map(async (family) => (await offersOf(family.id))[0]?.state)),
      (states) => states.every((value) => value === 'offered'),
    );
    expect(offered).toEqual(['offered', 'offered', 'offered', 'offered']);
    for (const family of lapsing) expect((await offersOf(family.id)).map((offer) => offer.state)).toEqual(['expired']);
    // No more than the freed places: the fifth of the big course still waits; no course is over its capacity.
    expect(await offersOf(last.id)).toEqual([]);
    expect(await freeSpots(big.courseId)).toBe(0);
    expect(await freeSpots(small.courseId)).toBe(0);
  });

  it('is not offered when less than an hour would remain; it stays free for anyone, and staff are told why', async () => {
    const today = pragueToday();
    const campId = await insertCamp(database, { from: today, to: today, capacity: 1, max_capacity: 5 });
    const holder = await register({ campId });
    const waiting = await register({ campId });
    await cancel(holder.id);
    expect(await offersOf(waiting.id)).toEqual([]);
    // Staff see why at both doors: the automatic offering passed the family over as too late.
    const passes = await api('GET', `/waitlist-passes?campId=${campId}`, { headers: admin });
    expect(passes).toMatchObject({
      status: 200,
      body: { items: [{ registrationId: waiting.id, reason: 'too_late' }] },
    });
    const { body } = await app.graphql<{ waitlistPasses: { registrationId: number; reason: string }[] }>(
      'query ($r: Int!) { waitlistPasses(registrationId: $r) { registrationId reason at } }',
      { r: waiting.id },
      admin,
    );
    expect(body.data!.waitlistPasses).toMatchObject([{ registrationId: waiting.id, reason: 'too_late' }]);
    expect((await api('GET', `/waitlist-passes?campId=${campId}`)).status).toBe(401);
    const byHand = await api('POST', '/waitlist-offers', { body: { registrationId: waiting.id }, headers: admin });
    expect(byHand).toMatchObject({ status: 409, body: { code: 'WAITLIST_TOO_LATE' } });
    expect((await register({ campId })).replacement).toBe(false);
  });

  it('is never held past 12 hours before the first lesson', async () => {
    // A week to accept (offerHours 168), the first lesson in three days: the cut-off is the deadline.
    const start = new Date(Date.parse(`${pragueToday()}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const isoWeekday = ((new Date(`${start}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const { scheduleId } = await course(
      1,
      { start_date: start, offer_hours: 168 },
      { day_of_week: isoWeekday, from: '16:00', to: '17:00' },
    );
    const holder = await register({ scheduleId });
    const waiting = await register({ scheduleId });
    await cancel(holder.id);
    const [offer] = await offersOf(waiting.id);
    const [year, month, day] = start.split('-').map(Number);
    expect(formatOfferDeadline(offer!.expiresAt)).toBe(`${day}. ${month}. ${year} 04:00`);
  });

  it('goes to a higher priority first; staff withdraw, and offer by hand beyond capacity only when they say so', async () => {
    const { courseId, scheduleId } = await course(1);
    const holder = await register({ scheduleId });
    const older = await register({ scheduleId });
    const raised = await register({ scheduleId });
    const priority = await app.graphql(
      'mutation ($id: Int!) { setWaitlistPriority(registrationId: $id, priority: 5) }',
      { id: raised.id },
      admin,
    );
    expect(priority.body.data).toEqual({ setWaitlistPriority: 5 });
    await cancel(holder.id);
    const [offer] = await offersOf(raised.id);
    expect(offer).toMatchObject({ state: 'offered' });
    expect(await offersOf(older.id)).toEqual([]);

    const withdrawn = await api('DELETE', `/waitlist-offers/${offer!.id}`, { headers: admin });
    expect(withdrawn.body).toMatchObject({ state: 'withdrawn' });
    expect((await offersOf(older.id))[0]).toMatchObject({ state: 'offered' });
    expect((await api('DELETE', `/waitlist-offers/${offer!.id}`, { headers: admin })).status).toBe(410);

    // The place is held for `older`: `raised` gets one by hand only beyond capacity, said so.
    const refused = await api('POST', '/waitlist-offers', { body: { registrationId: raised.id }, headers: admin });
    expect(refused).toMatchObject({ status: 409, body: { code: 'WAITLIST_NO_FREE_PLACE' } });
    const over = await api('POST', '/waitlist-offers', {
      body: { registrationId: raised.id, overCapacity: true },
      headers: admin,
    });
    expect(over).toMatchObject({ status: 201, body: { state: 'offered', overCapacity: true } });
    expect(await freeSpots(courseId)).toBe(0);
    // Lectors and the public see none of it.
    expect((await api('GET', `/waitlist-offers?scheduleId=${scheduleId}`)).status).toBe(401);
    const listed = await api('GET', `/waitlist-offers?scheduleId=${scheduleId}&state=offered`, { headers: admin });
    expect(listed.body.items.map((item: Offer) => item.registrationId).sort()).toEqual([older.id, raised.id].sort());
  });

  it('raising the capacity offers the new places at once', async () => {
    const { courseId, scheduleId } = await course(1);
    await register({ scheduleId });
    const waiting = await register({ scheduleId });
    const { body } = await app.graphql(
      `mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { capacity } }`,
      {
        id: courseId,
        input: { title: 'Balet', type: 'dancing', category: 'preschool', capacity: 2, maxCapacity: 60, price: 2400 },
      },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect((await offersOf(waiting.id))[0]).toMatchObject({ state: 'offered' });
  });
});

describe('concurrency', () => {
  it('50 cancellations and accepts at once never hold more places than the capacity; each freed place is offered once', async () => {
    const capacity = 20;
    const { courseId, scheduleId } = await course(capacity);
    const holders: Family[] = [];
    for (let i = 0; i < capacity; i += 1) holders.push(await register({ scheduleId }));
    const waiting: Family[] = [];
    for (let i = 0; i < 30; i += 1) waiting.push(await register({ scheduleId }));
    const tokens = await Promise.all(waiting.map((family) => insertParentLink(database, family.email)));

    const answers = await Promise.all([
      ...holders.map((family) => cancel(family.id)),
      ...waiting.map((family, index) => decide('accept', tokens[index]!, family.id)),
    ]);
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    // The accepts that came before their offer: accepted now.
    for (const [index, family] of waiting.entries()) await decide('accept', tokens[index]!, family.id);

    const [counts] = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE r.cancelled_at IS NULL AND (NOT r.replacement OR r.held_until > now()))::int AS holding,
              (SELECT count(*) FROM waitlist_offer o JOIN registration x ON x.id = o.registration_id WHERE x.schedule_id = $1)::int AS offers,
              (SELECT count(DISTINCT o.registration_id) FROM waitlist_offer o JOIN registration x ON x.id = o.registration_id WHERE x.schedule_id = $1)::int AS offered
         FROM registration r WHERE r.schedule_id = $1`,
      [scheduleId],
    );
    expect(counts).toEqual({ holding: capacity, offers: capacity, offered: capacity });
    expect(await freeSpots(courseId)).toBe(0);
    // The first twenty in the queue got the places.
    const placed = waiting.slice(0, capacity).map((family) => family.id);
    for (const id of placed) expect((await state(id)).replacement).toBe(false);
  });
});
