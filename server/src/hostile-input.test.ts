// Property-based attack on the whole API surface: every REST route of the OpenAPI description (the
// route table and the routes beside it) and every query and mutation of the GraphQL schema, called
// with hostile values (NUL and control characters, zero-width and decomposed text, 100 kB strings,
// arrays and objects where text belongs, null, -1, 0, 2^31, 1e300, impossible dates) as an
// administrator and as an anonymous visitor. Nothing may answer 5xx or log an unexpected failure:
// bad input is a 4xx with a Czech message.
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import path from 'node:path';
import { INVALID_NAME } from '@kurzy/common';
import { buildAppSchema } from './app';
import { createFileStorage } from './modules/uploads/upload.file-storage';
import type { Logger } from './core/logger';
import { seedDemoData } from './seed/demo';
import { createTestDatabase, TestDatabase } from './test/database';
import { testConfig } from './test/config';
import { RunningApp, staffHeaders, startTestApp } from './test/http';
import { blackPng, png } from './test/images';

/** Calls per REST route and per GraphQL operation and caller; FUZZ_RUNS=200 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Shapes that make a backtracking pattern take exponential or polynomial time (issue 21: yup's url()
 * froze the server on the first one): a repeated unit the pattern can split many ways, then a
 * character that makes the match fail at the end. A pattern that backtracks on them holds the event
 * loop, so the run times out instead of passing. */
const REDOS_SHAPES = [
  `http://${'a.'.repeat(40)}!`,
  `https://${'a-'.repeat(200)}!`,
  `${'a'.repeat(3000)}@${'a.'.repeat(500)}!`,
  `jana@${'a'.repeat(50)}.${'-'.repeat(3000)}!`,
  `${'1 '.repeat(3000)}x`,
  `1${' '.repeat(5000)}5${' '.repeat(5000)}`,
  `+420${' 1'.repeat(3000)}!`,
  `${'/'.repeat(10_000)}x`,
  `${'<'.repeat(10_000)}`,
  `${'0:'.repeat(3000)}!`,
  `${"a'-. ".repeat(2000)}1`,
];

/** Values each field name takes in a valid request, so one hostile field in an otherwise valid body
 * gets past validation to the service and the database (issue 21: `campId: 2147483648` in a valid
 * registration was a 500, which random bodies never reached). */
const VALID_BY_NAME: Record<string, unknown> = {
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  firstName: 'Jana',
  lastName: 'Nováková',
  childFullName: 'Eva Nováková',
  name: 'Jana Nováková',
  email: 'jana@example.com',
  phone: '777 123 456',
  childBornYear: '2018-05-01',
  personalDataConsent: true,
  photoConsent: false,
  type: 'course',
  scheduleId: 1,
  campId: 1,
  courseId: 1,
  branchId: 1,
  lectorId: 1,
  title: 'Název',
  description: 'Popis',
  text: 'Text',
  address: 'Masarykova 12, Brno',
  url: 'https://example.com/video',
  web: 'https://example.com',
  category: 'preschool',
  capacity: 10,
  maxCapacity: 12,
  price: 1000,
  order: 1,
  dayOfWeek: 1,
  from: '2026-07-01',
  to: '2026-07-05',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  visible: true,
  username: 'lektor-fuzz',
  role: 'lector',
  password: 'Dlouhé heslo pro fuzz 2026',
};
/** Hostile values for the one field that is not valid: boundaries first (int4 and beyond), then
 * anything. */
const BOUNDARY_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 1e10, -1e10, 2 ** 31 - 1, -(2 ** 31), 1e300, 0.5];

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  'řádek\r\nHlavička: x',
  '\u200b\u200d\ufeff',
  'Jan\u200b Novák',
  'Ne\u0301mec', // NFD
  '\ud800',
  'x'.repeat(100_000),
  '',
  '   ',
  '2021-02-30',
  '2021-13-01T25:61:00Z',
  '0000-00-00',
  '-1',
  '0',
  '2147483648',
  '99999999999',
  '1e300',
  'NaN',
  'Infinity',
  'true',
  'null',
  '%',
  '_',
  '\\',
  "'; DROP TABLE registration; --",
  '../../../etc/passwd',
  '=1+2',
  '<script>alert(1)</script>',
  'CZ65 0800 0000 1920 0014 5399',
  'default',
  ...REDOS_SHAPES,
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  1,
  2,
  3,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1e300,
  -1e300,
  0.5,
  Number.MAX_SAFE_INTEGER,
];
const HOSTILE_SHAPES: unknown[] = [null, [], ['a', 1], {}, { $ne: 1 }, { a: { b: [null] } }, true, false];

