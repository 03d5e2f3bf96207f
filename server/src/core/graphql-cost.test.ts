// The weighted cost of GraphQL requests: every document the client sends fits the budget at its
// largest page, and a request that multiplies lists past it is refused before anything runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { testConfig } from '../test/config';
import { startTestApp, type RunningApp } from '../test/http';
import { COST_LIMITS, fixedOperationCost, operationCost } from './graphql-cost';
import { SCHEMA_FILE } from './paths';

const CLIENT_SRC = path.resolve(__dirname, '../../../client/src');

function clientDocuments(dir = CLIENT_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : clientDocuments(file);
    return entry.name.endsWith('.graphql') ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the weighted cost of a request', () => {
  it('is worked out once for a document whose variables size no page, each time for one whose do', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const operationOf = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
    const fixed = operationOf('query ($p: Int) { searchRegistrations(page: $p, limit: 20) { items { id email } } }');
    const sized = operationOf('query ($l: Int) { searchRegistrations(limit: $l) { items { id email } } }');
    expect(fixedOperationCost(schema, fixed, [])).toBe(operationCost(schema, fixed, [], { p: 7 }));
    expect(fixedOperationCost(schema, sized, [])).toBeNull();
    expect(operationCost(schema, sized, [], { l: 100 })).toBeGreaterThan(operationCost(schema, sized, [], { l: 20 }));
  });

  it('lets every document of the client through at the largest page', () => {
    // The committed schema, the one the client's documents are checked against (kept fresh in CI).
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const documents = clientDocuments().map((source) => parse(source));
    const fragments = documents.flatMap((document) =>
      document.definitions.filter((one): one is FragmentDefinitionNode => one.kind === Kind.FRAGMENT_DEFINITION),
    );
    const operations = documents.flatMap((document) =>
      document.definitions.filter((one): one is OperationDefinitionNode => one.kind === Kind.OPERATION_DEFINITION),
    );
    expect(operations.length).toBeGreaterThan(30);
    const costs = operations.map((operation) => ({
      name: operation.name?.value,
      cost: operationCost(schema, operation, fragments, { limit: 100 }),
    }));
    expect(costs.filter(({ cost }) => cost > COST_LIMITS.budget)).toEqual([]);
  });

  describe('over HTTP', () => {
    let database: TestDatabase;
    let app: RunningApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      app = await startTestApp(database, await testConfig());
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('refuses lists inside lists past the budget, with a Czech message, before anything runs', async () => {
      // Few fields (the old meter let it through: 14 fields, depth 5), but 100 courses × 10 slots ×
      // their course's 10 slots × 10 illustrations.
      const query = `query ($limit: Int) { searchCourses(limit: $limit) { items { id schedules { id course {
        schedules { id course { illustrations { id path } } } } } } } }`;
      const refused = await app.graphql(query, { limit: 100 });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.message).toMatch(/příliš mnoho položek/);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // The same shape at a small page is fine.
      const small = await app.graphql(query, { limit: 1 });
      expect(small.body.errors).toBeUndefined();
    });
  });
});
