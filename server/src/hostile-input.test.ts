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
import { buildAppSchema } from './app';
import { uploadsDir } from './core/paths';
import type { Logger } from './core/logger';
import { seedDemoData } from './seed/demo';
import { createTestDatabase, TestDatabase } from './test/database';
import { testConfig } from './test/config';
import { RunningApp, staffHeaders, startTestApp } from './test/http';
import { png } from './test/images';

/** Calls per REST route and per GraphQL operation and caller; FUZZ_RUNS=200 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

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
    seedDemoData(manager, { uploadsDir: uploadsDir(config.dataDir), iban: config.operator.iban }),
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
        body: bodySchema ? jsonOf(bodySchema, description) : fc.constant(undefined),
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
