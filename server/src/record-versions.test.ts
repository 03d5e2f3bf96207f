// Two staff saving the same record: the second is refused with RECORD_CHANGED_MEANWHILE (409)
// instead of overwriting the first (core/crud.ts, core/record-version.ts); and a delete checks what
// keeps the record inside its own transaction, so a registration made meanwhile is never lost.
import { Client } from 'pg';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { insertBranch, insertCamp, insertCourse, insertCustomer, insertSchedule } from './test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from './test/http';
import { restClient, RestClient } from './test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const CHANGED_MEANWHILE = 'Záznam mezitím změnil někdo jiný. Načtěte prosím aktuální verzi a změny proveďte znovu.';

const COURSE = {
  title: 'Balet',
  type: 'dancing',
  category: 'preschool',
  capacity: 10,
  maxCapacity: 12,
  price: 2400,
};

const UPDATE_COURSE = `mutation ($id: Int!, $input: CourseInput!) {
  updateCourse(id: $id, input: $input) { id title version }
}`;

type GraphqlAnswer = {
  data?: { updateCourse?: { title: string; version: number } } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

const versionOf = async (table: string, id: number): Promise<number> =>
  (await database.dataSource.query(`SELECT version FROM "${table}" WHERE id = $1`, [id]))[0].version;

/** Holds the row's lock in a transaction of its own while `work` starts, until `waiting` requests
 * wait for it: they then meet at the lock, whatever order they arrived in. */
async function whileLocked<T>(table: string, id: number, waiting: number, work: () => Promise<T>): Promise<T> {
  const holder = new Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT id FROM "${table}" WHERE id = $1 FOR UPDATE`, [id]);
    const done = work();
    await waitForLockWaiters(holder, waiting);
    await holder.query('COMMIT');
    return await done;
  } finally {
    await holder.end();
  }
}

async function waitForLockWaiters(client: Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    // The statistics are a snapshot per transaction, and the client polling holds one open.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${count} requests never waited for the lock`);
}

