// Statements sent together in one round trip (statement-pipeline.ts), on a real PostgreSQL: their rows
// in order and in the asked-for shape, prepared once per connection, a failure of either as the
// call's error (pg-pool then drops that connection), and the next call answered.
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ROW_TYPES } from './rows';
import { queryPipelined } from './statement-pipeline';

let database: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  // One connection: every call below goes over the same one.
  pool = new Pool({ connectionString: database.url, max: 1 });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const halves = {
  name: 'test_halves',
  text: 'SELECT n, n / $1::int AS half FROM generate_series(1, $2::int) n ORDER BY n',
  values: [2, 3],
};
const counted = {
  name: 'test_count',
  text: 'SELECT count(*)::int AS total FROM generate_series(1, $1::int)',
  values: [7],
};

it('answers each statement with its rows, objects or arrays, named or not, on one connection', async () => {
  for (let round = 0; round < 3; round += 1) {
    const [rows, total, unnamed] = await queryPipelined(
      pool,
      [
        halves,
        { ...counted, rowMode: 'array' },
        { text: "SELECT 'a'::text AS letter, DATE '2026-11-27' AS day", values: [] },
      ],
      ROW_TYPES,
    );
    expect(rows).toEqual([
      { n: 1, half: 0 },
      { n: 2, half: 1 },
      { n: 3, half: 1 },
    ]);
    expect(total).toEqual([[7]]);
    // ROW_TYPES keeps a date as its text.
    expect(unnamed).toEqual([{ letter: 'a', day: '2026-11-27' }]);
  }
  const prepared = await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
  expect(prepared.rows.map((row) => row.name)).toEqual(['test_count', 'test_halves']);
});

it('fails with the statement that failed, and the next call succeeds', async () => {
  await expect(queryPipelined(pool, [{ ...halves, values: [0, 3] }, counted], ROW_TYPES)).rejects.toThrow(
    'division by zero',
  );
  await expect(
    queryPipelined(pool, [halves, { name: 'test_broken', text: 'SELEKT 1', values: [] }], ROW_TYPES),
  ).rejects.toThrow('syntax error');
  const [rows, total] = await queryPipelined(pool, [halves, counted], ROW_TYPES);
  expect(rows).toHaveLength(3);
  expect(total).toEqual([{ total: 7 }]);
});

it('refuses a value pg cannot send before writing anything', async () => {
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  await expect(queryPipelined(pool, [{ ...counted, values: [circular] }], ROW_TYPES)).rejects.toThrow();
  const [total] = await queryPipelined(pool, [counted], ROW_TYPES);
  expect(total).toEqual([{ total: 7 }]);
});
