import { getIntrospectionQuery } from 'graphql';
import { createTestDatabase, TestDatabase } from '../test/database';
import { testConfig } from '../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../test/http';
import { QUERY_LIMITS } from './graphql-limits';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function withApp(env: Record<string, string>, test: (app: RunningApp) => Promise<void>) {
  const app = await startTestApp(database, await testConfig(env));
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

describe('query limits', () => {
  it('refuse too deep a query', () =>
    withApp({}, async (app) => {
      const nested = 'fields { type { '.repeat(QUERY_LIMITS.depth / 2) + 'name' + ' } }'.repeat(QUERY_LIMITS.depth / 2);
      const { status, body } = await app.graphql(`{ __schema { types { ${nested} } } }`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/příliš hluboký/);
    }));

  it('measure each fragment once: a kilobyte of fragments spreading each other twice is refused at once', () =>
    withApp({}, async (app) => {
      // F1 spreads F0 twice, F2 spreads F1 twice, ...: 2^40 fields if every spread were walked again.
      const levels = 40;
      const fragments = Array.from(
        { length: levels },
        (_, level) => `fragment F${level + 1} on SiteInfo { ...F${level} ...F${level} }`,
      );
      const query = `{ siteInfo { ...F${levels} } } fragment F0 on SiteInfo { name } ${fragments.join(' ')}`;
      expect(query.length).toBeLessThan(2000);
      const [answer, health] = await Promise.all([
        app.graphql(query),
        fetch(`${app.url}/api/health`).then((response) => response.status),
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/příliš mnoho polí/);
      expect(health).toBe(200);
    }));

  it('refuse a document of too many tokens with a Czech message', () =>
    withApp({}, async (app) => {
      const { status, body } = await app.graphql(`{ health { ${'status '.repeat(QUERY_LIMITS.tokens)} } }`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/příliš dlouhý/);
    }));

  it('refuse too many aliases, so a request cannot multiply work', () =>
    withApp({}, async (app) => {
      const aliases = Array.from(
        { length: QUERY_LIMITS.aliases + 1 },
        (_, index) => `a${index}: health { status }`,
      ).join(' ');
      const { body } = await app.graphql(`{ ${aliases} }`);
      expect(body.errors?.[0]?.message).toMatch(/příliš mnoho aliasů/);
      const allowed = Array.from({ length: QUERY_LIMITS.aliases }, (_, index) => `a${index}: health { status }`).join(
        ' ',
      );
      expect((await app.graphql(`{ ${allowed} }`)).body.errors).toBeUndefined();
    }));

  it('refuse too many fields, fragments counted each time they are spread', () =>
    withApp({}, async (app) => {
      const spreads = '...F '.repeat(QUERY_LIMITS.fields / 2 + 1);
      const { body } = await app.graphql(`{ health { ${spreads} } } fragment F on Health { status database }`);
      expect(body.errors?.[0]?.message).toMatch(/příliš mnoho polí/);
    }));
});

describe('production', () => {
  it('gives no field suggestions, no introspection and no Sandbox', () =>
    withApp({ NODE_ENV: 'production' }, async (app) => {
      const typo = await app.graphql('{ helth { status } }');
      expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
      const introspection = await app.graphql('{ __schema { types { name } } }');
      expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
      const standard = await app.graphql(getIntrospectionQuery());
      expect(standard.status).toBe(400);
      expect(standard.body.data).toBeUndefined();
      const page = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/sandbox/i);
    }));

  it('turns Sandbox and introspection on with GRAPHQL_SANDBOX=true', () =>
    withApp({ NODE_ENV: 'production', GRAPHQL_SANDBOX: 'true' }, async (app) => {
      expect((await app.graphql('{ __schema { queryType { name } } }')).body.data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
      // What GraphQL Sandbox and other schema tools send first.
      for (const options of [
        {},
        {
          descriptions: true,
          specifiedByUrl: true,
          directiveIsRepeatable: true,
          schemaDescription: true,
          inputValueDeprecation: true,
          oneOf: true,
        },
      ]) {
        const full = await app.graphql<{ __schema: { types: { name: string }[] } }>(getIntrospectionQuery(options));
        expect(full.body.errors).toBeUndefined();
        expect(full.body.data?.__schema.types.map((type) => type.name)).toContain('Registration');
      }
      const page = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toMatch(/sandbox/i);
    }));
});

describe('requests', () => {
  it('are protected against cross-site request forgery', () =>
    withApp({}, async (app) => {
      const simple = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '{ health { status } }' }),
      });
      expect(simple.status).toBe(400);
      const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ health { status } }')}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toMatch(/Cross-Site Request Forgery/i);
    }));

  it('have a size limit', () =>
    withApp({}, async (app) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ health { status } } # ${'x'.repeat(1_100_000)}` }),
      });
      expect(response.status).toBe(413);
    }));
});

describe('client errors are not server failures (issue 21)', () => {
  it('answers a persisted-query hash in its own code, not as a failure, logging nothing', async () => {
    const logged: string[] = [];
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      error: (message: string) => void logged.push(message),
    };
    const app = await startTestApp(database, await testConfig({}), { logger });
    try {
      const extensions = { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } };
      for (const query of [undefined, '{ health { status } }']) {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ extensions, query }),
        });
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        // Apollo's convention for this code is a 200, so that its clients retry with the document.
        expect(response.status).toBeLessThan(500);
        expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
      }
      expect(logged).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('anonymous GraphQL per client address (issue 21)', () => {
  it('answers 429 in Czech past GRAPHQL_RATE_LIMIT a minute; staff and the REST health check go on', () =>
    withApp({ GRAPHQL_RATE_LIMIT: '5' }, async (app) => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await app.graphql('{ health { status } }')).status).toBe(200);
      const refused = await app.graphql('{ health { status } }');
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.body.errors?.[0]?.message).toMatch(/příliš mnoho požadavků/);
      const staff = await staffHeaders(app, database, 'administrator', 'limit-admin');
      expect((await app.graphql('{ me { id } }', {}, staff)).body.data).toEqual({ me: { id: expect.any(Number) } });
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    }));
});
