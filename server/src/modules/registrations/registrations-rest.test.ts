// The registration calls of seed-spec section 7 beside the generic ones.
import { MESSAGES } from '@kurzy/common';
import { NOT_ALLOWED, NOT_LOGGED_IN } from '../../core/actor';
import { PAID_CANNOT_BE_CANCELLED } from './registration.service';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, RestClient } from '../../test/rest';
import { inLetters } from '../../test/names';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let scheduleId: number;
let campId: number;

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;
let counter = 0;
const form = (target: { scheduleId?: number; campId?: number }, overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `jana${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${inLetters(counter)}`,
  childBornYear: yearsAgo(5),
  personalDataConsent: true,
  type: target.campId ? 'camp' : 'course',
  ...target,
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { category: 'preschool', capacity: 1, max_capacity: 2 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
  campId = await insertCamp(database, { category: 'preschool' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const registrationIn = (target: { schedule_id: number } | { camp_id: number }, values: Record<string, unknown> = {}) =>
  insertRegistration(database, { ...target, ...values });

describe('PUT /api/registration (the public form)', () => {
  it('registers a child without logging in and answers the receipt (201)', async () => {
    const { status, body } = await api('PUT', '/registration', { body: form({ campId }) });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      type: 'camp',
      replacement: false,
      title: 'Letní tábor',
      price: 3500,
      alreadyRegistered: false,
      variableSymbol: expect.stringMatching(/^\d+$/),
    });
  });

  it('refuses an incomplete form with 400 and a Czech message per field, storing nothing', async () => {
    const [{ count: before }] = await database.dataSource.query('SELECT count(*)::int AS count FROM registration');
    const { status, body } = await api('PUT', '/registration', {
      body: form({ scheduleId }, { parentFirstName: '', personalDataConsent: false }),
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ parentFirstName: MESSAGES.required });
    expect(body.errors.personalDataConsent).toEqual(expect.any(String));
    const [{ count: after }] = await database.dataSource.query('SELECT count(*)::int AS count FROM registration');
    expect(after).toBe(before);
  });

  it('puts the child on the waiting list when full and refuses beyond it with 409', async () => {
    const first = await api('PUT', '/registration', { body: form({ scheduleId }) });
    const second = await api('PUT', '/registration', { body: form({ scheduleId }) });
    expect([first.body.replacement, second.body.replacement]).toEqual([false, true]);
    const third = await api('PUT', '/registration', { body: form({ scheduleId }) });
    expect(third.status).toBe(409);
    expect(third.body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/registrations', () => {
  it('answers { registrations } with the course through the schedule, filtered by query parameters', async () => {
    const id = await registrationIn(
      { schedule_id: scheduleId },
      { payment_state: 'paid', child_full_name: 'Filtr Kubík' },
    );
    const { status, body } = await api('GET', '/registrations?paymentState=PAID&text=kubík', { headers: admin });
    expect(status).toBe(200);
    expect(body.registrations.map((registration: { id: number }) => registration.id)).toEqual([id]);
    expect(body.registrations[0]).toMatchObject({
      paymentState: 'paid',
      scheduleId,
      schedule: { id: scheduleId, from: '16:00', branch: { title: 'Pobočka Brno' } },
      course: { title: 'Balet', category: 'preschool' },
      camp: null,
    });
    expect((await api('GET', '/registrations')).status).toBe(401);
  });
});

describe('POST /api/registration/{id} (change)', () => {
  it('changes a registration, and answers 404 for an unknown one', async () => {
    const id = await registrationIn({ camp_id: campId });
    const { status, body } = await api('POST', `/registration/${id}`, {
      headers: admin,
      body: form({ campId }, { note: 'Alergie na ořechy' }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, note: 'Alergie na ořechy', camp: { id: campId } });
    const missing = await api('POST', '/registration/999999', { headers: admin, body: form({ campId }) });
    expect(missing.status).toBe(404);
    const forbidden = await api('POST', `/registration/${id}`, { headers: lector, body: form({ campId }) });
    expect(forbidden).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
  });
});

describe('DELETE /api/registrationOff/{id} (cancel)', () => {
  it('answers the cancelled registration; a paid one is refused with 409', async () => {
    const id = await registrationIn({ camp_id: campId });
    const { status, body } = await api('DELETE', `/registrationOff/${id}`, { headers: admin });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, cancelledAt: expect.any(String) });

    const paid = await registrationIn({ camp_id: campId }, { payment_state: 'paid' });
    const refused = await api('DELETE', `/registrationOff/${paid}`, { headers: admin });
    expect(refused).toEqual(
      expect.objectContaining({
        status: 409,
        body: { code: 'REGISTRATION_PAID_CANNOT_BE_CANCELLED', message: PAID_CANNOT_BE_CANCELLED },
      }),
    );
    expect((await api('DELETE', '/registrationOff/999999', { headers: admin })).status).toBe(404);
  });
});

describe('POST /api/registrations/batch/*', () => {
  it('marks paid and unpaid, and deletes, answering how many; a bad id list is a 400', async () => {
    const ids = [await registrationIn({ camp_id: campId }), await registrationIn({ camp_id: campId })];
    const paid = await api('POST', '/registrations/batch/payed', { headers: admin, body: { ids } });
    expect(paid).toMatchObject({ status: 200, body: { count: 2 } });
    const states = async () =>
      (
        await database.dataSource.query('SELECT payment_state FROM registration WHERE id = ANY($1) ORDER BY id', [ids])
      ).map((row: { payment_state: string }) => row.payment_state);
    expect(await states()).toEqual(['paid', 'paid']);
    const unpaid = await api('POST', '/registrations/batch/unpayed', { headers: admin, body: { ids } });
    expect(unpaid).toMatchObject({ status: 200, body: { count: 2 } });
    expect(await states()).toEqual(['unpaid', 'unpaid']);

    for (const body of [{}, { ids: [] }, { ids: ['a'] }, { ids: 'vsechny' }]) {
      const refused = await api('POST', '/registrations/batch/payed', { headers: admin, body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('ids');
    }

    const deleted = await api('POST', '/registrations/batch/delete', {
      headers: admin,
      body: { ids: [...ids, 999999] },
    });
    expect(deleted).toMatchObject({ status: 200, body: { count: 2 } });
    expect(await states()).toEqual([]);
  });
});

describe('POST /api/registration/{id}/payed', () => {
  it('marks one registration paid; 404 for an unknown one', async () => {
    const id = await registrationIn({ camp_id: campId });
    const { status, body } = await api('POST', `/registration/${id}/payed`, { headers: admin });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, paymentState: 'paid' });
    expect((await api('POST', '/registration/999999/payed', { headers: admin })).status).toBe(404);
  });
});

describe('GET /api/registration/sendInvoice/{id}/{account}', () => {
  it('issues the invoice to the default or the given account for an administrator; 400, 401 and 403 otherwise', async () => {
    const id = await registrationIn({ camp_id: campId });
    const sent = await api('GET', `/registration/sendInvoice/${id}/default`, { headers: admin });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, invoiceNumber: expect.stringMatching(/^\d{10}$/) });

    const iban = 'CZ6508000000192000145399';
    const again = await api('GET', `/registration/sendInvoice/${id}/${iban}`, { headers: admin });
    expect(again.body).toMatchObject({ invoiceNumber: sent.body.invoiceNumber, invoiceAccount: iban });

    const badAccount = await api('GET', `/registration/sendInvoice/${id}/CZ00`, { headers: admin });
    expect(badAccount.status).toBe(400);
    expect(badAccount.body.errors).toHaveProperty('account');
    expect(await api('GET', `/registration/sendInvoice/${id}/default`)).toMatchObject({
      status: 401,
      body: { message: NOT_LOGGED_IN },
    });
    expect((await api('GET', `/registration/sendInvoice/${id}/default`, { headers: lector })).status).toBe(403);
    expect((await api('GET', `/registration/sendInvoice/999999/default`, { headers: admin })).status).toBe(404);
  });
});
