// Several read statements in one round trip to PostgreSQL (issue 28). A staff search's page and its
// count went as two queries on two pooled connections: two socket writes, two backends woken, two
// answers read. Here they go in the extended protocol behind one Sync: one connection, one write, one
// read (a busy staff search went from 0.65x to 0.70x of the raw handler's rate, bench/RESULTS.md).
// PostgreSQL runs them one after the other, so this suits statements that are cheap next to a round
// trip, and a caller with nothing else running may rather send them on two connections at once.
import pg, { type Connection, type CustomTypesConfig, type FieldDef, type Pool, type Submittable } from 'pg';

export interface PipelinedStatement {
  /** Prepared under this name, parsed once per connection; without one, parsed every time. */
  name?: string;
  text: string;
  values: unknown[];
  /** Rows as arrays in the order of the SELECT list instead of objects by column name. */
  rowMode?: 'array';
}

/** What pg's Result gives (pg exports the class; its types do not). */
interface RowsResult {
  rows: unknown[];
  addFields(fields: FieldDef[]): void;
  parseRow(values: unknown[]): unknown;
  addRow(row: unknown): void;
  addCommandComplete(message: unknown): void;
}
type ResultClass = new (rowMode: 'array' | undefined, types: CustomTypesConfig) => RowsResult;
const { Result, utils } = pg as unknown as {
  Result: ResultClass;
  utils: { prepareValue(value: unknown): string | Buffer | null };
};

/** The names prepared on each connection by pipelines (pg's own queries keep theirs apart). */
const preparedOn = new WeakMap<Connection, Set<string>>();

class StatementPipeline implements Submittable {
  /** Set by pg's client (the pool's callback). */
  callback?: (error: Error | null, results?: RowsResult[]) => void;
  private readonly results: RowsResult[] = [];
  /** Statements whose answer has ended (CommandComplete or EmptyQueryResponse). */
  private completed = 0;
  private rowError: Error | null = null;
  private prepared?: Set<string>;

  constructor(
    private readonly statements: readonly PipelinedStatement[],
    private readonly types: CustomTypesConfig,
  ) {}

  submit(connection: Connection): Error | void {
    const prepared = preparedOn.get(connection) ?? new Set<string>();
    preparedOn.set(connection, prepared);
    this.prepared = prepared;
    let values: (string | Buffer | null)[][];
    try {
      // Converted before anything is written: a value pg cannot send fails the whole call cleanly.
      values = this.statements.map((statement) => statement.values.map((value) => utils.prepareValue(value)));
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork();
    try {
      this.statements.forEach((statement, index) => {
        const name = statement.name ?? '';
        if (!name || !prepared.has(name)) {
          // A name from an earlier call that failed may exist or not; closing one that does not is no error.
          if (name) connection.close({ type: 'S', name }, true);
          connection.parse({ name, text: statement.text, types: [] }, true);
        }
        connection.bind({ statement: name, values: values[index] }, true);
        connection.describe({ type: 'P', name: '' }, true);
        // No row limit: every row at once.
        connection.execute({ portal: '' }, true);
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }

  private current(): RowsResult {
    return (this.results[this.completed] ??= new Result(this.statements[this.completed]?.rowMode, this.types));
  }

  handleRowDescription(message: { fields: FieldDef[] }): void {
    this.current().addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    if (this.rowError) return;
    try {
      const result = this.current();
      result.addRow(result.parseRow(message.fields));
    } catch (error) {
      this.rowError = error as Error;
    }
  }

  handleCommandComplete(message: unknown): void {
    this.current().addCommandComplete(message);
    this.completed += 1;
  }

  handleEmptyQuery(): void {
    this.current();
    this.completed += 1;
  }

  handlePortalSuspended(): void {
    // Never: every Execute asks for all rows.
  }

  handleCopyInResponse(connection: Connection): void {
    // As pg's own query does: a COPY FROM STDIN has nothing to read here.
    (connection as Connection & { sendCopyFail(message: string): void }).sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    // Whatever this call prepared may or may not exist now: were the connection used again (pg-pool
    // drops it after an error), the next call would close and parse again.
    for (const { name } of this.statements) if (name) this.prepared?.delete(name);
    this.finish(error);
  }

  handleReadyForQuery(): void {
    if (this.rowError) return this.handleError(this.rowError);
    for (const { name } of this.statements) if (name) this.prepared?.add(name);
    this.finish(null, this.results);
  }

  private finish(error: Error | null, results?: RowsResult[]): void {
    const callback = this.callback;
    this.callback = undefined;
    callback?.(error, results);
  }
}

/** The rows of each statement, in order, from one pooled connection in one round trip. */
export async function queryPipelined(
  pool: Pool,
  statements: readonly PipelinedStatement[],
  types: CustomTypesConfig,
): Promise<unknown[][]> {
  // pg-pool hands a Submittable to a client with its own callback and releases the client after it;
  // pg's types say such a call returns the Submittable.
  const submitting = pool as unknown as { query(query: Submittable): Promise<RowsResult[]> };
  const results = await submitting.query(new StatementPipeline(statements, types));
  return results.map((result) => result.rows);
}
