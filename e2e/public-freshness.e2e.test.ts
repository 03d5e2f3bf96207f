// Enrollment night (issue 28): the public pages come from a cache, and still a parent never sees them
// more than 1 s behind the database: a registration shows as one place fewer on the course page within
// 1 s, and so does a change the app did not make itself (another instance, the database by hand).
import { Client } from 'pg';
import { adminToken, baseUrl, graphql } from './public-helpers';
import { embeddedDatabaseUrl } from './app-process';

const BOUND_MS = 1000;

let token: string;
let courseId: number;
let scheduleId: number;

beforeAll(async () => {
  token = await adminToken();
  const { branches } = await graphql<{ branches: { id: number }[] }>('{ branches { id } }');
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    {
      input: {
        title: 'Florbal na čerstvost',
        type: 'sport',
        category: 'younger_children',
        capacity: 5,
        maxCapacity: 10,
        price: 2400,
        visible: true,
        active: true,
        description: 'Kurz, jehož volná místa se mění.',
      },
    },
    token,
  );
  courseId = createCourse.id;
  const { createSchedule } = await graphql<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { branchId: branches[0]?.id, courseId, dayOfWeek: 3, from: '16:00', to: '17:00' } },
    token,
  );
  scheduleId = createSchedule.id;
});

const coursePage = async () => (await fetch(`${baseUrl()}/course/${courseId}`)).text();

/** Whether the course page says `text` once the bound has passed from now: whatever the caches kept from
 * before is stale by then and must not be served. Waiting, not timing: a busy machine only waits longer. */
async function showsAfterBound(text: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, BOUND_MS));
  return (await coursePage()).includes(text);
}

test('a registration shows on the course page within 1 s', async () => {
  // Read a few times: the page is in the cache when the parent registers.
  for (let i = 0; i < 3; i += 1) expect(await coursePage()).toContain('Volná místa: 5');
  await graphql('mutation ($input: RegistrationInput!) { register(input: $input) { id replacement } }', {
    input: {
      type: 'course',
      scheduleId,
      parentFirstName: 'Jana',
      parentLastName: 'Čerstvá',
      email: 'jana.cerstva@example.cz',
      phone: '+420 777 111 222',
      childFullName: 'Ema Čerstvá',
      childBornYear: `${new Date().getFullYear() - 8}-03-15`,
      note: null,
      photoConsent: false,
      personalDataConsent: true,
    },
  });
  expect(await showsAfterBound('Volná místa: 4')).toBe(true);
});

test('a change the app did not make (another instance, SQL by hand) shows within 1 s', async () => {
  expect(await coursePage()).toContain('Volná místa: 4');
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const database = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await database.connect();
  try {
    await database.query('UPDATE course SET capacity = 8 WHERE id = $1', [courseId]);
  } finally {
    await database.end();
  }
  expect(await showsAfterBound('Volná místa: 7')).toBe(true);
});
