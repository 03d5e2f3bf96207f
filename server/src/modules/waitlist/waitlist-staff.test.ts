// The staff's side of the waiting-list offers in the registrations grid (issue 42, item 5), over real
// HTTP on a real PostgreSQL: each registration's newest offer as a column (with who took each step),
// the grid's filter by offer state, the priority changes in the history with who made them, and
// lectors kept out of all of it.
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { inLetters } from '../../test/names';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
let branchId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const config = await testConfig({
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'loopback',
    REGISTRATION_RATE_LIMIT: '0',
    REGISTRATION_COURSE_LIMIT: '0',
  });
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator', 'spravce-nabidek');
  lector = await staffHeaders(app, database, 'lector', 'lektorka-nabidek');
  branchId = await insertBranch(database);
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

let counter = 0;
const unique = () => inLetters((counter += 1));

async function register(scheduleId: number) {
  const name = unique();
  const { body } = await app.graphql<{ register: { id: number } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    {
      input: {
        parentFirstName: 'Jana',
        parentLastName: 'Nováková',
        email: `rodina.${name}@example.com`,
        phone: '+420 777 123 456',
        childFullName: `Ema ${name}`,
        childBornYear: `${new Date().getFullYear() - 5}-01-15`,
        personalDataConsent: true,
        type: 'course',
        scheduleId,
      },
    },
    { 'x-forwarded-for': `198.51.100.${(counter % 250) + 1}` },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.register.id;
}

async function staff<T>(query: string, variables: Record<string, unknown>, headers = admin) {
  const { body } = await app.graphql<T>(query, variables, headers);
  return body;
}

type GridOffer = { state: string; expiresAt: string; offeredByName: string | null; decidedByName: string | null };
const GRID = `query ($filter: RegistrationFilter) {
  searchRegistrations(filter: $filter, limit: 100) {
    items { id waitlistOffer { state expiresAt offeredByName decidedByName decidedByFamily } }
  }
}`;
async function grid(filter: Record<string, unknown>) {
  const body = await staff<{ searchRegistrations: { items: { id: number; waitlistOffer: GridOffer | null }[] } }>(
    GRID,
    { filter },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return new Map(body.data.searchRegistrations.items.map((item) => [item.id, item.waitlistOffer]));
}

describe("the grid's offer column and filter", () => {
  it('shows each registration’s newest offer as of now, who took its steps, and filters by it', async () => {
    const courseId = await insertCourse(database, { capacity: 1, max_capacity: 10, title: `Balet ${unique()}` });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
    const holder = await register(scheduleId);
    const first = await register(scheduleId);
    const second = await register(scheduleId);
    const third = await register(scheduleId);

    // Nothing offered yet: no offer on any row, and no row in any offer state.
    expect([...(await grid({ courseId })).values()]).toEqual([null, null, null, null]);
    expect((await grid({ courseId, offerState: 'offered' })).size).toBe(0);

    // The system offers the freed place to the first replacement.
    await staff('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: holder });
    let rows = await grid({ courseId });
    expect(rows.get(first)).toMatchObject({ state: 'offered', offeredByName: null, decidedByName: null });
    expect(rows.get(second)).toBeNull();
    expect([...(await grid({ courseId, offerState: 'offered' })).keys()]).toEqual([first]);

    // Staff end it by moving the deadline into the past: it reads lapsed, by whom; the next is offered.
    const offers = await staff<{ waitlistOffers: { id: number }[] }>(
      'query ($r: Int!) { waitlistOffers(registrationId: $r) { id } }',
      { r: first },
    );
    const moved = await staff(
      'mutation ($id: Int!, $at: String!) { moveWaitlistOfferDeadline(id: $id, expiresAt: $at) { state } }',
      { id: offers.data!.waitlistOffers[0]!.id, at: new Date(Date.now() - 60_000).toISOString() },
    );
    expect(moved.errors).toBeUndefined();
    rows = await grid({ courseId });
    expect(rows.get(first)).toMatchObject({ state: 'expired', decidedByName: 'Test administrator' });
    expect(rows.get(second)).toMatchObject({ state: 'offered' });

    // Offered by hand beyond the capacity: the offer names who made it.
    const byHand = await staff(
      'mutation ($r: Int!) { offerWaitlistPlace(registrationId: $r, overCapacity: true) { id state } }',
      { r: third },
    );
    expect(byHand.errors).toBeUndefined();
    rows = await grid({ courseId });
    expect(rows.get(third)).toMatchObject({ state: 'offered', offeredByName: 'Test administrator' });

    expect([...(await grid({ courseId, offerState: 'offered' })).keys()].sort()).toEqual([second, third].sort());
    expect([...(await grid({ courseId, offerState: 'EXPIRED' })).keys()]).toEqual([first]);
    expect((await grid({ courseId, offerState: 'accepted' })).size).toBe(0);
    // A value that is no offer state matches nothing (as the other enum filters).
    expect((await grid({ courseId, offerState: 'nonsense' })).size).toBe(0);
  });

  it('keeps offers from lectors: the field is refused, the rest of the row is theirs', async () => {
    // A child of the lector's own slot, so the lector's grid has a row.
    const [{ id: lectorId }] = await database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [
      'lektorka-nabidek',
    ]);
    const courseId = await insertCourse(database, { capacity: 1, max_capacity: 10, title: `Balet ${unique()}` });
    await register(await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorId }));
    const body = await staff<{ searchRegistrations: { items: unknown[] } }>(
      'query { searchRegistrations(limit: 5) { items { id waitlistOffer { state } } } }',
      {},
      lector,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const plain = await staff<{ searchRegistrations: { items: unknown[] } }>(
      'query { searchRegistrations(limit: 5) { items { id } } }',
      {},
      lector,
    );
    expect(plain.errors).toBeUndefined();
  });
});

describe("the overview's attention list", () => {
  const ATTENTION = `query { overview { attention { lapsingHours lapsingOffers {
    offerId registrationId variableSymbol childFullName title expiresAt } } } }`;
  type Lapsing = { registrationId: number; childFullName: string; title: string; expiresAt: string };
  const attention = async (headers = admin) => {
    const body = await staff<{
      overview: { attention: { lapsingHours: number; lapsingOffers: Lapsing[] | null } };
    }>(ATTENTION, {}, headers);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.overview.attention;
  };

  it('names the open offers lapsing within 24 hours, soonest first; lectors get none', async () => {
    const title = `Balet ${unique()}`;
    const courseId = await insertCourse(database, { capacity: 2, max_capacity: 10, title });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
    const holders = [await register(scheduleId), await register(scheduleId)];
    const [soon, later] = [await register(scheduleId), await register(scheduleId)];
    for (const id of holders) await staff('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id });
    const offerOf = async (registrationId: number) =>
      (
        await staff<{ waitlistOffers: { id: number }[] }>(
          'query ($r: Int!) { waitlistOffers(registrationId: $r) { id } }',
          { r: registrationId },
        )
      ).data!.waitlistOffers[0]!.id;
    // Both offered for 48 hours: not lapsing yet.
    const ours = (offers: Lapsing[] | null) =>
      (offers ?? []).filter((offer) => [soon, later].includes(offer.registrationId));
    expect(ours((await attention()).lapsingOffers)).toEqual([]);

    const move = (id: number, hours: number) =>
      staff('mutation ($id: Int!, $at: String!) { moveWaitlistOfferDeadline(id: $id, expiresAt: $at) { id } }', {
        id,
        at: new Date(Date.now() + hours * 3_600_000).toISOString(),
      });
    await move(await offerOf(later), 20);
    await move(await offerOf(soon), 2);
    const { lapsingHours, lapsingOffers } = await attention();
    expect(lapsingHours).toBe(24);
    expect(ours(lapsingOffers).map((offer) => [offer.registrationId, offer.title])).toEqual([
      [soon, title],
      [later, title],
    ]);
    expect((await attention(lector)).lapsingOffers).toBeNull();
  });
});

describe("the registration's history of priority changes", () => {
  type Change = { fromPriority: number; toPriority: number; changedAt: string; changedByName: string | null };
  const CHANGES = `query ($r: Int!) { waitlistPriorityChanges(registrationId: $r) {
    fromPriority toPriority changedAt changedByName } }`;
  const changes = async (registrationId: number) => {
    const body = await staff<{ waitlistPriorityChanges: Change[] }>(CHANGES, { r: registrationId });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.waitlistPriorityChanges.map(({ fromPriority, toPriority, changedByName }) => [
      fromPriority,
      toPriority,
      changedByName,
    ]);
  };
  const setPriority = (registrationId: number, priority: number) =>
    staff('mutation ($r: Int!, $p: Int!) { setWaitlistPriority(registrationId: $r, priority: $p) }', {
      r: registrationId,
      p: priority,
    });
  const offerOf = async (registrationId: number) =>
    (
      await staff<{ waitlistOffers: { id: number; state: string }[] }>(
        'query ($r: Int!) { waitlistOffers(registrationId: $r) { id state } }',
        { r: registrationId },
      )
    ).data!.waitlistOffers[0];

  it('records each change with who made it and when, and the drop when an offer ends; lectors see none', async () => {
    const courseId = await insertCourse(database, { capacity: 1, max_capacity: 10, title: `Balet ${unique()}` });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
    const holder = await register(scheduleId);
    const [first, second] = [await register(scheduleId), await register(scheduleId)];
    expect(await changes(first)).toEqual([]);

    const before = Date.now();
    expect((await setPriority(second, 5)).errors).toBeUndefined();
    expect((await setPriority(second, 9)).errors).toBeUndefined();
    // The same priority again is no change.
    expect((await setPriority(second, 9)).errors).toBeUndefined();
    expect(await changes(second)).toEqual([
      [5, 9, 'Test administrator'],
      [0, 5, 'Test administrator'],
    ]);
    const [newest] = (await staff<{ waitlistPriorityChanges: Change[] }>(CHANGES, { r: second })).data!
      .waitlistPriorityChanges;
    expect(Date.parse(newest!.changedAt)).toBeGreaterThanOrEqual(before - 60_000);
    // A refused change (out of range) records nothing.
    expect((await setPriority(second, 101)).errors).toBeDefined();
    expect(await changes(second)).toHaveLength(2);

    // The raised family is offered the freed place first; staff end the offer by moving its deadline
    // into the past: it waits again behind everyone, its priority dropped, recorded as that staff's step.
    await staff('mutation ($id: Int!) { cancelRegistration(id: $id) { id } }', { id: holder });
    const offer = await offerOf(second);
    expect(offer).toMatchObject({ state: 'offered' });
    await staff('mutation ($id: Int!, $at: String!) { moveWaitlistOfferDeadline(id: $id, expiresAt: $at) { id } }', {
      id: offer!.id,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await changes(second))[0]).toEqual([9, 0, 'Test administrator']);

    // An offer lapsing by the sweep drops a raised priority too: the system's step (no name).
    expect((await setPriority(first, 3)).errors).toBeUndefined();
    expect(await offerOf(first)).toMatchObject({ state: 'offered' });
    await database.dataSource.query(
      `UPDATE waitlist_offer SET expires_at = now() - interval '1 second' WHERE registration_id = $1 AND state = 'offered'`,
      [first],
    );
    await database.dataSource.query(`UPDATE registration SET held_until = now() - interval '1 second' WHERE id = $1`, [
      first,
    ]);
    const until = Date.now() + 90_000;
    while ((await changes(first)).length < 2 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await changes(first)).toEqual([
      [3, 0, null],
      [0, 3, 'Test administrator'],
    ]);

    const refused = await staff(CHANGES, { r: second }, lector);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await setPriority(second, 4)).errors).toBeUndefined();
    const byLector = await staff(
      'mutation ($r: Int!) { setWaitlistPriority(registrationId: $r, priority: 1) }',
      { r: second },
      lector,
    );
    expect(byLector.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await changes(second)).toHaveLength(4);
  });
});
