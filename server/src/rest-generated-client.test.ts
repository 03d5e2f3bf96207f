// A client nobody here wrote: types generated from /api/openapi.json by openapi-typescript with its
// default settings, calls made by openapi-fetch with its default settings (its query serialisation
// included). The client file below is type-checked against the generated types (a field always in an
// answer must be required there, a filter field the server does not know must not compile), then
// run against the app: a staff login, a filtered list, a filtered and paged search, one item, the
// public registration form, a filtered staff list. Each answer is also checked against the
// description strictly (test/openapi-answers.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import ts from 'typescript';
import { hashPassword } from './modules/auth/auth.password';
import { testConfig } from './test/config';
import { createTestDatabase, type TestDatabase } from './test/database';
import { insertBranch, insertCourse, insertSchedule } from './test/fixtures';
import { startTestApp, type RunningApp } from './test/http';
import { answerMismatches, type OpenApiDocument } from './test/openapi-answers';

const run = promisify(execFile);

/** The client as an outside developer would write it. It takes openapi-fetch's `createClient` as an
 * argument only so that the test can run the compiled file from its temporary folder. */
const CLIENT = `
import type createClientType from 'openapi-fetch';
import type { components, paths } from './api';

type Schemas = components['schemas'];
/** true when K is a required field of T (not \`K?:\`). */
type IsRequired<T, K extends keyof T> = {} extends Pick<T, K> ? false : true;

// Fields always in an answer are required, nullable ones stay nullable: these compile only so.
export const courseIsExact: [IsRequired<Schemas['Course'], 'freeSpots'>, IsRequired<Schemas['Course'], 'description'>] = [true, true];
export const slotIsExact: IsRequired<Schemas['ScheduleSlot'], 'branch'> = true;
export const description = (course: Schemas['Course']): string | null => course.description;
export const places = (course: Schemas['Course']): number => course.freeSpots;
// A registration's course carries its own fields only, not its free places.
// @ts-expect-error CourseColumns has no freeSpots
export const nestedPlaces = (registration: Schemas['Registration']) => registration.course?.freeSpots;

export function calls(createClient: typeof createClientType, baseUrl: string) {
  const anyone = createClient<paths>({ baseUrl: baseUrl + '/api' });
  const staff = (token: string) => createClient<paths>({ baseUrl: baseUrl + '/api', headers: { 'access-token': token } });
  return {
    login: (username: string, password: string) => anyone.POST('/login', { body: { username, password } }),
    visibleCourses: (token: string, title: string) =>
      staff(token).GET('/courses', { params: { query: { title, visible: true } } }),
    // @ts-expect-error a filter field the server does not know
    misspelled: () => anyone.GET('/courses', { params: { query: { titel: 'x' } } }),
    searchCourses: (token: string, title: string) =>
      staff(token).POST('/courses/search', { params: { query: { page: 1, limit: 5, sort: 'title' } }, body: { title } }),
    course: (id: number) => anyone.GET('/courses/{id}', { params: { path: { id } } }),
    register: (body: Schemas['RegistrationInput']) => anyone.PUT('/registration', { body }),
    registrationsOf: (token: string, courseId: number) =>
      staff(token).GET('/registrations', { params: { query: { courseId } } }),
  };
}
`;

let database: TestDatabase;
let app: RunningApp;
let folder: string;
let document: OpenApiDocument;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  folder = await mkdtemp(path.join(tmpdir(), 'kurzy-generated-client-'));
  const response = await fetch(`${app.url}/api/openapi.json`);
  document = (await response.json()) as OpenApiDocument;
  await writeFile(path.join(folder, 'openapi.json'), JSON.stringify(document));
  // The CLI, as its README has it, with no options but the output.
  const cli = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
  await run(process.execPath, [cli, path.join(folder, 'openapi.json'), '-o', path.join(folder, 'api.ts')]);
  await writeFile(path.join(folder, 'client.ts'), CLIENT);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The compiler's complaints about client.ts, strict, resolving openapi-fetch from this repository. */
