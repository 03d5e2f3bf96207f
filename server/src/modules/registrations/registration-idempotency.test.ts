// A retry of the public form after its answer was lost (issue 17, item 5): the idempotency key makes
// it return the first registration, never a second row or a second e-mail.
import { randomUUID } from 'node:crypto';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { RunningApp, startTestApp } from '../../test/http';
import { restClient } from '../../test/rest';
import { inLetters } from '../../test/names';

let database: TestDatabase;
let app: RunningApp;
let scheduleId: number;

const REGISTER = `mutation ($input: RegistrationInput!, $key: String) {
  register(input: $input, idempotencyKey: $key) { id replacement variableSymbol alreadyRegistered }
}`;

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: `idem${(counter += 1)}@example.com`,
  phone: '+420 777 123 456',
  childFullName: `Anna Nováková ${inLetters(counter)}`,
  childBornYear: `${new Date().getFullYear() - 5}-01-15`,
  personalDataConsent: true,
  type: 'course',
  scheduleId,
  ...overrides,
});

const rows = async (email: string) => ({
  registrations: (
    await database.dataSource.query('SELECT count(*)::int AS n FROM registration WHERE email = $1', [email])
  )[0].n as number,
  mails: (
    await database.dataSource.query(
      'SELECT count(*)::int AS n FROM mail_message m JOIN registration r ON r.id = m.registration_id WHERE r.email = $1',
      [email],
    )
  )[0].n as number,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database, { capacity: 100, max_capacity: 200 });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
  // Every send here goes to one course from one address: the per-course limit has its own tests.
  app = await startTestApp(database, await testConfig({ REGISTRATION_COURSE_LIMIT: '0' }));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the idempotency key of the public registration', () => {
  it('two concurrent sends with one key make one registration and one e-mail, and both get its receipt', async () => {
    const input = form();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => app.graphql(REGISTER, { input, key })));
    const receipts = answers.map((answer) => answer.body.data?.register);
    expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined, undefined]);
    expect(receipts[1]).toEqual(receipts[0]);
    expect(receipts[2]).toEqual(receipts[0]);
    expect(receipts[0]).toMatchObject({ alreadyRegistered: false });
    expect(await rows(input.email)).toEqual({ registrations: 1, mails: 1 });
  });

  it('a retry after success gets the same answer; the key in capitals is the same key', async () => {
    const input = form();
    const key = randomUUID();
    const first = await app.graphql(REGISTER, { input, key });
    const again = await app.graphql(REGISTER, { input, key: key.toUpperCase() });
    expect(again.body).toEqual(first.body);
    expect(await rows(input.email)).toEqual({ registrations: 1, mails: 1 });
  });

  it('the same key with other content is refused with 409 and a Czech message, changing nothing', async () => {
    const input = form();
    const key = randomUUID();
    await app.graphql(REGISTER, { input, key });
    const changed = await app.graphql(REGISTER, { input: { ...input, note: 'Jiný obsah' }, key });
    expect(changed.body.errors?.[0]?.message).toBe(
      'Tuto přihlášku jsme už přijali s jinými údaji. Pro změnu nás prosím kontaktujte, nebo vyplňte novou přihlášku.',
    );
    expect(changed.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rest = await restClient(app)('PUT', '/registration', {
      body: { ...input, note: 'Jiný obsah' },
      headers: { 'idempotency-key': key },
    });
    expect(rest.status).toBe(409);
    expect(await rows(input.email)).toEqual({ registrations: 1, mails: 1 });
  });

  it('REST takes the key from the Idempotency-Key header: a repeat answers the first registration', async () => {
    const input = form();
    const key = randomUUID();
    const call = () => restClient(app)('PUT', '/registration', { body: input, headers: { 'Idempotency-Key': key } });
    const first = await call();
    const again = await call();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rows(input.email)).toEqual({ registrations: 1, mails: 1 });
  });

  it('a key that is not a UUID is refused with a Czech message naming it, and nothing is stored', async () => {
    const input = form();
    const answer = await app.graphql(REGISTER, { input, key: 'abc<script>' });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      idempotencyKey: expect.stringContaining('Klíč odeslání (idempotencyKey'),
    });
    const rest = await restClient(app)('PUT', '/registration', { body: input, headers: { 'Idempotency-Key': 'x' } });
    expect(rest.status).toBe(400);
    expect(await rows(input.email)).toEqual({ registrations: 0, mails: 0 });
  });

  it('without a key nothing changes: each send is a new attempt', async () => {
    const input = form();
    const first = await app.graphql(REGISTER, { input });
    expect(first.body.data).toMatchObject({ register: { alreadyRegistered: false } });
  });
});
