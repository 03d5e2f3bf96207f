import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { buildSchema, parse, print, visit, type DefinitionNode } from 'graphql';
import { testConfig } from '../test/config';
import { createTestDatabase, type TestDatabase } from '../test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertLector,
  insertRegistration,
  insertSchedule,
} from '../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../test/http';
import { silentLogger } from './logger';
import { compiledExecution } from './graphql-compiled';
import { formatGraphqlError, GraphqlFailureLog } from './graphql-errors';

let database: TestDatabase;
let interpreted: RunningApp;
let compiled: RunningApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const branch = await insertBranch(database);
  const lector = await insertLector(database);
  const course = await insertCourse(database);
  const schedule = await insertSchedule(database, { course_id: course, branch_id: branch, lector_id: lector });
  const camp = await insertCamp(database, { branch_id: branch });
  await insertRegistration(database, { schedule_id: schedule, note: 'Alergie na ořechy' });
  await insertRegistration(database, { schedule_id: schedule, payment_state: 'paid' });
  await insertRegistration(database, { camp_id: camp, child_full_name: 'Petr Svoboda' });
  interpreted = await startTestApp(database, await testConfig({ GRAPHQL_COMPILED: 'false' }));
  compiled = await startTestApp(database, await testConfig({ GRAPHQL_COMPILED: 'true' }));
});
afterAll(async () => {
  await interpreted?.close();
  await compiled?.close();
  await database.drop();
});

/** An operation of the client's documents with the fragments it spreads, as the browser sends it. */
function clientOperation(name: string): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(__dirname, '../../../client/src'));
  const definitions = new Map<string, DefinitionNode>();
  for (const definition of parse(files.join('\n')).definitions)
    if ('name' in definition && definition.name) definitions.set(definition.name.value, definition);
  const needed = new Set([name]);
  for (const wanted of needed)
    visit(definitions.get(wanted)!, {
      FragmentSpread: (spread) => void needed.add(spread.name.value),
    });
  return [...needed].map((one) => print(definitions.get(one)!)).join('\n');
}

interface Answer {
  status: number;
  contentType: string | null;
  /** The answer as sent, byte for byte. */
  text: string;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function answerOf(app: RunningApp, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    body: JSON.parse(text) as Answer['body'],
  };
}

/** Sends the same request to the app that interprets every query and four times to the one that
 * compiles them (the first run interpreted, the second compiles, the others answered before Apollo
 * when a signed-in person asks, else in its pipeline): status, media type and body alike. */
async function sameAnswers(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  const body = JSON.stringify({ query, variables, ...extra });
  const expected = await answerOf(interpreted, body, headers);
  for (let run = 0; run < 4; run += 1) expect(await answerOf(compiled, body, headers)).toEqual(expected);
  return expected;
}

/** How many answers came before Apollo's pipeline while `run` ran. */
async function answeredEarly(run: () => Promise<unknown>): Promise<number> {
  const before = compiled.compiledStats!.early;
  await run();
  return compiled.compiledStats!.early - before;
}

