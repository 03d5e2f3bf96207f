// Make-up lessons (issue 44): a parent's excuse earns a credit only before the course's cut-off, a
// lesson the provider cancels earns every child holding a place one, a credit expires (read as
// expired at once, written down by the sweep), the lessons it fits with their make-up places, the
// race for the last place, the guest on the roster of that one lesson only, its mark spending the
// credit, cancelling a booking, and staff's hand changes.
import { pragueToday } from '@kurzy/common';
import { useTestApp, type TestApp } from '../../test/app';
import { insertBranch, insertCourse, insertParentLink, insertRegistration, insertSchedule } from '../../test/fixtures';
import { staffHeaders } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';
import { JobRunner } from '../../core/jobs';
import { silentLogger } from '../../core/logger';
import { testConfig } from '../../test/config';
import { createServices } from '../../test/services';
import { isoWeekday, plusDays } from '../attendance/lesson.dates';

let t: TestApp;
let api: RestClient;
const log = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };
useTestApp(
  (started) => {
    t = started;
    api = restClient(started.app);
  },
  { logger: log },
);

const HOUR = 3_600_000;
const today = pragueToday();
const query = (sql: string, params: unknown[] = []) => t.database.dataSource.query(sql, params);

type Lesson = { id: string; startsAt: string; excused: boolean; earnsCredit: boolean; creditId: number | null };

/** A course with a slot meeting in 2 days (the family's) and one meeting in 4 days (another group). */
async function course(values: Record<string, unknown> = {}) {
  const username = `lektor-${Math.random().toString(36).slice(2, 8)}`;
  const lector = await staffHeaders(t.app, t.database, 'lector', username);
  const otherName = `lektor-${Math.random().toString(36).slice(2, 8)}`;
  const otherLector = await staffHeaders(t.app, t.database, 'lector', otherName);
  const [{ id: lectorId }] = await query('SELECT id FROM "user" WHERE username = $1', [username]);
  const [{ id: otherLectorId }] = await query('SELECT id FROM "user" WHERE username = $1', [otherName]);
  const branchId = await insertBranch(t.database);
  const courseId = await insertCourse(t.database, {
    category: 'uncategorized',
    capacity: 2,
    max_capacity: 4,
    start_date: plusDays(today, -30),
    end_date: plusDays(today, 90),
    ...values,
  });
  const own = await insertSchedule(t.database, {
    course_id: courseId,
    branch_id: branchId,
    lector_id: lectorId,
    day_of_week: isoWeekday(plusDays(today, 2)),
  });
  const other = await insertSchedule(t.database, {
    course_id: courseId,
    branch_id: branchId,
    lector_id: otherLectorId,
    day_of_week: isoWeekday(plusDays(today, 4)),
  });
  return { courseId, own, other, lector, otherLector };
}

