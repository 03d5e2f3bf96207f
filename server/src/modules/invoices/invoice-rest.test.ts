// The invoice calls of the REST API are rows of the route table like every other: the PDF takes
// Basic credentials too, and the description lists it with them.
import { NOT_LOGGED_IN } from '../../core/actor';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { basicAuth, restClient, RestClient } from '../../test/rest';

const PASSWORD = 'heslo-pro-test';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let registrationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  await staffHeaders(app, database, 'administrator', 'ucetni');
  await staffHeaders(app, database, 'lector', 'lektorka-faktury');
  // The lector's own slot: a lector reads the families of the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  const branchId = await insertBranch(database);
  const courseId = await insertCourse(database);
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, lector_id: lectorId });
  registrationId = await insertRegistration(database, { schedule_id: scheduleId });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const download = (headers: Record<string, string>) =>
  fetch(`${app.url}/api/registrations/${registrationId}/invoice.pdf`, { headers });

describe('GET /api/registrations/{id}/invoice.pdf', () => {
  it('takes Basic credentials like every route of the table', async () => {
    const sent = await api('GET', `/registration/sendInvoice/${registrationId}/default`, {
      headers: basicAuth('ucetni', PASSWORD),
    });
    expect(sent).toMatchObject({ status: 200, body: { id: registrationId, invoiceNumber: expect.any(String) } });
    for (const username of ['ucetni', 'lektorka-faktury']) {
      const response = await download(basicAuth(username, PASSWORD));
      expect({ username, status: response.status }).toEqual({ username, status: 200 });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('refuses wrong Basic credentials and anonymous callers with 401', async () => {
    expect((await download(basicAuth('ucetni', 'spatne-heslo'))).status).toBe(401);
    const anonymous = await download({});
    expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({
      status: 401,
      body: { code: 'AUTH_NOT_LOGGED_IN', message: NOT_LOGGED_IN },
    });
  });

  it('is described with its security and its PDF answer', async () => {
    const { body } = await api('GET', '/openapi.json');
    const operation = body.paths['/registrations/{id}/invoice.pdf'].get;
    expect(operation.security).toContainEqual({ basic: [] });
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.responses).toHaveProperty('401');
  });
});