describe('compiled queries answer as graphql-js does', () => {
  it("the registrations grid's own document, with fragments, nested objects and dates", async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    const { status, body } = await sameAnswers(
      clientOperation('AdminRegistrations'),
      { filter: {}, page: 1, limit: 20, sort: null },
      headers,
    );
    expect(status).toBe(200);
    const rows = (body.data as { searchRegistrations: { items: { note: string | null }[] } }).searchRegistrations.items;
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.note === 'Alergie na ořechy')).toBe(true);
  });

  it('@include by a variable, both ways', async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    const query = clientOperation('AdminOverview');
    const withMoney = await sameAnswers(query, { withMoney: true }, headers);
    const without = await sameAnswers(query, { withMoney: false }, headers);
    expect(withMoney.body.data).toHaveProperty('overview.money');
    expect(without.body.data).not.toHaveProperty('overview.money');
  });

  it("a domain error: its code, domain code and path through the server's formatError, and null bubbling up", async () => {
    const { status, body } = await sameAnswers('{ health { status } a: course(id: 987654) { id title } }');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['a'], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ]);
    expect(body.errors?.[0]?.extensions).toHaveProperty('domainCode');
  });

  it('a refusal of the input with its field messages', async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    const { body } = await sameAnswers(
      'query ($f: RegistrationFilter) { searchRegistrations(filter: $f, limit: 20) { items { id } } }',
      { f: { paymentState: 'paid', createdFrom: 'včera' } },
      headers,
    );
    expect(body.errors?.[0]?.extensions).toHaveProperty('domainCode');
  });

  it('a refusal for a stranger', async () => {
    const { body } = await sameAnswers('{ searchRegistrations { items { id email } } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toHaveProperty('domainCode');
  });

  it("variables graphql-js refuses, in graphql-js's words", async () => {
    const { status, body } = await sameAnswers('query ($id: Int!) { course(id: $id) { id } }', { id: 'jedna' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknownField = await sameAnswers('query ($f: CourseFilter) { courses(filter: $f) { id } }', {
      f: { nonsense: 1 },
    });
    expect(unknownField.status).toBe(400);
    // graphql-jit would take a list for an input object; graphql-js refuses it (a stranger's request
    // in Apollo's pipeline, a staff member's before it).
    const listForObject = await sameAnswers('query ($f: CourseFilter) { courses(filter: $f) { id } }', { f: [] });
    expect(listForObject.status).toBe(400);
    const headers = await staffHeaders(compiled, database, 'administrator');
    const staffList = await sameAnswers(
      'query ($f: RegistrationFilter) { searchRegistrations(filter: $f, limit: 20) { items { id } } }',
      { f: [] },
      headers,
    );
    expect(staffList.status).toBe(400);
  });

  it('aliases, __typename and a public list', async () => {
    const { body } = await sameAnswers(
      '{ __typename all: courses { __typename id title schedules { id dayOfWeek from to } } siteInfo { name } }',
    );
    expect(body.errors).toBeUndefined();
  });
});

describe('compiled queries of signed-in people are answered before Apollo, the rest by it', () => {
  const SEARCH =
    'query ($f: RegistrationFilter, $p: Int) { searchRegistrations(filter: $f, page: $p, limit: 2) { items { id createdAt paymentState } pagination { total hasNext } } }';

  it('a staff search: from the third run on, with the same answer', async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    expect(await answeredEarly(() => sameAnswers(SEARCH, { f: { paymentState: 'paid' }, p: 1 }, headers))).toBe(2);
  });

  it("a domain error and null bubbling up, through the server's formatError", async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    let answer: Answer | undefined;
    const early = await answeredEarly(async () => {
      answer = await sameAnswers('{ health { status } b: course(id: 987655) { id title } }', undefined, headers);
    });
    expect(early).toBe(2);
    expect(answer?.body.data).toBeNull();
    expect(answer?.body.errors?.[0]?.extensions).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it("the media type the client's Accept header asks for; an unusual one goes to Apollo", async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    const apolloClient = { ...headers, accept: 'application/graphql-response+json,application/json;q=0.9' };
    const answer = await sameAnswers(SEARCH, { p: 1 }, apolloClient);
    expect(answer.contentType).toBe('application/graphql-response+json; charset=utf-8');
    const unusual = { ...headers, accept: 'text/html;q=0.1, application/json' };
    expect(await answeredEarly(() => sameAnswers(SEARCH, { p: 1 }, unusual))).toBe(0);
  });

  it('strangers, control characters, too costly a page, a persisted query and an odd operation name go to Apollo', async () => {
    const headers = await staffHeaders(compiled, database, 'administrator');
    const stranger = await answeredEarly(() => sameAnswers('{ courses { id title } }'));
    const control = await answeredEarly(async () => {
      const refused = await sameAnswers(SEARCH, { f: { text: 'a\u0000b' }, p: 1 }, headers);
      expect(refused.status).toBe(400);
    });
    // Compiled at pages of 20 rows; asked for 500, it costs more than a staff member's budget.
    const fields =
      'id email phone parentFirstName parentLastName childFullName createdAt paymentState replacement variableSymbol note';
    const pages = Array.from(
      { length: 13 },
      (_, index) => `p${index}: searchRegistrations(limit: $l) { items { ${fields} } }`,
    );
    const costlyQuery = `query ($l: Int) { ${pages.join(' ')} }`;
    await sameAnswers(costlyQuery, { l: 20 }, headers);
    const costly = await answeredEarly(async () => {
      const refused = await sameAnswers(costlyQuery, { l: 500 }, headers);
      expect(refused.body.errors?.[0]?.extensions?.domainCode).toBe('REQUEST_QUERY_TOO_COSTLY');
    });
    const persisted = await answeredEarly(() =>
      sameAnswers(SEARCH, { p: 1 }, headers, { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab' } } }),
    );
    const emptyName = await answeredEarly(() => sameAnswers(SEARCH, { p: 1 }, headers, { operationName: '' }));
    expect({ stranger, control, costly, persisted, emptyName }).toEqual({
      stranger: 0,
      control: 0,
      costly: 0,
      persisted: 0,
      emptyName: 0,
    });
  });
});

describe('the cache of compiled documents', () => {
  const schema = buildSchema('type Query { answer: Int } type Mutation { logout: Boolean }');

  async function server(kept = 200) {
    const failures = new GraphqlFailureLog(silentLogger);
    const errors = { formatError: formatGraphqlError(failures), failures, requestIdOf: () => undefined };
    const plugin = compiledExecution(errors, { kept, compileAt: 2 });
    const apollo = new ApolloServer({ schema, plugins: [plugin] });
    await apollo.start();
    const run = async (query: string) => {
      const response = await apollo.executeOperation({ query });
      return response.body.kind === 'single' ? response.body.singleResult : null;
    };
    return { apollo, run, stats: plugin.stats };
  }

  it('compiles a query on its second run and answers it from the cache after', async () => {
    const { apollo, run, stats } = await server();
    const first = await run('{ __typename }');
    expect(stats).toEqual({ compiled: 0, answered: 0, early: 0, kept: 1 });
    expect(await run('{ __typename }')).toEqual(first);
    expect(stats).toEqual({ compiled: 1, answered: 1, early: 0, kept: 1 });
    expect(await run('{ __typename }')).toEqual(first);
    expect(stats).toEqual({ compiled: 1, answered: 2, early: 0, kept: 1 });
    await apollo.stop();
  });

  it('keeps a bounded number of documents, and leaves mutations and invalid documents alone', async () => {
    const { apollo, run, stats } = await server(3);
    for (let round = 0; round < 2; round += 1)
      for (let alias = 0; alias < 10; alias += 1) await run(`{ a${alias}: __typename }`);
    expect(stats.kept).toBe(3);
    expect(stats.compiled).toBe(0);
    for (let run_ = 0; run_ < 3; run_ += 1) await run('mutation { logout }');
    for (let run_ = 0; run_ < 3; run_ += 1) await run('{ nonsense }');
    expect(stats.answered).toBe(0);
    await apollo.stop();
  });
});