describe('two staff saving the same record from the same version', () => {
  it('in GraphQL: one change is saved, the other refused with 409 CONFLICT and RECORD_CHANGED_MEANWHILE', async () => {
    const id = await insertCourse(database);
    const version = await versionOf('course', id);
    const answers = await whileLocked('course', id, 2, () =>
      Promise.all(
        ['Balet pro začátečníky', 'Balet pro pokročilé'].map((title) =>
          app.graphql<GraphqlAnswer['data']>(UPDATE_COURSE, { id, input: { ...COURSE, title, version } }, admin),
        ),
      ),
    );
    const saved = answers.filter(({ body }) => !body.errors);
    const refused = answers.filter(({ body }) => body.errors);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body.errors?.[0]).toMatchObject({
      message: CHANGED_MEANWHILE,
      extensions: { code: 'CONFLICT', domainCode: 'RECORD_CHANGED_MEANWHILE' },
    });
    const winner = saved[0]?.body.data?.updateCourse;
    expect(winner?.version).toBe(version + 1);
    const [row] = await database.dataSource.query('SELECT title, version FROM course WHERE id = $1', [id]);
    expect(row).toEqual({ title: winner?.title, version: version + 1 });
  });

  it('in REST (the version in the body, as GET answered it): one 200, one 409 with the code', async () => {
    const id = await insertCourse(database);
    const loaded = await api('GET', `/courses/${id}`, { headers: admin });
    expect(loaded.status).toBe(200);
    expect(loaded.body.version).toBe(await versionOf('course', id));
    const answers = await whileLocked('course', id, 2, () =>
      Promise.all(
        ['Balet A', 'Balet B'].map((title) =>
          api('PUT', `/courses/${id}`, { headers: admin, body: { ...loaded.body, title } }),
        ),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const refused = answers.find(({ status }) => status === 409);
    expect(refused?.body).toEqual({ code: 'RECORD_CHANGED_MEANWHILE', message: CHANGED_MEANWHILE });
    const saved = answers.find(({ status }) => status === 200);
    expect(saved?.body.version).toBe(loaded.body.version + 1);
  });

  it('saves a change made from the current version, and again from the version it answered', async () => {
    const id = await insertCourse(database);
    const first = await app.graphql<GraphqlAnswer['data']>(
      UPDATE_COURSE,
      { id, input: { ...COURSE, title: 'První', version: await versionOf('course', id) } },
      admin,
    );
    expect(first.body.errors).toBeUndefined();
    const second = await app.graphql<GraphqlAnswer['data']>(
      UPDATE_COURSE,
      { id, input: { ...COURSE, title: 'Druhá', version: first.body.data?.updateCourse?.version } },
      admin,
    );
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data?.updateCourse).toMatchObject({ title: 'Druhá' });
  });

  it('refuses a change from an older version sent later, and takes one without a version (older clients)', async () => {
    const id = await insertCourse(database);
    const old = await versionOf('course', id);
    expect((await api('PUT', `/courses/${id}`, { headers: admin, body: { ...COURSE, title: 'Nový' } })).status).toBe(
      200,
    );
    const stale = await api('PUT', `/courses/${id}`, {
      headers: admin,
      body: { ...COURSE, title: 'Starý', version: old },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('RECORD_CHANGED_MEANWHILE');
    expect((await database.dataSource.query('SELECT title FROM course WHERE id = $1', [id]))[0].title).toBe('Nový');
  });

  it('refuses a version that is not a positive integer on its field', async () => {
    const id = await insertCourse(database);
    const answer = await api('PUT', `/courses/${id}`, { headers: admin, body: { ...COURSE, version: 'první' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'REQUEST_INVALID_INPUT', errors: { version: 'Zadejte celé číslo' } });
  });

  it('holds for every record staff edit through the generic update, lectors included', async () => {
    const branchId = await insertBranch(database);
    const user = await database.dataSource.query(`SELECT id, username, name, role FROM "user" LIMIT 1`);
    const cases: [string, string, number, Record<string, unknown>][] = [
      ['Branch', 'branch', branchId, { title: 'Pobočka Praha', address: 'Praha 1' }],
      ['User', 'user', user[0].id, { username: user[0].username, name: 'Jiné jméno', role: user[0].role }],
    ];
    for (const [type, table, id, input] of cases) {
      const version = await versionOf(table, id);
      const document = `mutation ($id: Int!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { id } }`;
      expect((await app.graphql(document, { id, input: { ...input, version } }, admin)).body.errors).toBeUndefined();
      const stale = await app.graphql(document, { id, input: { ...input, version } }, admin);
      expect({ type, extensions: stale.body.errors?.[0]?.extensions }).toMatchObject({
        type,
        extensions: { domainCode: 'RECORD_CHANGED_MEANWHILE' },
      });
    }
  });
});

describe('a delete racing a registration for the same record', () => {
  /** A registration made the way the registration service makes one: the course or camp row
   * locked, the registration inserted, then committed; the delete arrives while it is open. */
  async function registrationDuringDelete(
    table: 'course' | 'camp',
    id: number,
    registration: Record<string, unknown>,
    remove: () => Promise<unknown>,
  ): Promise<unknown> {
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM "${table}" WHERE id = $1 FOR UPDATE`, [id]);
      const columns = Object.keys(registration);
      await holder.query(
        `INSERT INTO registration (${columns.map((column) => `"${column}"`).join(', ')})
         VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(registration),
      );
      const answer = remove();
      await waitForLockWaiters(holder, 1);
      await holder.query('COMMIT');
      return await answer;
    } finally {
      await holder.end();
    }
  }

  const person = async () => ({
    parent_first_name: 'Jana',
    parent_last_name: 'Nováková',
    email: 'jana@example.com',
    phone: '+420 777 123 456',
    child_full_name: 'Anna Nováková',
    child_born_year: '2019-05-01',
    personal_data_consent: true,
    customer_id: await insertCustomer(database),
  });

  it('sees the registration committed meanwhile and refuses with the course’s own words', async () => {
    const courseId = await insertCourse(database);
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
    const answer = await registrationDuringDelete(
      'course',
      courseId,
      { ...(await person()), type: 'course', schedule_id: scheduleId },
      () => api('DELETE', `/courses/${courseId}`, { headers: admin }),
    );
    expect(answer).toMatchObject({ status: 409, body: { code: 'COURSE_HAS_REGISTRATIONS' } });
    expect(await database.dataSource.query('SELECT id FROM course WHERE id = $1', [courseId])).toHaveLength(1);
  });

  it('the same for a camp, through GraphQL', async () => {
    const campId = await insertCamp(database);
    const answer = (await registrationDuringDelete(
      'camp',
      campId,
      { ...(await person()), type: 'camp', camp_id: campId },
      () => app.graphql('mutation ($id: Int!) { deleteCamp(id: $id) }', { id: campId }, admin),
    )) as { body: GraphqlAnswer };
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'CAMP_HAS_REGISTRATIONS' });
    expect(await database.dataSource.query('SELECT id FROM camp WHERE id = $1', [campId])).toHaveLength(1);
  });
});