const text = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 40 }));
const number = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double());
/** Anything at all, for a field whose type the caller ignores. */
const anything: fc.Arbitrary<unknown> = fc.oneof(text, number, fc.constantFrom(...HOSTILE_SHAPES));

let database: TestDatabase;
let app: RunningApp;
let schema: GraphQLSchema;
let admin: Record<string, string>;
const failures: string[] = [];
/** Every operation that failed, so one run shows them all. */
const problems: string[] = [];

function collect(details: { failed: boolean; errorInstance: unknown }) {
  if (details.failed) problems.push(String(details.errorInstance).split('\n').slice(0, 3).join('\n'));
}

/** Any error logged is a failure the server did not expect: the point of this test. */
const recordingLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (message, error) => void failures.push(`${message}: ${error instanceof Error ? error.stack : String(error)}`),
};

beforeAll(async () => {
  database = await createTestDatabase();
  // Registrations are fuzzed past their rate limit too: the limit has tests of its own.
  const config = await testConfig({ REGISTRATION_RATE_LIMIT: '0' });
  await database.dataSource.transaction((manager) =>
    seedDemoData(manager, { files: createFileStorage(config), iban: config.operator.iban }),
  );
  app = await startTestApp(database, config, { logger: recordingLogger });
  schema = await buildAppSchema();
  admin = await staffHeaders(app, database, 'administrator', 'fuzz-admin');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A call's answer is acceptable when it is not a server failure. */
function expectNoServerFailure(call: string, status: number, body: unknown) {
  const errors = (body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  const internal = Array.isArray(errors) && errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (status >= 500 || internal || failures.length > 0) {
    const logged = failures.splice(0).join('\n');
    throw new Error(`${call} -> ${status} ${JSON.stringify(body)?.slice(0, 500)}\n${logged}`);
  }
}

/** Staff sessions may end on the way (a fuzzed password change ends them): log in again. */
async function ensureAdmin() {
  const { body } = await app.graphql<{ me: { id: number } | null }>('{ me { id } }', {}, admin);
  if (!body.data?.me) admin = await staffHeaders(app, database, 'administrator', `fuzz-${Date.now()}`);
}

// ---------------------------------------------------------------- GraphQL

/** A value of a GraphQL input type: mostly of the right type (so it reaches the resolver), hostile
 * in content, and now and then of any type at all (GraphQL itself must refuse it). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const nullable = !isNonNullType(type);
  const inner: GraphQLInputType = getNullableType(type);
  let typed: fc.Arbitrary<unknown>;
  if (isListType(inner)) {
    typed = fc.array(valueOf(inner.ofType, depth + 1), { maxLength: 3 });
  } else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    typed =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), {
            requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
          });
  } else if (isEnumType(inner)) {
    typed = fc.oneof(fc.constantFrom(...inner.getValues().map((value) => value.value as unknown)), text);
  } else if (isScalarType(inner)) {
    typed =
      inner.name === 'Int'
        ? fc.oneof(
            fc.constantFrom(-1, 0, 1, 2, 3, 2 ** 31 - 1, -(2 ** 31)),
            fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
          )
        : inner.name === 'Float'
          ? fc.oneof(fc.constantFrom(-1, 0, 0.5, 1e300, -1e300), fc.double({ noNaN: true, noDefaultInfinity: true }))
          : inner.name === 'Boolean'
            ? fc.boolean()
            : text;
  } else {
    typed = anything;
  }
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    { weight: nullable ? 1 : 0, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: anything },
  );
}

function leafSelection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((child) => isLeafType(getNamedType(child.type)) && child.args.length === 0)
    .map((child) => child.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function variableType(argument: GraphQLArgument): string {
  return String(argument.type);
}

/** Operations the fuzz leaves out, with why. */
const NOT_FUZZED = new Set([
  'logout', // would end the fuzzing administrator's own session on every call
]);

function graphqlOperations(): { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const all = [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
  ];
  return all.filter(({ field }) => !NOT_FUZZED.has(field.name));
}

// The sweeps call every operation and route of the API many times over, and grow with it: minutes on a
// machine busy with other test workers, not the default minute.
jest.setTimeout(300_000);

describe('hostile values never make the server fail', () => {
  it('GraphQL: every query and mutation, as an administrator and anonymously', async () => {
    const operations = graphqlOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const { kind, field } of operations) {
      // Uploads travel as multipart files, not as JSON values: their other arguments still get fuzzed.
      const args = field.args.filter((argument) => getNamedType(argument.type).name !== 'Upload');
      if (field.args.some((argument) => getNamedType(argument.type).name === 'Upload' && isNonNullType(argument.type)))
        continue;
      const declarations = args.map((argument) => `$${argument.name}: ${variableType(argument)}`).join(', ');
      const passing = args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
      const document = `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${leafSelection(field)} }`;
      const variables = fc.record(Object.fromEntries(args.map((argument) => [argument.name, valueOf(argument.type)])));
      collect(
        await fc.check(
          fc.asyncProperty(variables, fc.boolean(), async (values, asStaff) => {
            const { status, body } = await app.graphql(document, values, asStaff ? admin : {});
            expectNoServerFailure(`${field.name}(${JSON.stringify(values).slice(0, 300)})`, status, body);
          }),
          { numRuns: RUNS, endOnFailure: true },
        ),
      );
      await ensureAdmin();
    }
    expect(problems.splice(0)).toEqual([]);
  });

  it('GraphQL: malformed requests', async () => {
    for (const body of ['{', '[]', 'null', '"x"', '{"query": 1}', '{"query": "{", "variables": []}', '\u0000']) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBeLessThan(500);
      expectNoServerFailure(`POST /graphql ${body}`, response.status, null);
    }
  });

  it('REST: every route of the OpenAPI description, as an administrator and anonymously', async () => {
    const description = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApi;
    const routes = Object.entries(description.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const { route, method, operation } of routes) {
      const parameters = operation.parameters ?? [];
      const pathNames = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const call = fc.record({
        path: fc.tuple(
          ...pathNames.map(() =>
            fc.oneof(fc.constantFrom('1', '2', '3', '%00', '%ff', '..%2F..%2F', '99999999999'), text.map(pathSegment)),
          ),
        ),
        query: fc.dictionary(fc.constantFrom(...queryNames, 'x'), fc.oneof(text, number.map(String)), { maxKeys: 4 }),
        body: bodySchema
          ? fc.oneof(jsonOf(bodySchema, description), validExceptOne(bodySchema, description))
          : fc.constant(undefined),
        asStaff: fc.boolean(),
      });
      collect(
        await fc.check(
          fc.asyncProperty(call, async ({ path: values, query, body, asStaff }) => {
            let url = route;
            pathNames.forEach((name, index) => {
              url = url.replace(`{${name}}`, values[index] as string);
            });
            const search = new URLSearchParams(query).toString();
            const response = await fetch(`${app.url}/api${url}${search ? `?${search}` : ''}`, {
              method: method.toUpperCase(),
              headers: {
                ...(asStaff ? admin : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              body: body === undefined || method === 'get' ? undefined : JSON.stringify(body),
            });
            const answer = await response.text();
            expectNoServerFailure(
              `${method.toUpperCase()} ${url}?${search} ${JSON.stringify(body)?.slice(0, 300)}`,
              response.status,
              tryJson(answer),
            );
          }),
          { numRuns: RUNS, endOnFailure: true },
        ),
      );
      await ensureAdmin();
    }
    expect(problems.splice(0)).toEqual([]);
  });

  it('REST: one hostile field in an otherwise valid body, for every field of every body', async () => {
    // Random bodies rarely get past validation (every required field must be right at once), so the
    // class of issue 21 (an int4 overflow or a number for a flag in a valid registration was a 500) is
    // swept field by field instead: every property of every body, each hostile value of its type.
    const description = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApi;
    let calls = 0;
    for (const [route, methods] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema || method === 'get') continue;
        const properties = resolve(schema, description).properties ?? {};
        const valid = validBody(properties, description);
        const url = route.replace(/\{\w+\}/g, '1');
        for (const [name, property] of Object.entries(properties)) {
          const declared = resolve(property, description).type;
          const type = Array.isArray(declared) ? declared.find((one) => one !== 'null') : declared;
          const values =
            type === 'integer' || type === 'number'
              ? [...BOUNDARY_NUMBERS, -1, 'x', true]
              : type === 'boolean'
                ? [2147483647, 'x', {}]
                : [...REDOS_SHAPES, 2 ** 31, ['x']];
          for (const value of values) {
            const body = { ...valid, [name]: value };
            const response = await fetch(`${app.url}/api${url}`, {
              method: method.toUpperCase(),
              headers: { ...admin, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            calls += 1;
            const answer = await response.text();
            if (response.status >= 500 || failures.length > 0)
              problems.push(
                `${method.toUpperCase()} ${url} ${name}=${JSON.stringify(value).slice(0, 60)} -> ${response.status} ${answer.slice(0, 200)}\n${failures.splice(0).join('\n').slice(0, 400)}`,
              );
          }
          await ensureAdmin();
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(problems.splice(0)).toEqual([]);
    // Thousands of requests one after another: a bound for a loaded machine, not a measure of speed.
  }, 300_000);

  it('REST: malformed bodies and headers', async () => {
    for (const body of ['{', '[', 'null', '"x"', '1e300', '\u0000', '{"ids": "1"}', '{"ids": [1e300, null, "x"]}']) {
      for (const route of ['/courses', '/courses/search', '/registrations/batch/delete', '/login']) {
        const response = await fetch(`${app.url}/api${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...admin },
          body,
        });
        expectNoServerFailure(`POST ${route} ${body}`, response.status, tryJson(await response.text()));
      }
    }
    // Uploads: a real picture with hostile owners, over REST and GraphQL.
    const picture = await png(8, 8);
    for (const [owner, ownerId] of [
      ['gallery', '2147483648'],
      ['gallery', '99999999999'],
      ['gallery', '1e300'],
      ['gallery', '-1'],
      ['\u0000', '1'],
      ['gallery', 'NaN'],
      ['x'.repeat(10_000), '1'],
    ]) {
      const form = new FormData();
      form.append('file', new Blob([picture], { type: 'image/png' }), 'a.png');
      const query = new URLSearchParams({ owner: owner!, ownerId: ownerId!, illustration: 'maybe' }).toString();
      const response = await fetch(`${app.url}/api/upload?${query}`, { method: 'POST', headers: admin, body: form });
      expectNoServerFailure(`POST /upload?${query}`, response.status, tryJson(await response.text()));
      const graphql = await app.multipart(
        'mutation ($files: [Upload!]!, $owner: PictureOwner!, $ownerId: Int!) { uploadPictures(files: $files, owner: $owner, ownerId: $ownerId) { id } }',
        { files: [null], owner, ownerId: Number(ownerId) },
        [{ path: 'variables.files.0', name: 'a.png', data: picture, type: 'image/png' }],
        { headers: admin },
      );
      expectNoServerFailure(
        `uploadPictures(${owner!.slice(0, 20)}, ${ownerId})`,
        graphql.status,
        graphql.body ?? graphql.text,
      );
    }
    // Hostile picture shapes (a strip 1 px thin and up to 100,000 px long, either way round, the
    // decompression bomb of issue 21): refused from the header or stored, never a 5xx.
    const galleryIdForUploads = (await database.dataSource.query('SELECT id FROM gallery ORDER BY id LIMIT 1'))[0]
      .id as number;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100_000 })),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        async (long, short, tall) => {
          const [width, height] = tall ? [short, long] : [long, short];
          const form = new FormData();
          form.append('file', new Blob([blackPng(width, height)], { type: 'image/png' }), 'pruh.png');
          const query = `owner=gallery&ownerId=${galleryIdForUploads}`;
          const response = await fetch(`${app.url}/api/upload?${query}`, {
            method: 'POST',
            headers: admin,
            body: form,
          });
          expectNoServerFailure(
            `POST /upload ${width} x ${height} px`,
            response.status,
            tryJson(await response.text()),
          );
        },
      ),
      // Each picture counts in the administrator's upload budget (UPLOAD_RATE_LIMIT).
      { numRuns: Math.min(RUNS, 20), endOnFailure: true },
    );
    for (const authorization of [
      'Basic',
      'Basic !!!',
      'Basic ' + Buffer.from('\u0000:\u0000').toString('base64'),
      'Bearer',
    ]) {
      const response = await fetch(`${app.url}/api/registrations`, { headers: { authorization } });
      expectNoServerFailure(`GET /registrations (${authorization})`, response.status, tryJson(await response.text()));
    }
  });
});

describe('the hostile inputs found from outside are each a 400 naming the field', () => {
  const rest = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/api${route}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; errors?: Record<string, string> },
    };
  };
  const registration = {
    parentFirstName: 'Jana',
    parentLastName: 'Nováková',
    email: 'jana@example.com',
    phone: '777 123 456',
    childFullName: 'Eva Nováková',
    childBornYear: '2018-05-01',
    personalDataConsent: true,
    type: 'course',
    scheduleId: 1,
  };

  it('a NUL byte in a text filter, the login and the registration', async () => {
    expect(await rest('GET', '/courses?title=a%00b')).toMatchObject({
      status: 400,
      body: { errors: { title: expect.stringMatching(/řídicí znaky/) } },
    });
    expect(await rest('POST', '/courses/search', { title: 'a\u0000' })).toMatchObject({
      status: 400,
      body: { errors: { title: expect.any(String) } },
    });
    expect(await rest('POST', '/login', { username: 'admin\u0000', password: 'x' })).toMatchObject({
      status: 400,
      body: { errors: { username: expect.any(String) } },
    });
    expect(await rest('PUT', '/registration', { ...registration, childFullName: 'Eva\u0000' })).toMatchObject({
      status: 400,
      body: { errors: { childFullName: expect.any(String) } },
    });
    const graphql = await app.graphql('query ($t: String) { courses(filter: { title: $t }) { id } }', { t: 'a\u0000' });
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { t: expect.stringMatching(/řídicí znaky/) },
    });
    const literal = await app.graphql('mutation { login(username: "a\\u0000", password: "x") { token } }');
    expect(literal.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { username: expect.any(String) },
    });
  });

  it('phishing-shaped names (a link, a domain, digits) in any name field (issue 21): a 400 naming the field', async () => {
    // The confirmation e-mail greets the parent and names the child: a name carrying a link or an
    // account would go out signed by the operator.
    const lure = fc.constantFrom(
      'https://zlo.example/platba',
      'www.zlo.cz',
      'zlo.cz',
      '123456789/0800',
      '2 400 Kč',
      'a@b.cz',
    );
    const words = fc.constantFrom('Nezaplacená faktura', 'Jana', 'uhraďte na', '', 'Anna-Marie');
    const field = fc.constantFrom('parentFirstName', 'parentLastName', 'childFullName');
    await fc.assert(
      fc.asyncProperty(words, lure, words, field, async (before, bait, after, name) => {
        const answer = await rest('PUT', '/registration', { ...registration, [name]: `${before} ${bait} ${after}` });
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.[name]).toBe(INVALID_NAME);
      }),
      { numRuns: RUNS },
    );
  });

  it('arrays and objects where text belongs', async () => {
    const answer = await rest('PUT', '/registration', { ...registration, parentFirstName: ['Jana'], note: { $ne: 1 } });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { parentFirstName: 'Zadejte text', note: 'Zadejte text' } },
    });
    expect(await rest('POST', '/courses', ['not', 'an', 'object'], admin)).toMatchObject({ status: 400 });
  });

  it('integers beyond the database, and pages beyond reason', async () => {
    expect(await rest('GET', '/courses?id=99999999999')).toMatchObject({
      status: 400,
      body: { errors: { id: expect.any(String) } },
    });
    expect(await rest('GET', '/pictures/byOwner/gallery/2147483648')).toMatchObject({ status: expect.any(Number) });
    expect((await rest('GET', '/pictures/byOwner/gallery/2147483648')).status).toBeLessThan(500);
    expect(await rest('POST', '/courses/search?page=1e300', {})).toMatchObject({
      status: 400,
      body: { errors: { page: expect.any(String) } },
    });
    expect(await rest('POST', '/registrations/batch/payed', { ids: [1, 2147483648] }, admin)).toMatchObject({
      status: 400,
      body: { errors: { ids: expect.any(String) } },
    });
    const capacity = await app.graphql(
      'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
      {
        input: {
          title: 'Velký',
          description: 'x',
          type: 'sport',
          category: 'preschool',
          capacity: 2147483647,
          maxCapacity: 1e300,
          price: 1,
          visible: true,
        },
      },
      admin,
    );
    expect(capacity.status).toBeLessThan(500);
    expect(capacity.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('integers beyond int4 (and a number for a flag) in REST bodies (issue 21): a 400 naming the field, never a 500', async () => {
    const courseId = (await database.dataSource.query('SELECT id FROM course ORDER BY id LIMIT 1'))[0].id as number;
    const slotId = (await database.dataSource.query('SELECT id FROM schedule ORDER BY id LIMIT 1'))[0].id as number;
    const existing = (await database.dataSource.query('SELECT id FROM registration ORDER BY id LIMIT 1'))[0]
      .id as number;
    const cases: [string, string, Record<string, unknown>, string, Record<string, string>][] = [
      [
        'PUT',
        '/registration',
        { ...registration, type: 'camp', scheduleId: undefined, campId: 2147483648 },
        'campId',
        {},
      ],
      ['PUT', '/registration', { ...registration, scheduleId: 1e10 }, 'scheduleId', {}],
      ['POST', '/registrations', { ...registration, scheduleId: 2147483648 }, 'scheduleId', admin],
      ['POST', `/registration/${existing}`, { ...registration, scheduleId: 1e10 }, 'scheduleId', admin],
      ['PUT', `/registrations/${existing}`, { ...registration, scheduleId: 2147483648 }, 'scheduleId', admin],
      ['POST', `/registration/${existing}`, { ...registration, replacement: 2147483647 }, 'replacement', admin],
      ['PUT', `/courses/${courseId}`, { order: -2147483649 }, 'order', admin],
      ['PUT', `/schedules/${slotId}`, { order: -2147483649 }, 'order', admin],
    ];
    for (const [method, route, body, field, headers] of cases) {
      const answer = await rest(method, route, body, headers);
      expect({ route, ...answer }).toMatchObject({
        route,
        status: 400,
        body: { errors: { [field]: expect.any(String) } },
      });
    }
    expect(failures.splice(0)).toEqual([]);
  });

  it('a filter text longer than anything stored', async () => {
    expect(await rest('GET', `/courses?title=${'x'.repeat(1_000)}`)).toMatchObject({
      status: 400,
      body: { errors: { title: expect.stringMatching(/příliš dlouhý/) } },
    });
    expect(await rest('POST', '/courses/search', { title: 'x'.repeat(100_000) })).toMatchObject({
      status: 400,
      body: { errors: { title: expect.stringMatching(/příliš dlouhý/) } },
    });
  });
});

// ---------------------------------------------------------------- REST bodies from the OpenAPI schemas

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
}

/** Valid values by field name; an enumerated field takes its first value when the name's usual one is
 * not among them (a course's `type` is an activity, a registration's is course or camp). */
function validBody(properties: Record<string, JsonSchema>, description: OpenApi): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) => {
      const choices = resolve(property, description).enum;
      if (choices && !choices.includes(VALID_BY_NAME[name])) return [[name, choices[0]]];
      return name in VALID_BY_NAME ? [[name, VALID_BY_NAME[name]]] : [];
    }),
  );
}

function resolve(schema: JsonSchema, description: OpenApi): JsonSchema {
  return schema.$ref ? (description.components.schemas[path.basename(schema.$ref)] ?? {}) : schema;
}

/** A JSON value shaped like the schema (its property names, so the service reads them) with hostile
 * contents. */
function jsonOf(schema: JsonSchema, description: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const resolved = schema.$ref ? (description.components.schemas[path.basename(schema.$ref)] ?? {}) : schema;
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  let shaped: fc.Arbitrary<unknown> = anything;
  if (resolved.properties && depth < 3) {
    shaped = fc.record(
      Object.fromEntries(
        Object.entries(resolved.properties).map(([name, property]) => [name, jsonOf(property, description, depth + 1)]),
      ),
      { requiredKeys: [] },
    );
  } else if (type === 'array' && resolved.items && depth < 3) {
    shaped = fc.array(jsonOf(resolved.items, description, depth + 1), { maxLength: 3 });
  } else if (resolved.enum) {
    shaped = fc.oneof(fc.constantFrom(...resolved.enum), text);
  } else if (type === 'integer' || type === 'number') {
    shaped = number;
  } else if (type === 'string') {
    shaped = text;
  } else if (type === 'boolean') {
    shaped = fc.boolean();
  }
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: anything });
}

/** A body of valid values (by field name) but for one field, which gets a hostile one. */
function validExceptOne(schema: JsonSchema, description: OpenApi): fc.Arbitrary<unknown> {
  const resolved = schema.$ref ? (description.components.schemas[path.basename(schema.$ref)] ?? {}) : schema;
  const names = Object.keys(resolved.properties ?? {});
  if (names.length === 0) return jsonOf(schema, description);
  const valid = validBody(resolved.properties ?? {}, description);
  const hostile = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...BOUNDARY_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...REDOS_SHAPES) },
    { weight: 2, arbitrary: anything },
  );
  return fc.tuple(fc.constantFrom(...names), hostile, fc.constantFrom('course', 'camp')).map(([name, value, type]) => ({
    ...valid,
    ...('type' in valid ? { type } : {}),
    [name]: value,
  }));
}

/** A path segment as a client would send it; a lone surrogate as the broken UTF-8 it would become. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function tryJson(answer: string): unknown {
  try {
    return JSON.parse(answer);
  } catch {
    return answer.slice(0, 200);
  }
}
