// Re-enrolment into the next term (issue 45, items 2–5) over real HTTP on a real PostgreSQL, with the
// e-mails through a local SMTP server: invitations only to the families holding a place (the
// replacements when staff ask), the priority window refusing the public at both doors until its end
// (moved into the past by staff, or every family answered), continuing (the data carried over, a new
// variable symbol, the payment e-mail with its QR code; another slot; twice is once), declining with a
// reason, staff's view and hand enrolment, the reminder of the shared job runner, and who may do what.
import { formatOfferDeadline, PARENT_PAGE_PATH } from '@kurzy/common';
import type { ParsedMail } from 'mailparser';
import { JobRunner } from '../../core/jobs';
import { silentLogger } from '../../core/logger';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { inLetters } from '../../test/names';
import { restClient, type RestClient } from '../../test/rest';
import { createServices } from '../../test/services';

const DAY = 24 * 3_600_000;
let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
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
  lector = await staffHeaders(app, database, 'lector');
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

interface Family {
  id: number;
  replacement: boolean;
  email: string;
  child: string;
}

function form(scheduleId: number, name = unique()) {
  return {
    parentFirstName: 'Jana',
    parentLastName: 'Nováková',
    email: `rodina.${name.toLowerCase()}@example.com`,
    phone: '+420 777 123 456',
    childFullName: `Ema ${name}`,
    childBornYear: `${new Date().getFullYear() - 5}-01-15`,
    personalDataConsent: true,
    photoConsent: true,
    type: 'course',
    scheduleId,
  };
}

/** A child registered by the public form, from a mailbox of its own. */
async function register(scheduleId: number): Promise<Family> {
  const input = form(scheduleId);
  const { body } = await app.graphql<{ register: { id: number; replacement: boolean } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }',
    { input },
    address(),
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { ...body.data.register, email: input.email, child: input.childFullName };
}

/** A course of this term with a Monday and a Thursday slot, its families, and its copy (published). */
async function term(capacity = 2) {
  const courseId = await insertCourse(database, {
    title: `Balet ${unique()}`,
    capacity,
    max_capacity: 10,
    price: 2400,
    start_date: '2026-09-07',
    end_date: '2027-01-29',
  });
  const monday = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 1 });
  const thursday = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    day_of_week: 4,
    from: '17:00',
    to: '17:45',
  });
  const copy = await api('POST', `/courses/${courseId}/copy`, {
    body: { startDate: '2027-02-01', endDate: '2027-06-25', price: 2600 },
    headers: admin,
  });
  expect(copy.status).toBe(201);
  const successor = copy.body as { id: number; schedules: { id: number; predecessorId: number }[] };
  const slotOf = (old: number) => successor.schedules.find((slot) => slot.predecessorId === old)!.id;
  return {
    courseId,
    monday,
    thursday,
    successorId: successor.id,
    next: { monday: slotOf(monday), thursday: slotOf(thursday) },
  };
}

async function publish(courseId: number) {
  const { body } = await api('GET', `/courses/${courseId}`, { headers: admin });
  const {
    id: _i,
    createdAt: _c,
    freeSpots: _f,
    availability: _a,
    illustrations: _il,
    schedules: _s,
    predecessorId: _p,
    ...rest
  } = body;
  expect((await api('PUT', `/courses/${courseId}`, { body: { ...rest, visible: true }, headers: admin })).status).toBe(
    200,
  );
}

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const open = (courseId: number, body: Record<string, unknown>, headers = admin) =>
  api('POST', `/courses/${courseId}/reenrolment`, { body, headers });

type Answer = { registrationId: number; state: string; reason?: string | null; newRegistrationId?: number | null };
async function answers(courseId: number): Promise<Answer[]> {
  const { status, body } = await api('GET', `/courses/${courseId}/reenrolment`, { headers: admin });
  expect(status).toBe(200);
  return body.families;
}
const answerOf = async (courseId: number, family: Family) =>
  (await answers(courseId)).find((answer) => answer.registrationId === family.id);

const mailTo = (family: Family, subject: RegExp): Promise<ParsedMail> =>
  smtp.waitFor(
    (mail) => JSON.stringify(mail.to).toLowerCase().includes(family.email) && subject.test(mail.subject ?? ''),
    60_000,
  );
const flat = (mail: ParsedMail) => (mail.text ?? '').replace(/\s+/g, ' ');

