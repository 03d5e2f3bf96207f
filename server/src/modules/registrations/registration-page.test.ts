// The registrations grid's page of 500 (issue 22): its search alone takes limits up to
// REGISTRATION_PAGE_LIMIT, at both doors; the GraphQL meter counts such a page at its real size, which
// a signed-in staff member's budget allows and a stranger's does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_LIMIT, REGISTRATION_PAGE_LIMIT } from '@kurzy/common';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient } from '../../test/rest';

const CLIENT = path.resolve(__dirname, '../../../../client/src/features/admin');
/** The grid's own query with every fragment it spreads, as the client sends it. */
const GRID_QUERY = [
  'registrations/AdminRegistrations.graphql',
  'registrations/AdminRegistrationRow.graphql',
  'registrations/RegistrationRowActions.graphql',
  'registrations/InvoiceButton.graphql',
  'registrations/RegistrationDialog.graphql',
  'common/Pager.graphql',
]
  .map((file) => readFileSync(path.join(CLIENT, file), 'utf8'))
  .join('\n');
const MORE_THAN_A_PAGE = MAX_LIMIT + 20;

let database: TestDatabase;
let app: RunningApp;
let staff: Record<string, string>;

type Grid = { searchRegistrations: { items: unknown[]; pagination: { limit: number; total: number } } };
async function grid(limit: number, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: GRID_QUERY,
      operationName: 'AdminRegistrations',
      variables: { filter: { text: 'Stránková' }, limit },
    }),
  });
  const body = (await response.json()) as {
    data?: Grid;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, body };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  staff = await staffHeaders(app, database, 'administrator');
  const courseId = await insertCourse(database);
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
  for (let index = 0; index < MORE_THAN_A_PAGE; index += 1)
    await insertRegistration(database, { schedule_id: scheduleId, child_full_name: `Stránková ${index}` });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a page of 500 registrations', () => {
  it("is the grid's largest page: more than MAX_LIMIT rows, no more than 500 whatever is asked", async () => {
    const { body } = await grid(REGISTRATION_PAGE_LIMIT, staff);
    expect(body.errors).toBeUndefined();
    expect(body.data?.searchRegistrations.items).toHaveLength(MORE_THAN_A_PAGE);
    expect(body.data?.searchRegistrations.pagination).toMatchObject({ limit: 500, total: MORE_THAN_A_PAGE });
    expect((await grid(5000, staff)).body.data?.searchRegistrations.pagination.limit).toBe(REGISTRATION_PAGE_LIMIT);
  });

  it('stays a registrations privilege: other lists stop at MAX_LIMIT', async () => {
    const { body } = await app.graphql<{ searchCourses: { pagination: { limit: number } } }>(
      'query { searchCourses(limit: 500) { pagination { limit } } }',
      {},
      staff,
    );
    expect(body.data?.searchCourses.pagination.limit).toBe(MAX_LIMIT);
  });

  it('is counted at its size: a stranger is refused before anything runs, as too costly', async () => {
    const refused = await grid(REGISTRATION_PAGE_LIMIT);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/příliš mnoho položek/);
    // At 100 the same request costs what a stranger may ask; the service then refuses the stranger.
    const small = await grid(MAX_LIMIT);
    expect(small.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("is the REST search's largest page too", async () => {
    const { status, body } = await restClient(app)('post', '/registrations/search?limit=500', {
      body: { text: 'Stránková' },
      headers: staff,
    });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(MORE_THAN_A_PAGE);
    expect(body.pagination.limit).toBe(REGISTRATION_PAGE_LIMIT);
  });
});
