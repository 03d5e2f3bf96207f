// A logical dump of the app's schema (`public`) that any PostgreSQL version reads back: each table's
// rows as JSON lines, plus the sequences' positions. The schema itself is not dumped: the migrations
// listed in the manifest rebuild it exactly, so a dump needs no pg_dump of the server's own version
// (the embedded server ships none) and restores on any server the app runs on.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** Runs one SQL statement on the connection that holds the dump's or the restore's transaction. */
export type Query = (sql: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface DumpedSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface DatabaseDump {
  /** The server the dump was taken from, e.g. '18.0'. */
  serverVersion: string;
  /** The migrations applied to it, in order: they rebuild its schema. */
  migrations: string[];
  /** Rows per table. */
  tables: Record<string, number>;
  sequences: DumpedSequence[];
}

const BATCH_ROWS = 500;

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tableFile = (dir: string, table: string) => path.join(dir, `${table}.jsonl`);

async function tableNames(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  return rows.map((row) => String(row.name));
}

async function sequenceNames(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((row) => String(row.name));
}

/** Whether the database holds anything of ours: a table, a view or a sequence in `public`. */
export async function isEmptyDatabase(query: Query): Promise<boolean> {
  const [row] = await query(
    `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
  );
  return Number(row?.count) === 0;
}

async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function dumpTable(query: Query, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  const finished = once(out, 'finish');
  let count = 0;
  try {
    // jsonb's text form is one line: newlines inside values are escaped.
    await query(
      `DECLARE dump_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quoteIdentifier(table)} t`,
    );
    for (;;) {
      const rows = await query(`FETCH ${BATCH_ROWS} FROM dump_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      await write(out, rows.map((row) => `${String(row.row)}\n`).join(''));
    }
    await query('CLOSE dump_rows');
  } finally {
    out.end();
    await finished;
  }
  return count;
}

/** Writes every table of `public` into `dir` as `<table>.jsonl`. Run it inside a REPEATABLE READ
 * transaction: every table is then read from one snapshot, a consistent state of the whole site. */
export async function dumpDatabase(query: Query, dir: string): Promise<DatabaseDump> {
  const [version] = await query(`SELECT current_setting('server_version') AS version`);
  const tables: Record<string, number> = {};
  const names = await tableNames(query);
  for (const table of names) tables[table] = await dumpTable(query, table, tableFile(dir, table));
  const sequences: DumpedSequence[] = [];
  for (const name of await sequenceNames(query)) {
    const [row] = await query(`SELECT last_value::text AS value, is_called AS called FROM ${quoteIdentifier(name)}`);
    sequences.push({ name, lastValue: String(row?.value), isCalled: row?.called === true });
  }
  const migrations = names.includes('migrations')
    ? (await query('SELECT name FROM migrations ORDER BY timestamp, id')).map((row) => String(row.name))
    : [];
  return { serverVersion: String(version?.version), migrations, tables, sequences };
}

async function insertableColumns(query: Query, table: string): Promise<{ columns: string; overriding: boolean }> {
  const rows = await query(
    `SELECT attname AS name, attidentity = 'a' AS always FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quoteIdentifier(table)],
  );
  return {
    columns: rows.map((row) => quoteIdentifier(String(row.name))).join(', '),
    overriding: rows.some((row) => row.always === true),
  };
}

async function loadTable(query: Query, table: string, file: string): Promise<number> {
  const { columns, overriding } = await insertableColumns(query, table);
  const name = quoteIdentifier(table);
  const insert = `INSERT INTO ${name} (${columns})${overriding ? ' OVERRIDING SYSTEM VALUE' : ''}
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`;
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await query(insert, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
  };
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return count;
}

/** Loads a dump into a database whose schema the dump's migrations have just built (inside the
 * restore's transaction): whatever the migrations inserted gives way to the dumped rows. Foreign keys
 * are dropped while the tables fill in any order and added back after, which checks every row. */
export async function loadDatabase(query: Query, dir: string, dump: DatabaseDump): Promise<void> {
  const present = await tableNames(query);
  const unknown = Object.keys(dump.tables).filter((table) => !present.includes(table));
  if (unknown.length > 0)
    throw new Error(`The archive holds tables its migrations do not create: ${unknown.join(', ')}`);

  const foreignKeys = await query(
    `SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conrelid, conname`,
  );
  for (const key of foreignKeys)
    await query(`ALTER TABLE ${String(key.table)} DROP CONSTRAINT ${quoteIdentifier(String(key.name))}`);
  for (const table of present) await query(`ALTER TABLE ${quoteIdentifier(table)} DISABLE TRIGGER USER`);
  if (present.length > 0) await query(`TRUNCATE ${present.map(quoteIdentifier).join(', ')}`);

  for (const [table, expected] of Object.entries(dump.tables)) {
    const loaded = await loadTable(query, table, tableFile(dir, table));
    if (loaded !== expected)
      throw new Error(`The archive is damaged: table ${table} has ${loaded} rows, its manifest says ${expected}`);
  }

  for (const table of present) await query(`ALTER TABLE ${quoteIdentifier(table)} ENABLE TRIGGER USER`);
  for (const key of foreignKeys)
    await query(
      `ALTER TABLE ${String(key.table)} ADD CONSTRAINT ${quoteIdentifier(String(key.name))} ${String(key.definition)}`,
    );
  const sequences = await sequenceNames(query);
  for (const sequence of dump.sequences) {
    if (!sequences.includes(sequence.name)) throw new Error(`The archive holds an unknown sequence: ${sequence.name}`);
    await query('SELECT setval($1::regclass, $2::bigint, $3)', [
      quoteIdentifier(sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
}