async function family(scheduleId: number, name = 'Adam Novák') {
  const email = `nahrada-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const registrationId = await insertRegistration(t.database, {
    schedule_id: scheduleId,
    email,
    child_full_name: name,
  });
  return { registrationId, token: await insertParentLink(t.database, email) };
}

const lessons = async (token: string, registrationId: number): Promise<Lesson[]> =>
  (await api('POST', '/parents/lessons', { body: { token, registrationId } })).body;

const excuse = async (token: string, registrationId: number, lessonId: string): Promise<Lesson[]> => {
  const answer = await api('POST', '/parents/excuse', { body: { token, registrationId, lessonId } });
  expect(answer.status).toBe(200);
  return answer.body;
};

const options = async (token: string, registrationId: number) => {
  const answer = await api('POST', '/parents/makeups/options', { body: { token, registrationId } });
  expect(answer.status).toBe(200);
  return answer.body;
};

it('earns a credit for an excuse before the cut-off, none after it, and says so before', async () => {
  const { own } = await course();
  const adam = await family(own);
  const [first, second] = await lessons(adam.token, adam.registrationId);
  // The first lesson is in about 2 days: a cut-off just below the hours left earns, just above does not.
  const hoursLeft = (Date.parse(first!.startsAt) - Date.now()) / HOUR;
  await query(
    'UPDATE course SET excuse_cutoff_hours = $2 FROM schedule s WHERE s.id = $1 AND course.id = s.course_id',
    [own, Math.ceil(hoursLeft) + 1],
  );
  let listed = await lessons(adam.token, adam.registrationId);
  expect(listed[0]).toMatchObject({ earnsCredit: false, creditId: null });
  expect(listed[1]).toMatchObject({ earnsCredit: true });
  const late = await excuse(adam.token, adam.registrationId, first!.id);
  expect(late.find((lesson) => lesson.id === first!.id)).toMatchObject({ excused: true, creditId: null });

  await query(
    'UPDATE course SET excuse_cutoff_hours = $2 FROM schedule s WHERE s.id = $1 AND course.id = s.course_id',
    [own, Math.floor(hoursLeft) - 1 + 7 * 24],
  );
  listed = await lessons(adam.token, adam.registrationId);
  expect(listed[1]).toMatchObject({ earnsCredit: true });
  const timely = await excuse(adam.token, adam.registrationId, second!.id);
  const creditId = timely.find((lesson) => lesson.id === second!.id)!.creditId;
  expect(creditId).toEqual(expect.any(Number));
  // Excused again: the same credit, no second one.
  const again = await excuse(adam.token, adam.registrationId, second!.id);
  expect(again.find((lesson) => lesson.id === second!.id)!.creditId).toBe(creditId);
  const credits = await query(
    'SELECT state, origin, expires_at AS "expiresAt" FROM makeup_credit WHERE registration_id = $1',
    [adam.registrationId],
  );
  expect(credits).toHaveLength(1);
  expect(credits[0]).toMatchObject({ state: 'available', origin: 'excuse' });
  // Valid 60 days from the lesson.
  const days = (credits[0].expiresAt.getTime() - Date.parse(second!.startsAt)) / (24 * HOUR);
  expect(days).toBeCloseTo(60, 5);
});

it('gives every child holding a place a credit when the provider cancels without a replacement, never beyond the course', async () => {
  const { own } = await course({ end_date: plusDays(today, 20) });
  const adam = await family(own);
  const eva = await family(own, 'Eva Malá');
  const waiting = await insertRegistration(t.database, { schedule_id: own, replacement: true });
  const [first, second] = await lessons(adam.token, adam.registrationId);
  const cancel = (id: string, body: Record<string, unknown>) =>
    api('POST', `/attendance/lessons/${id}/cancel`, { body, headers: t.admin });
  expect((await cancel(first!.id, { reason: 'Nemoc lektorky' })).status).toBe(200);
  const credits = await query(
    `SELECT registration_id AS "registrationId", origin, expires_at AS "expiresAt" FROM makeup_credit c
      WHERE registration_id = ANY($1::int[]) ORDER BY registration_id`,
    [[adam.registrationId, eva.registrationId, waiting]],
  );
  expect(credits.map((credit: { registrationId: number }) => credit.registrationId)).toEqual([
    adam.registrationId,
    eva.registrationId,
  ]);
  // The course ends in 20 days: the credit ends with its last day (Prague).
  const end = plusDays(today, 21);
  expect(credits[0].expiresAt.getTime()).toBeLessThanOrEqual(Date.parse(`${end}T00:00:00+01:00`));
  // A cancellation with a group make-up lesson instead earns nothing.
  expect((await cancel(second!.id, { replaced: true })).status).toBe(200);
  const [{ count }] = await query('SELECT count(*)::int AS count FROM makeup_credit WHERE registration_id = $1', [
    adam.registrationId,
  ]);
  expect(count).toBe(1);
  // Undone: the unspent credits are revoked.
  expect((await api('POST', `/attendance/lessons/${first!.id}/restore`, { headers: t.admin })).status).toBe(200);
  const states = await query('SELECT DISTINCT state FROM makeup_credit WHERE registration_id = ANY($1::int[])', [
    [adam.registrationId, eva.registrationId],
  ]);
  expect(states).toEqual([{ state: 'revoked' }]);
});

it('expires a credit on every read once its moment passes, and the sweep writes it down', async () => {
  const { own } = await course();
  const adam = await family(own);
  const granted = await api('POST', '/makeup-credits', {
    body: { registrationId: adam.registrationId, reason: 'Dlouhá nemoc' },
    headers: t.admin,
  });
  expect(granted.status).toBe(201);
  expect(granted.body.state).toBe('available');
  const id = granted.body.id;
  expect((await options(adam.token, adam.registrationId)).credits).toEqual([
    { id, state: 'available', expiresAt: granted.body.expiresAt },
  ]);
  // Staff move the expiry into the past: expired at once, everywhere, before any sweep.
  const past = new Date(Date.now() - HOUR).toISOString();
  const moved = await api('PATCH', `/makeup-credits/${id}`, {
    body: { expiresAt: past, reason: 'Test' },
    headers: t.admin,
  });
  expect(moved.status).toBe(200);
  expect(moved.body.state).toBe('expired');
  expect((await options(adam.token, adam.registrationId)).credits).toEqual([]);
  const [stored] = await query('SELECT state FROM makeup_credit WHERE id = $1', [id]);
  expect(stored.state).toBe('available');
  // The sweep, a job of the shared runner, writes it down.
  const jobs = new JobRunner(t.database.dataSource, silentLogger);
  const services = createServices({
    config: await testConfig(),
    dataSource: t.database.dataSource,
    logger: silentLogger,
    jobs,
  });
  try {
    expect(await jobs.runNow('makeups.expire')).toBe('done');
  } finally {
    await services.mail.stop();
  }
  const [swept] = await query('SELECT state FROM makeup_credit WHERE id = $1', [id]);
  expect(swept.state).toBe('expired');
  // Extended again by staff: available again.
  const future = new Date(Date.now() + 48 * HOUR).toISOString();
  const extended = await api('PATCH', `/makeup-credits/${id}`, {
    body: { expiresAt: future, reason: 'Prodlouženo' },
    headers: t.admin,
  });
  expect(extended.body).toMatchObject({ state: 'available', reason: 'Prodlouženo' });
  // A lector does not see families' credits; a revoked one stays revoked.
  expect(
    (await api('GET', `/makeup-credits?registrationId=${adam.registrationId}`, { headers: t.lector })).status,
  ).toBe(403);
  const revoked = await api('PATCH', `/makeup-credits/${id}`, {
    body: { state: 'revoked', reason: 'Omyl' },
    headers: t.admin,
  });
  expect(revoked.body.state).toBe('revoked');
  const listed = await api('GET', `/makeup-credits?registrationId=${adam.registrationId}`, { headers: t.admin });
  expect(listed.body.map((credit: { state: string }) => credit.state)).toEqual(['revoked']);
});

const grant = async (registrationId: number): Promise<number> =>
  (await api('POST', '/makeup-credits', { body: { registrationId, reason: 'Nemoc' }, headers: t.admin })).body.id;

const book = (token: string, creditId: number, lessonId: string) =>
  api('POST', '/parents/makeups/book', { body: { token, creditId, lessonId } });

type Roster = { lessonRoster: { roster: { registrationId: number; makeup: boolean; phone: string }[] } };
const ROSTER = `query ($id: ID!) { lessonRoster(id: $id) { roster { registrationId makeup phone } } }`;

it('offers the other slot’s lessons by the place arithmetic, gives the last place to one of two families, and shows the guest on that lesson only', async () => {
  const { own, other, lector, otherLector } = await course();
  const adam = await family(own, 'Adam Novák');
  const eva = await family(own, 'Eva Malá');
  const regular = await family(other, 'Bára Stálá');
  await insertRegistration(t.database, { schedule_id: other, child_full_name: 'Cyril Stálý' });
  const adamCredit = await grant(adam.registrationId);
  const evaCredit = await grant(eva.registrationId);

  // capacity 2 − 2 holding places + 0 excused − 0 booked + 0 make-up places: nothing to offer.
  expect((await options(adam.token, adam.registrationId)).lessons).toEqual([]);
  await query('UPDATE schedule SET makeup_places = 1 WHERE id = $1', [other]);
  const offered = (await options(adam.token, adam.registrationId)).lessons;
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((lesson: { scheduleId: number }) => lesson.scheduleId === other)).toBe(true);
  const lesson = offered[0];
  expect(lesson).toMatchObject({ freePlaces: 1, date: plusDays(today, 4), from: '16:00', to: '16:45' });

  // Two families for the last make-up place at once: one wins, the other gets a Czech refusal.
  const race = await Promise.all([
    book(adam.token, adamCredit, lesson.lessonId),
    book(eva.token, evaCredit, lesson.lessonId),
  ]);
  expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const lost = race.find((answer) => answer.status === 409)!;
  expect(lost.body.code).toBe('MAKEUP_LESSON_FULL');
  expect(lost.body.message).toMatch(/obsadil někdo jiný/);
  const [winner, loser] = race[0].status === 201 ? [adam, eva] : [eva, adam];
  const loserCredit = loser === adam ? adamCredit : evaCredit;
  expect((await options(winner.token, winner.registrationId)).credits[0].state).toBe('booked');
  expect((await options(loser.token, loser.registrationId)).credits[0].state).toBe('available');
  const [mail] = await query('SELECT kind FROM mail_message WHERE registration_id = $1 AND kind = $2', [
    winner.registrationId,
    'makeup_booked',
  ]);
  expect(mail).toBeDefined();

  // A child of that group excused from that lesson frees a place for a make-up.
  await excuse(regular.token, regular.registrationId, lesson.lessonId);
  expect((await book(loser.token, loserCredit, lesson.lessonId)).status).toBe(201);
  expect((await book(loser.token, loserCredit, lesson.lessonId)).body.code).toBe('MAKEUP_CREDIT_NOT_AVAILABLE');

  // The other group's lector sees both guests on that lesson, with the parents' phones; not on the next one.
  const roster = await t.app.graphql<Roster>(ROSTER, { id: lesson.lessonId }, otherLector);
  expect(roster.body.errors).toBeUndefined();
  const guests = roster.body.data!.lessonRoster.roster.filter((entry) => entry.makeup);
  expect(guests.map((entry) => entry.registrationId).sort()).toEqual([adam.registrationId, eva.registrationId].sort());
  expect(guests.every((entry) => entry.phone.length > 0)).toBe(true);
  const next = offered.find((item: { lessonId: string }) => item.lessonId !== lesson.lessonId);
  if (next) {
    const later = await t.app.graphql<Roster>(ROSTER, { id: next.lessonId }, otherLector);
    expect(later.body.data!.lessonRoster.roster.some((entry) => entry.makeup)).toBe(false);
  }
  // The other group's matrix shows the guests at that lesson only; the children's own group's none.
  const range = `from=${today}&to=${plusDays(today, 20)}`;
  const matrix = await api('GET', `/attendance/slots/${other}/matrix?${range}`, { headers: otherLector });
  expect(matrix.status).toBe(200);
  expect(matrix.body.guests.map((guest: { lessonId: string }) => guest.lessonId)).toEqual([
    lesson.lessonId,
    lesson.lessonId,
  ]);
  expect(matrix.body.rows.map((row: { registrationId: number }) => row.registrationId)).not.toContain(
    adam.registrationId,
  );
  const ownMatrix = await api('GET', `/attendance/slots/${own}/matrix?${range}`, { headers: lector });
  expect(ownMatrix.body.guests).toEqual([]);
  // The children's own lector does not see the other group's lesson at all.
  const foreign = await t.app.graphql<Roster>(ROSTER, { id: lesson.lessonId }, lector);
  expect(foreign.body.errors?.[0]?.extensions?.domainCode).toBe('ATTENDANCE_LESSON_NOT_FOUND');

  // Cancelled before the cut-off: the credit is back, the place free again.
  const booking = (await options(winner.token, winner.registrationId)).bookings[0];
  expect(booking).toMatchObject({ lessonId: lesson.lessonId });
  const cancelled = await api('POST', '/parents/makeups/cancel', {
    body: { token: winner.token, bookingId: booking.bookingId },
  });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.credits[0].state).toBe('available');
  expect(cancelled.body.bookings).toEqual([]);
  // Another family's booking answers like a missing one.
  const theirs = (await options(loser.token, loser.registrationId)).bookings[0];
  const refused = await api('POST', '/parents/makeups/cancel', {
    body: { token: winner.token, bookingId: theirs.bookingId },
  });
  expect(refused.body.code).toBe('MAKEUP_BOOKING_NOT_FOUND');
});

it('spends the credit when the guest is marked at the lesson', async () => {
  const { own, other, otherLector } = await course();
  const adam = await family(own);
  const creditId = await grant(adam.registrationId);
  // A lesson of the other group that began three days ago, booked then.
  const day = plusDays(today, -3);
  await query('UPDATE schedule SET day_of_week = $2 WHERE id = $1', [other, isoWeekday(day)]);
  const [{ id: rowId }] = await query(
    `INSERT INTO lesson (schedule_id, original_date, date, kind) VALUES ($1, $2, $2, 'regular') RETURNING id`,
    [other, day],
  );
  await query(`UPDATE makeup_credit SET state = 'booked' WHERE id = $1`, [creditId]);
  await query('INSERT INTO makeup_booking (credit_id, registration_id, lesson_id) VALUES ($1, $2, $3)', [
    creditId,
    adam.registrationId,
    rowId,
  ]);
  const marked = await t.app.graphql<{ markAttendance: { applied: boolean; refusal: string | null }[] }>(
    `mutation ($marks: [AttendanceMarkInput!]!) { markAttendance(marks: $marks) { applied refusal } }`,
    {
      marks: [
        {
          lessonId: `s${other}-${day}`,
          registrationId: adam.registrationId,
          state: 'present',
          markedAt: new Date().toISOString(),
        },
      ],
    },
    otherLector,
  );
  expect(marked.body.errors).toBeUndefined();
  expect(marked.body.data!.markAttendance).toEqual([{ applied: true, refusal: null }]);
  const [credit] = await query('SELECT state FROM makeup_credit WHERE id = $1', [creditId]);
  expect(credit.state).toBe('used');
});

it('keeps a course’s make-up settings when an edit leaves them out, and refuses values out of range', async () => {
  const input = { title: 'Hip hop', type: 'dancing', category: 'preschool', capacity: 8, maxCapacity: 10, price: 2000 };
  const created = await t.app.graphql<{ createCourse: { id: number; excuseCutoffHours: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id excuseCutoffHours makeupValidDays } }',
    { input: { ...input, excuseCutoffHours: 24 } },
    t.admin,
  );
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data!.createCourse).toMatchObject({ excuseCutoffHours: 24, makeupValidDays: 60 });
  const id = created.body.data!.createCourse.id;
  const updated = await t.app.graphql<{ updateCourse: { excuseCutoffHours: number } }>(
    'mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { excuseCutoffHours } }',
    { id, input: { ...input, title: 'Hip hop pro malé' } },
    t.admin,
  );
  expect(updated.body.errors).toBeUndefined();
  expect(updated.body.data!.updateCourse.excuseCutoffHours).toBe(24);
  const refused = await t.app.graphql(
    'mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { excuseCutoffHours } }',
    { id, input: { ...input, makeupValidDays: 0 } },
    t.admin,
  );
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  // The message names the field (the staff form shows it under the field, a REST caller reads it).
  expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
    makeupValidDays: 'Platnost náhrady (dní): zadejte celé číslo od 1 do 365.',
  });
});

it("the registrations grid counts each registration's credits (available now of all it had); lectors get none", async () => {
  const { courseId, own, lector } = await course();
  const adam = await family(own);
  const eva = await family(own, 'Eva Nová');
  const first = await grant(adam.registrationId);
  await grant(adam.registrationId);
  // One revoked, one past its expiry (expired as of now, not yet written down): neither is to use.
  await api('PATCH', `/makeup-credits/${first}`, { body: { state: 'revoked', reason: 'Omyl' }, headers: t.admin });
  const third = await grant(adam.registrationId);
  await query(`UPDATE makeup_credit SET expires_at = now() - interval '1 minute' WHERE id = $1`, [third]);
  const GRID = `query ($courseId: Int!) { searchRegistrations(filter: { courseId: $courseId }, limit: 10) {
    items { id makeupSummary { available earned } } } }`;
  type Grid = {
    searchRegistrations: { items: { id: number; makeupSummary: { available: number; earned: number } | null }[] };
  };
  const { body } = await t.app.graphql<Grid>(GRID, { courseId }, t.admin);
  expect(body.errors).toBeUndefined();
  const rows = new Map(body.data!.searchRegistrations.items.map((item) => [item.id, item.makeupSummary]));
  expect(rows.get(adam.registrationId)).toEqual({ available: 1, earned: 3 });
  expect(rows.get(eva.registrationId)).toBeNull();
  const byLector = await t.app.graphql<Grid>(GRID, { courseId }, lector);
  expect(byLector.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
