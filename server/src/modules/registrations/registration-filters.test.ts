// The registered-date range of the staff grid (issue 16, item 5): od – do, whole days in Czech time,
// through GraphQL and the REST query parameters alike.
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let lector: Record<string, string>;

const SEARCH =
  'query ($f: RegistrationFilter) { searchRegistrations(filter: $f, limit: 100) { items { childFullName } pagination { total } } }';

async function search(filter: Record<string, unknown>) {
  const { body } = await app.graphql<{ searchRegistrations: { items: { childFullName: string }[] } }>(
    SEARCH,
    { f: { text: 'Rozsah', ...filter } },
    lector,
  );
  return body.data?.searchRegistrations.items.map((item) => item.childFullName).sort() ?? body.errors;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  lector = await staffHeaders(app, database, 'lector');
  // The lector's own slot: a lector reads the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  const courseId = await insertCourse(database);
  const scheduleId = await insertSchedule(database, {
    course_id: courseId,
    branch_id: await insertBranch(database),
    lector_id: lectorId,
  });
  // Around the edges of September 2026 in Prague (UTC+2 in summer): the UTC day differs from the Czech one.
  const created: Record<string, string> = {
    'Rozsah Srpen': '2026-08-31T21:30:00Z', // 23:30 on 31 August in Prague
    'Rozsah Září': '2026-08-31T22:10:00Z', // 00:10 on 1 September in Prague
    'Rozsah Konec': '2026-09-30T21:50:00Z', // 23:50 on 30 September in Prague
    'Rozsah Říjen': '2026-09-30T22:05:00Z', // 00:05 on 1 October in Prague
  };
  for (const [child, at] of Object.entries(created))
    await insertRegistration(database, { schedule_id: scheduleId, child_full_name: child, created_at: at });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the registered-date range', () => {
  it('keeps whole Czech days from the first to the last, either end optional', async () => {
    expect(await search({ createdFrom: '2026-09-01', createdTo: '2026-09-30' })).toEqual([
      'Rozsah Konec',
      'Rozsah Září',
    ]);
    expect(await search({ createdFrom: '2026-09-30' })).toEqual(['Rozsah Konec', 'Rozsah Říjen']);
    expect(await search({ createdTo: '2026-08-31' })).toEqual(['Rozsah Srpen']);
    expect(await search({ createdFrom: '2026-09-01', createdTo: '2026-09-01' })).toEqual(['Rozsah Září']);
    // Empty ends are ignored, as every filter value (seed-spec section 5).
    expect(await search({ createdFrom: '', createdTo: '  ' })).toHaveLength(4);
    // A range ending before it starts holds no day.
    expect(await search({ createdFrom: '2026-10-01', createdTo: '2026-09-01' })).toEqual([]);
  });

  it('refuses a day that is not one, naming the field in Czech', async () => {
    for (const createdFrom of ['2026-02-30', 'zítra', '2026-9-1']) {
      const errors = (await search({ createdFrom })) as { message: string; extensions: Record<string, unknown> }[];
      expect(errors[0]).toMatchObject({
        message: 'Filtr createdFrom: zadejte datum ve tvaru RRRR-MM-DD.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('is the same through the REST query parameters', async () => {
    const { status, body } = await api(
      'GET',
      '/registrations?text=rozsah&createdFrom=2026-09-01&createdTo=2026-09-30',
      {
        headers: lector,
      },
    );
    expect(status).toBe(200);
    expect(body.registrations.map((item: { childFullName: string }) => item.childFullName).sort()).toEqual([
      'Rozsah Konec',
      'Rozsah Září',
    ]);
    expect((await api('GET', '/registrations?createdTo=31.12.2026', { headers: lector })).status).toBe(400);
  });
});