function typeErrors(): string[] {
  const fetchTypes = path.join(path.dirname(require.resolve('openapi-fetch/package.json')), 'dist/index.d.mts');
  const program = ts.createProgram([path.join(folder, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [fetchTypes] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The compiled client.ts, its `createClient` given openapi-fetch's. */
async function compiledClient() {
  const { outputText } = ts.transpileModule(CLIENT, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(folder, 'client.js');
  await writeFile(file, outputText);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file made at run time, outside the sources
  return (require(file) as { calls: (create: typeof createClient, baseUrl: string) => ClientCalls }).calls(
    createClient,
    app.url,
  );
}

type Answer = { data?: unknown; error?: unknown; response: Response };
type ClientCalls = Record<string, (...args: never[]) => Promise<Answer>>;

/** The answer's data, checked against its description (`path` as the document writes it). */
function described(answer: Answer, method: string, path: string): unknown {
  expect({ status: answer.response.status, error: answer.error }).toEqual({
    status: expect.any(Number),
    error: undefined,
  });
  expect(answerMismatches(document, method, path, answer.response.status, answer.data)).toEqual([]);
  return answer.data;
}

it('type-checks a client of the generated types: required fields, nullable ones, filters as the server reads them', async () => {
  expect(typeErrors()).toEqual([]);
  // The check can fail: with the free places made optional, as the description had every field, it does.
  const types = await readFile(path.join(folder, 'api.ts'), 'utf8');
  const optional = types.replace(/(\n {8}Course: \{[\s\S]*?\n {12})freeSpots:/, '$1freeSpots?:');
  expect(optional).not.toBe(types);
  await writeFile(path.join(folder, 'api.ts'), optional);
  try {
    expect(typeErrors()).toEqual([
      "Type 'true' is not assignable to type 'false'.",
      "Type 'number | undefined' is not assignable to type 'number'.\n  Type 'undefined' is not assignable to type 'number'.",
    ]);
  } finally {
    await writeFile(path.join(folder, 'api.ts'), types);
  }
}, 300_000);

it('calls the app with openapi-fetch as generated: login, filtered list and search, one item, the form, a staff filter', async () => {
  const client = (await compiledClient()) as unknown as {
    login(username: string, password: string): Promise<Answer>;
    visibleCourses(token: string, title: string): Promise<Answer>;
    misspelled(): Promise<Answer>;
    searchCourses(token: string, title: string): Promise<Answer>;
    course(id: number): Promise<Answer>;
    register(body: unknown): Promise<Answer>;
    registrationsOf(token: string, courseId: number): Promise<Answer>;
  };
  const branchId = await insertBranch(database);
  const robotics = await insertCourse(database, { title: 'Robotika pro malé', visible: true });
  await insertCourse(database, { title: 'Robotika skrytá', visible: false });
  await insertCourse(database, { title: 'Keramika', visible: true });
  const scheduleId = await insertSchedule(database, { course_id: robotics, branch_id: branchId });
  await database.dataSource.query(
    `INSERT INTO "user" (username, password_hash, name, role) VALUES ('klient', $1, 'Klient API', 'administrator')`,
    [await hashPassword('heslo-pro-klienta')],
  );

  const login = described(await client.login('klient', 'heslo-pro-klienta'), 'post', '/login') as {
    token: string;
    username: string;
  };
  expect(login.username).toBe('klient');

  // The typed filter goes out as `?title=...&visible=true`, which the server reads.
  const visible = described(await client.visibleCourses(login.token, 'Robotika'), 'get', '/courses') as {
    id: number;
  }[];
  expect(visible.map(({ id }) => id)).toEqual([robotics]);
  const misspelled = await client.misspelled();
  expect(misspelled.response.status).toBe(400);
  expect(misspelled.error).toMatchObject({ code: 'REQUEST_UNKNOWN_PARAMETER' });

  const page = described(await client.searchCourses(login.token, 'Robotika'), 'post', '/courses/search') as {
    items: { title: string }[];
    pagination: { total: number };
  };
  expect(page.items.map(({ title }) => title)).toEqual(['Robotika pro malé', 'Robotika skrytá']);
  expect(page.pagination.total).toBe(2);

  const course = described(await client.course(robotics), 'get', '/courses/{id}') as {
    title: string;
    freeSpots: number;
    schedules: { id: number; branch: { id: number } }[];
  };
  expect(course).toMatchObject({ title: 'Robotika pro malé', freeSpots: 10 });
  expect(course.schedules).toMatchObject([{ id: scheduleId, branch: { id: branchId } }]);

  const receipt = described(
    await client.register({
      parentFirstName: 'Jana',
      parentLastName: 'Nováková',
      email: 'klient@example.com',
      phone: '+420 777 123 456',
      childFullName: 'Anna Nováková',
      childBornYear: `${new Date().getFullYear() - 5}-01-15`,
      personalDataConsent: true,
      type: 'course',
      scheduleId,
    }),
    'put',
    '/registration',
  ) as { id: number; replacement: boolean };
  expect(receipt.replacement).toBe(false);

  const registrations = described(await client.registrationsOf(login.token, robotics), 'get', '/registrations') as {
    registrations: { id: number; course: { title: string } }[];
  };
  expect(registrations.registrations).toMatchObject([{ id: receipt.id, course: { title: 'Robotika pro malé' } }]);
}, 120_000);

it("passes Redocly's recommended rules: no error, and only the warning docs/API.md explains", async () => {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const lint = [cli, 'lint', 'openapi.json', '--extends=recommended', '--format=json', '--max-problems=1000'];
  // Offline: no telemetry, no update check. A finding of severity error exits 1, with the same report.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await run(process.execPath, lint, { cwd: folder, env }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  const { problems } = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
  expect(problems.map(({ ruleId, severity, message }) => `${severity} ${ruleId}: ${message}`)).toEqual([
    'warn info-license: Info object should contain `license` field.',
  ]);
}, 120_000);