function tokenIn(mail: ParsedMail): string {
  const found = new RegExp(`https://kurzy\\.example\\.cz${PARENT_PAGE_PATH}([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!found) throw new Error(`No personal link in: ${mail.text}`);
  return found[1]!;
}

const accept = (token: string, registrationId: number, scheduleId?: number) =>
  api('POST', '/parents/reenrolment/accept', {
    body: { token, registrationId, ...(scheduleId ? { scheduleId } : {}) },
    headers: address(),
  });
const decline = (token: string, registrationId: number, reason?: string) =>
  api('POST', '/parents/reenrolment/decline', {
    body: { token, registrationId, ...(reason ? { reason } : {}) },
    headers: address(),
  });

const queued = async (registrationId: number, kind: string): Promise<number> =>
  (
    await database.dataSource.query(
      'SELECT count(*)::int AS count FROM mail_message WHERE registration_id = $1 AND kind = $2',
      [registrationId, kind],
    )
  )[0].count;

const publicRestRegistration = (scheduleId: number) =>
  api('PUT', '/registration', { body: form(scheduleId), headers: address() });
const publicGraphqlRegistration = (scheduleId: number) =>
  app.graphql(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
    { input: form(scheduleId) },
    address(),
  );

describe('re-enrolment', () => {
  it('invites only the families holding a place; the window refuses the public at both doors until staff move its end', async () => {
    const { courseId, monday, thursday, successorId, next } = await term(2);
    const anna = await register(monday);
    const bara = await register(thursday);
    const waiting = await register(monday);
    const gone = await register(monday);
    expect(waiting.replacement).toBe(true);
    expect((await api('DELETE', `/registrationOff/${gone.id}`, { headers: admin })).status).toBe(200);
    await publish(successorId);

    // Staff only; not on a course without a copy.
    const until = inDays(10);
    expect((await open(courseId, { priorityUntil: until }, {})).status).toBe(401);
    expect((await open(courseId, { priorityUntil: until }, lector)).status).toBe(403);
    expect((await api('GET', `/courses/${courseId}/reenrolment`, { headers: lector })).status).toBe(403);
    expect((await open(successorId, { priorityUntil: until })).body).toMatchObject({
      code: 'REENROLMENT_NO_SUCCESSOR',
    });
    expect((await open(courseId, { priorityUntil: 'zítra' })).status).toBe(400);

    const opened = await open(courseId, { priorityUntil: until });
    expect(opened).toMatchObject({ status: 200, body: { invited: 2 } });
    const overview = await api('GET', `/courses/${courseId}/reenrolment`, { headers: admin });
    expect(overview.body).toMatchObject({ successorId, windowOpen: true });
    expect(Date.parse(overview.body.priorityUntil)).toBe(Date.parse(until));
    expect(overview.body.families.map((f: Answer) => [f.registrationId, f.state]).sort()).toEqual(
      [
        [anna.id, 'invited'],
        [bara.id, 'invited'],
      ].sort(),
    );

    const invitation = await mailTo(anna, /^Pokračování v kroužku /);
    const text = flat(invitation);
    expect(text).toContain('každé pondělí 16:00–16:45');
    expect(text).toContain('od 01.02.2027 do 25.06.2027');
    expect(text).toContain('2 600 Kč');
    expect(text).toContain(formatOfferDeadline(until));
    expect(text).toContain('Pokračovat');
    expect(tokenIn(invitation)).toBeTruthy();
    expect(flat(await mailTo(bara, /^Pokračování v kroužku /))).toContain('každý čtvrtek 17:00–17:45');
    // Nothing to the replacement or the cancelled family.
    expect(await queued(waiting.id, 'reenrolment_invitation')).toBe(0);
    expect(await queued(gone.id, 'reenrolment_invitation')).toBe(0);

    // The course page says so, and the public is refused at both doors with the date.
    const page = await app.graphql<{ course: { priorityUntil: string | null } }>(
      'query ($id: Int!) { course(id: $id) { priorityUntil } }',
      { id: successorId },
    );
    expect(Date.parse(page.body.data!.course.priorityUntil!)).toBe(Date.parse(until));
    const refused = await publicRestRegistration(next.monday);
    expect(refused).toMatchObject({ status: 409, body: { code: 'REGISTRATION_PRIORITY_WINDOW' } });
    expect(refused.body.message).toContain(`Do ${formatOfferDeadline(until)}`);
    expect(refused.body.message).toContain('stávající účastníci');
    const viaGraphql = await publicGraphqlRegistration(next.thursday);
    expect(viaGraphql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'REGISTRATION_PRIORITY_WINDOW',
    });
    // The old course is not affected.
    expect((await publicRestRegistration(monday)).status).toBe(201);

    // Staff invite the replacements too: the undecided get it again, the replacement first.
    expect((await open(courseId, { priorityUntil: until, includeReplacements: true })).body).toEqual({ invited: 4 });
    expect(await queued(waiting.id, 'reenrolment_invitation')).toBe(1);
    expect(await queued(anna.id, 'reenrolment_invitation')).toBe(2);

    // Moved into the past: open to all at once, on every read.
    const moved = await api('PATCH', `/courses/${courseId}/reenrolment`, {
      body: { priorityUntil: new Date(Date.now() - 60_000).toISOString() },
      headers: admin,
    });
    expect(moved).toMatchObject({ status: 200, body: { windowOpen: false } });
    const after = await app.graphql<{ course: { priorityUntil: string | null } }>(
      'query ($id: Int!) { course(id: $id) { priorityUntil } }',
      { id: successorId },
    );
    expect(after.body.data!.course.priorityUntil).toBeNull();
    expect((await publicRestRegistration(next.monday)).status).toBe(201);
    expect((await publicGraphqlRegistration(next.thursday)).body.errors).toBeUndefined();
    // Too late for the family to answer on its page.
    const late = await accept(tokenIn(invitation), anna.id);
    expect(late).toMatchObject({ status: 410, body: { code: 'REENROLMENT_WINDOW_ENDED' } });
  });

  it('continues a family: the data carried over, a place, a new variable symbol and the payment e-mail; twice is once', async () => {
    const { courseId, monday, thursday, successorId, next } = await term(3);
    const anna = await register(monday);
    const bara = await register(thursday);
    const cyril = await register(monday);
    expect((await open(courseId, { priorityUntil: inDays(14) })).body).toEqual({ invited: 3 });
    const token = tokenIn(await mailTo(anna, /^Pokračování v kroužku /));

    // The family's page lists the invitation; viewing it marks it opened for staff.
    const page = await app.graphql<{ reenrolmentInvitations: Record<string, unknown>[] }>(
      `query ($token: String!) { reenrolmentInvitations(token: $token) {
         registrationId childFullName state successorId title price scheduleId ended slots { id dayOfWeek from to } } }`,
      { token },
      address(),
    );
    expect(page.body.data!.reenrolmentInvitations).toEqual([
      expect.objectContaining({
        registrationId: anna.id,
        childFullName: anna.child,
        state: 'opened',
        successorId,
        price: 2600,
        scheduleId: next.monday,
        ended: false,
      }),
    ]);
    expect((await answerOf(courseId, anna))?.state).toBe('opened');
    expect((await answerOf(courseId, bara))?.state).toBe('invited');

    // Another family's registration behind this link: not found.
    expect((await accept(token, bara.id)).status).toBe(404);
    expect((await decline(token, bara.id)).status).toBe(404);
    expect((await accept('neznamy-odkaz', anna.id)).status).toBe(404);
    // A slot that is not the successor's is refused on its field.
    const wrongSlot = await accept(token, anna.id, thursday);
    expect(wrongSlot).toMatchObject({ status: 400, body: { code: 'REENROLMENT_NOT_A_SUCCESSOR_SLOT' } });

    const accepted = await accept(token, anna.id);
    expect(accepted.status).toBe(200);
    const newId = accepted.body.newRegistrationId as number;
    const [old, made] = await Promise.all(
      [anna.id, newId].map(async (id) => (await api('GET', `/registrations/${id}`, { headers: admin })).body),
    );
    for (const key of [
      'parentFirstName',
      'parentLastName',
      'email',
      'phone',
      'childFullName',
      'childBornYear',
      'photoConsent',
    ])
      expect(made[key]).toEqual(old[key]);
    expect(made).toMatchObject({
      scheduleId: next.monday,
      replacement: false,
      paymentState: 'unpaid',
      cancelledAt: null,
    });
    expect(made.variableSymbol).not.toBe(old.variableSymbol);
    const [{ payments }] = await database.dataSource.query(
      'SELECT count(*)::int AS payments FROM payment_allocation WHERE registration_id = $1',
      [newId],
    );
    expect(payments).toBe(0);
    // The new registration's own payment e-mail (the old one had its own when the family registered).
    const payment = await smtp.waitFor(
      (mail) =>
        JSON.stringify(mail.to).toLowerCase().includes(anna.email) &&
        /^Potvrzení přihlášky: /.test(mail.subject ?? '') &&
        flat(mail).includes(`Variabilní symbol: ${made.variableSymbol as string}`),
      60_000,
    );
    expect(flat(payment)).toContain('Částka: 2 600 Kč');
    expect(flat(payment)).toContain('od 01.02.2027 do 25.06.2027');
    expect(payment.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);

    // Again: the same registration, nothing new.
    expect((await accept(token, anna.id)).body).toEqual({ done: true, newRegistrationId: newId });
    expect(await answerOf(courseId, anna)).toMatchObject({ state: 'accepted', newRegistrationId: newId });
    // Continuing stands: declining it is refused (the new registration is cancelled as any other).
    expect((await decline(token, anna.id)).body).toMatchObject({ code: 'REENROLMENT_ALREADY_ACCEPTED' });

    // Another slot of the successor on accept, through GraphQL.
    const baraToken = tokenIn(await mailTo(bara, /^Pokračování v kroužku /));
    const other = await app.graphql<{ continueReenrolment: number }>(
      'mutation ($token: String!, $id: Int!, $slot: Int) { continueReenrolment(token: $token, registrationId: $id, scheduleId: $slot) }',
      { token: baraToken, id: bara.id, slot: next.monday },
      address(),
    );
    expect(other.body.errors).toBeUndefined();
    const baraNew = (await api('GET', `/registrations/${other.body.data!.continueReenrolment}`, { headers: admin }))
      .body;
    expect(baraNew).toMatchObject({ scheduleId: next.monday, childFullName: bara.child });

    // The last family declines with its reason: everyone answered, so the public may register now.
    // (Families continued into the successor while staff had not published it yet.)
    await publish(successorId);
    expect((await publicRestRegistration(next.monday)).body).toMatchObject({ code: 'REGISTRATION_PRIORITY_WINDOW' });
    const cyrilToken = tokenIn(await mailTo(cyril, /^Pokračování v kroužku /));
    expect((await decline(cyrilToken, cyril.id, 'Budeme se stěhovat.')).status).toBe(200);
    expect(await answerOf(courseId, cyril)).toMatchObject({ state: 'declined', reason: 'Budeme se stěhovat.' });
    expect((await publicRestRegistration(next.monday)).status).toBe(201);
  });

  it('holds places only as far as the capacity goes; staff enrol a family by hand', async () => {
    const { courseId, monday, successorId, next } = await term(1);
    const anna = await register(monday);
    const waiting = await register(monday);
    expect((await open(courseId, { priorityUntil: inDays(14), includeReplacements: true })).body).toEqual({
      invited: 2,
    });
    // Staff fill the successor's only place by hand.
    const byHand = await api('POST', `/courses/${courseId}/reenrolment/enrol`, {
      body: { registrationId: waiting.id },
      headers: admin,
    });
    expect(byHand).toMatchObject({ status: 200, body: { registrationId: waiting.id, state: 'accepted' } });
    expect(byHand.body.decidedById).toEqual(expect.any(Number));
    expect(
      (
        await api('POST', `/courses/${courseId}/reenrolment/enrol`, {
          body: { registrationId: waiting.id },
          headers: lector,
        })
      ).status,
    ).toBe(403);
    // No place left for the other family: refused, nothing made.
    const token = tokenIn(await mailTo(anna, /^Pokračování v kroužku /));
    expect((await accept(token, anna.id)).body).toMatchObject({ code: 'REENROLMENT_FULL' });
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM registration r JOIN schedule s ON s.id = r.schedule_id WHERE s.course_id = $1`,
      [successorId],
    );
    expect(count).toBe(1);
    expect((await answerOf(courseId, anna))?.state).toBe('invited');
    expect(next.monday).toBeGreaterThan(0);
  });

  it('reminds the undecided families three days before the window ends, once, on the shared job runner', async () => {
    const { courseId, monday } = await term(3);
    const anna = await register(monday);
    const bara = await register(monday);
    expect((await open(courseId, { priorityUntil: inDays(10) })).body).toEqual({ invited: 2 });
    const baraToken = tokenIn(await mailTo(bara, /^Pokračování v kroužku /));
    expect((await decline(baraToken, bara.id)).status).toBe(200);

    const jobs = new JobRunner(database.dataSource, silentLogger);
    const services = createServices({
      config: await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kurzy.example.cz' }),
      dataSource: database.dataSource,
      logger: silentLogger,
      jobs,
    });
    try {
      expect(await jobs.runNow('reenrolment.remind')).toBe('done');
      expect(await queued(anna.id, 'reenrolment_reminder')).toBe(0);
      // The test moves the end instead of waiting a week.
      const end = inDays(2);
      await api('PATCH', `/courses/${courseId}/reenrolment`, { body: { priorityUntil: end }, headers: admin });
      expect(await jobs.runNow('reenrolment.remind')).toBe('done');
      expect(await jobs.runNow('reenrolment.remind')).toBe('done');
      expect(await queued(anna.id, 'reenrolment_reminder')).toBe(1);
      expect(await queued(bara.id, 'reenrolment_reminder')).toBe(0);
      const reminder = await mailTo(anna, /^Připomínka: pokračování v kroužku /);
      expect(flat(reminder)).toContain(formatOfferDeadline(end));
    } finally {
      await services.mail.stop();
    }
  });
});
