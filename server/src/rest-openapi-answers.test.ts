// The answers of the REST API are what /api/openapi.json says, exactly: over the demo data, every
// read (lists, items, searches) and the public form, the parent's page and the login answer each
// required field, no field undescribed and no null where none is described. Clients generated from
// the description (openapi-typescript) trust it: a field wrongly required there crashes them.
import { createFileStorage } from './modules/uploads/upload.file-storage';
import { seedDemoData } from './seed/demo';
import { testConfig } from './test/config';
import { createTestDatabase, type TestDatabase } from './test/database';
import { insertBranch, insertCourse, insertParentLink, insertSchedule } from './test/fixtures';
import { staffHeaders, startTestApp, type RunningApp } from './test/http';
import { answerMismatches, type OpenApiDocument } from './test/openapi-answers';
import { restClient, type RestClient } from './test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let document: OpenApiDocument;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig();
  await database.dataSource.transaction((manager) =>
    seedDemoData(manager, { files: createFileStorage(config), iban: config.operator.iban }),
  );
  app = await startTestApp(database, config);
  api = restClient(app);
  document = (await api<OpenApiDocument>('GET', '/openapi.json')).body;
  admin = await staffHeaders(app, database, 'administrator', 'answers-admin');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Calls `method path` (a documented path, `{id}` filled in) and checks a JSON success against its description. */
async function checked(method: string, path: string, id: number | null, body?: unknown, headers = admin) {
  const answer = await api(method.toUpperCase(), path.replace('{id}', String(id)), { body, headers });
  const json = answer.headers.get('content-type')?.includes('application/json') ?? false;
  if (answer.status >= 300 || !json) return { status: answer.status, mismatches: [] as string[] };
  return { status: answer.status, mismatches: answerMismatches(document, method, path, answer.status, answer.body) };
}

it('answers every staff read as described: lists, items and searches over the demo data', async () => {
  const mismatches: string[] = [];
  const answered = new Set<string>();
  const reads = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method === 'get' || (method === 'post' && path.endsWith('/search')))
      .map((method) => ({ method, path })),
  );
  for (const { method, path } of reads) {
    // Files and calls about something other than an item by id are checked where they are tested.
    if (path.includes('export') || /\{(?!id\})/.test(path) || path === '/openapi.json') continue;
    for (const id of path.includes('{id}') ? [1, 2, 3] : [null]) {
      const result = await checked(method, path, id, method === 'post' ? {} : undefined);
      mismatches.push(...result.mismatches);
      if (result.status < 300) answered.add(`${method} ${path}`);
    }
  }
  expect(mismatches).toEqual([]);
  // The demo data reaches most of them (not, e.g., a message, which the demo never sends).
  expect(answered.size).toBeGreaterThan(50);
  for (const call of ['get /registrations/{id}', 'post /registrations/search', 'get /courses', 'get /schedules/{id}'])
    expect(answered).toContain(call);
});

it('answers the registration form, the parent’s page and the login as described', async () => {
  const branchId = await insertBranch(database);
  const scheduleId = await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId });
  const email = 'answers@example.com';
  const form = {
    parentFirstName: 'Jana',
    parentLastName: 'Nováková',
    email,
    phone: '+420 777 123 456',
    childFullName: 'Anna Nováková',
    childBornYear: `${new Date().getFullYear() - 5}-01-15`,
    personalDataConsent: true,
    type: 'course',
    scheduleId,
  };
  const registered = await checked('put', '/registration', null, form, {});
  expect(registered).toEqual({ status: 201, mismatches: [] });
  const token = await insertParentLink(database, email);
  expect(await checked('post', '/parents/page', null, { token }, {})).toEqual({ status: 200, mismatches: [] });
  const login = { username: 'answers-admin', password: 'heslo-pro-test' };
  expect(await checked('post', '/login', null, login, {})).toEqual({ status: 200, mismatches: [] });
});
