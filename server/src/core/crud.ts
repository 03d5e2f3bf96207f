// The generic part of every content service: permissions, validation, filtering, ordering and
// paging in SQL, and refusals in Czech. Domain services configure it and add their own rules.
//
// Two ways to the database, one pool under both (core/database/data-source.ts):
// - SQL written here, straight on the pool, for the hot reads: lists and paged searches of a table
//   without joined relations, where TypeORM's query building and hydration would cost more CPU
//   than the database does (bench/RESULTS.md); rows become entities in core/database/rows.ts.
// - The repository (TypeORM) for everything else: one item, writes, transactions, and reads that
//   join relations (readsRelations), which TypeORM hydrates. A service writes SQL of its own
//   (dataSource.query) only for aggregates and locks TypeORM cannot express (free spots, FOR UPDATE).
import type { AnyObject, ObjectSchema } from 'yup';
import {
  DataSource,
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  QueryFailedError,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import {
  RecordErrorCode,
  RequestErrorCode,
  SortDirection,
  type ErrorCode,
  type Operation,
  type PlainErrorCode,
} from '@kurzy/common';
import { Actor, authorize, isStaff } from './actor';
import { VersionedRecord } from './database/columns';
import { poolOf } from './database/data-source';
import { entityFromRow, ROW_TYPES, selectedColumnSql } from './database/rows';
import { queryPipelined, type PipelinedStatement } from './database/statement-pipeline';
import { AppError } from './errors';
import { applyFilters, filterConditions, FilterSpec, refuseFilters } from './filters';
import { Page, pageRequest, pagination } from './pagination';
import { versionOf } from './record-version';
import { validateInput } from './validation';

/** A paged search's order, asked for by the caller: one of the service's sortable fields. */
export interface Sort {
  field: string;
  direction?: SortDirection | null;
}

/** Lists without paging stop here; use the paged search for more. */
export const LIST_LIMIT = 1000;
/** The most rows an export of a staff list takes (read whole; the registrations' own export streams). */
export const EXPORT_MAX_ROWS = 10_000;

export interface CrudOptions<E extends ObjectLiteral, V extends AnyObject> {
  entity: EntityTarget<E>;
  /** SQL alias of the table in queries, e.g. 'course'. */
  alias: string;
  schema: ObjectSchema<V>;
  filters: FilterSpec;
  /** ORDER BY, most significant first; `sql` is a column or expression written by us, never input. */
  order: { sql: string; direction?: 'ASC' | 'DESC'; nulls?: OrderNulls }[];
  /** Fields a paged search may be sorted by, each with its SQL expressions (most significant first);
   * the default order breaks ties. */
  sortable?: Record<string, string[]>;
  /** GraphQL fields of the item that are not columns, with the entity properties their resolvers
   * read; a paged search selects only the columns its asked-for fields need. A field neither a
   * column nor listed here makes the search select every column. */
  fieldColumns?: Record<string, string[]>;
  /** The largest page a search may ask for, when not MAX_LIMIT (the registrations grid's 500). */
  pageLimit?: number;
  /** What anonymous visitors may see (visible and active items), an SQL condition over the
   * table's alias (and the relations a service joins in); staff see everything. */
  publicScope?: string;
  /** What this actor may read when it is narrower than the operation's audience (a lector reads the
   * families of their own slots only): an SQL condition over the alias with its values bound through
   * `bind`, or null for everything. Every read of the service adds it. */
  scope?: (actor: Actor, bind: (value: unknown) => string) => string | null;
  /** The operations (common/src/permissions.ts) of reading and of writing items. */
  read: Operation;
  write: Operation;
  /** The code of the refusal when an item does not exist (or this actor may not see it). */
  notFound: PlainErrorCode;
  /** Clearer refusals for unique indexes, by index name, e.g. a customer's e-mail; other unique
   * violations keep the generic message. */
  uniqueConflicts?: Record<string, { field: string; code: PlainErrorCode }>;
  /** Records hanging on an item without a foreign key (its pictures), deleted together with it. */
  dependents?: Dependents;
  /** What must never be lost by deleting an item (its registrations): an SQL condition over the
   * item's id as $1, written by us; while it holds, a delete is refused with `code`. */
  keptWhile?: { exists: string; code: PlainErrorCode };
}

export interface Dependents {
  /** Deletes the item's dependent rows inside the transaction that deletes the item, and returns
   * what to do once that has committed (removing their files). */
  deleteWith(manager: EntityManager, id: number): Promise<() => Promise<void>>;
}

const FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL 18 reports an ON DELETE RESTRICT refusal with its own code; older servers use 23503. */
const RESTRICT_VIOLATION = '23001';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

type OrderNulls = 'NULLS FIRST' | 'NULLS LAST';

/** Which rows of a list or search to fetch. */
interface RowWindow {
  offset: number;
  limit: number;
}

/** A search's own statement (see CrudService.searchJoined). */
export interface JoinedRead<R> {
  /** The SELECT list, over the service's alias (the page's rows) and the joined tables. */
  select: string;
  /** The joins, e.g. ` LEFT JOIN "schedule" "s" ON "s"."id" = "registration"."schedule_id"`. */
  joins: string;
  /** The item of one row, its values in the order of the SELECT list. */
  item: (row: unknown[]) => R;
}

/** A statement that matches text (the filters' "contains"). */
const LIKE = /\bI?LIKE\b/;
/** Filters and sorts combine into a bounded number of statements; past this, they run unprepared. */
const MAX_PREPARED_STATEMENTS = 500;

/** Names (prefix and a number) for list and search SQL texts, remembered by text: each pooled
 * connection parses a named statement once instead of on every request, which takes about a third off
 * PostgreSQL's CPU for a staff search (bench/RESULTS.md). Undefined when the cap is reached: the
 * statement is then parsed each time. */
function statementNames(prefix: string): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    // A text filter's LIKE pattern is a parameter: after five runs PostgreSQL settled on a generic
    // plan that cannot know whether the pattern suits the trigram index, and scanned the whole table
    // (the staff search's count took 3x the CPU, issue 28). Planned each time, it uses the index.
    if (LIKE.test(sql)) return undefined;
    const known = names.get(sql);
    if (known !== undefined || names.size >= MAX_PREPARED_STATEMENTS) return known;
    const name = `${prefix}_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
/** pg's own queries and the pipelines (statement-pipeline.ts) each know what they prepared on a
 * connection, not what the other did: their names are kept apart. */
const preparedStatementName = statementNames('crud');
const pipelinedStatementName = statementNames('piped');

/** Searches of this process waiting for their rows (queryTogether). */
let searchesRunning = 0;

export class CrudService<E extends ObjectLiteral & { id: number }, V extends AnyObject> {
  constructor(
    protected readonly dataSource: DataSource,
    protected readonly options: CrudOptions<E, V>,
  ) {}

  protected get repository(): Repository<E> {
    return this.dataSource.getRepository(this.options.entity);
  }

  /** A query of what this actor may read. */
  protected readable(actor: Actor): SelectQueryBuilder<E> {
    authorize(actor, this.options.read);
    const query = this.repository.createQueryBuilder(this.options.alias);
    if (!isStaff(actor) && this.options.publicScope) query.andWhere(this.options.publicScope);
    let bound = 0;
    const scope = this.options.scope?.(actor, (value) => {
      const name = `scope${(bound += 1)}`;
      query.setParameter(name, value);
      return `:${name}`;
    });
    if (scope) query.andWhere(scope);
    return query;
  }

  /** Whether readable() joins relations in (camps with their branch, schedules with course, branch
   * and lector): their lists and searches go through TypeORM, which hydrates those relations. */
  protected get readsRelations(): boolean {
    return false;
  }

  /** ORDER BY terms: the asked-for sort first, then the default order that breaks ties. */
  private orderTerms(sort?: Sort | null): { sql: string; direction: 'ASC' | 'DESC'; nulls?: OrderNulls }[] {
    const terms = this.options.order.map(({ sql, direction = 'ASC', nulls }) => ({ sql, direction, nulls }));
    if (!sort) return terms;
    // Own keys only: `valueOf` or `constructor` from a REST query would find Object's methods.
    const sortable = this.options.sortable ?? {};
    const expressions = Object.hasOwn(sortable, sort.field) ? sortable[sort.field] : undefined;
    if (!expressions) throw new AppError(RequestErrorCode.CannotSort, { field: 'sort' });
    const direction: 'ASC' | 'DESC' = sort.direction === SortDirection.asc ? 'ASC' : 'DESC';
    return [...expressions.map((sql) => ({ sql, direction, nulls: 'NULLS LAST' as const })), ...terms];
  }

  protected ordered(query: SelectQueryBuilder<E>, sort?: Sort | null): SelectQueryBuilder<E> {
    for (const { sql, direction, nulls } of this.orderTerms(sort)) query.addOrderBy(sql, direction, nulls);
    return query;
  }

  async list(actor: Actor, filter?: object | null): Promise<E[]> {
    authorize(actor, this.options.read);
    refuseFilters(filter, this.options.filters, actor);
    const window = { offset: 0, limit: LIST_LIMIT };
    if (this.readsRelations) {
      const query = applyFilters(this.readable(actor), filter, this.options.filters);
      return this.ordered(query).offset(window.offset).limit(window.limit).getMany();
    }
    return this.selectRows(this.readableWhere(actor, filter), null, window, this.selectedColumns());
  }

  async get(actor: Actor, id: number): Promise<E> {
    const item = await this.readable(actor).andWhere(`"${this.options.alias}"."id" = :id`, { id }).getOne();
    if (!item) throw new AppError(this.options.notFound);
    return item;
  }

  async search(
    actor: Actor,
    filter: object | null | undefined,
    page?: number | null,
    limit?: number | null,
    sort?: Sort | null,
    fields?: readonly string[],
  ): Promise<Page<E>> {
    authorize(actor, this.options.read);
    refuseFilters(filter, this.options.filters, actor, sort);
    const request = pageRequest(page, limit, this.options.pageLimit);
    // A plain count(*) beside the page: TypeORM's getManyAndCount counts DISTINCT ids, several
    // times slower on a large table.
    if (this.readsRelations) {
      const query = applyFilters(this.readable(actor), filter, this.options.filters);
      const [items, counted] = await Promise.all([
        this.ordered(query.clone(), sort).offset(request.offset).limit(request.limit).getMany(),
        this.query<{ total: number }>(...query.clone().select('count(*)::int', 'total').getQueryAndParameters()),
      ]);
      return { items, pagination: pagination(request.page, request.limit, counted[0]?.total ?? 0) };
    }
    const where = this.readableWhere(actor, filter);
    const columns = this.columnsFor(fields);
    const [rows, counted] = await this.queryTogether<[Record<string, unknown>, { total: number }]>(
      this.pageStatement(where, sort, request, columns),
      this.countStatement(where),
    );
    return {
      items: this.entitiesOf(rows, columns),
      pagination: pagination(request.page, request.limit, counted[0]?.total ?? 0),
    };
  }

  /** Every item the filter finds, in the sort's order (the search's rows, all pages), for a staff
   * list's export; refused beyond EXPORT_MAX_ROWS, which a narrower filter gets under. */
  async exportItems(actor: Actor, filter: object | null | undefined, sort?: Sort | null): Promise<E[]> {
    authorize(actor, 'list.export');
    authorize(actor, this.options.read);
    refuseFilters(filter, this.options.filters, actor, sort);
    const window = { offset: 0, limit: EXPORT_MAX_ROWS + 1 };
    const items = this.readsRelations
      ? await this.ordered(applyFilters(this.readable(actor), filter, this.options.filters), sort)
          .offset(window.offset)
          .limit(window.limit)
          .getMany()
      : await this.selectRows(this.readableWhere(actor, filter), sort, window, this.selectedColumns());
    if (items.length <= EXPORT_MAX_ROWS) return items;
    const found = (await this.search(actor, filter, 1, 1)).pagination.total;
    throw new AppError(RequestErrorCode.ExportTooLarge, { params: { found, max: EXPORT_MAX_ROWS } });
  }

  /** A page of the search read by the caller's own statement over the same rows, order and count:
   * `joined` gives its SELECT list and joins (the service's alias stands for the page's rows) and
   * turns each row (an array, in the order of that list) into an item. The REST search of
   * registrations reads each one's slot, course, camp and customer so, in one statement instead of a
   * batched query per relation (issue 28). */
  async searchJoined<R>(
    actor: Actor,
    filter: object | null | undefined,
    page: number | null | undefined,
    limit: number | null | undefined,
    joined: (dataSource: DataSource) => JoinedRead<R>,
  ): Promise<Page<R>> {
    authorize(actor, this.options.read);
    refuseFilters(filter, this.options.filters, actor);
    const request = pageRequest(page, limit, this.options.pageLimit);
    const where = this.readableWhere(actor, filter);
    const { select, joins, item } = joined(this.dataSource);
    const { alias } = this.options;
    const order = this.orderSql(null);
    const next = where.values.length + 1;
    // The page first, then its relations: joined before the LIMIT, PostgreSQL joined every row it
    // passed over until the page was full (18 ms instead of 1 for a course's paid registrations).
    const window = `SELECT "${alias}".* FROM ${this.from()}${where.sql} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`;
    const [rows, counted] = await this.queryTogether<[unknown[], { total: number }]>(
      {
        text: `SELECT ${select} FROM (${window}) "${alias}"${joins} ORDER BY ${order}`,
        values: [...where.values, request.limit, request.offset],
        rowMode: 'array',
      },
      this.countStatement(where),
    );
    return { items: rows.map(item), pagination: pagination(request.page, request.limit, counted[0]?.total ?? 0) };
  }

  /** The WHERE clause and ORDER BY terms of a search, for a service that reads the same rows its own
   * way (the registrations export, over a cursor), so they match the grid's search exactly. */
  protected searchClauses(
    actor: Actor,
    filter: object | null | undefined,
    sort: Sort | null | undefined,
  ): { where: { sql: string; values: unknown[] }; order: string } {
    authorize(actor, this.options.read);
    refuseFilters(filter, this.options.filters, actor, sort);
    return { where: this.readableWhere(actor, filter), order: this.orderSql(sort) };
  }

  private orderSql(sort: Sort | null | undefined): string {
    return this.orderTerms(sort)
      .map(({ sql, direction, nulls }) => `${sql} ${direction}${nulls ? ` ${nulls}` : ''}`)
      .join(', ');
  }

  /** The WHERE clause of what this actor may read of the table, narrowed by the filter. */
  private readableWhere(actor: Actor, filter: object | null | undefined): { sql: string; values: unknown[] } {
    authorize(actor, this.options.read);
    const values: unknown[] = [];
    const conditions = filterConditions(filter, this.options.filters, this.options.alias, () => (value) => {
      values.push(value);
      return `$${values.length}`;
    });
    if (!isStaff(actor) && this.options.publicScope) conditions.unshift(this.options.publicScope);
    const scope = this.options.scope?.(actor, (value) => `$${values.push(value)}`);
    if (scope) conditions.unshift(scope);
    return { sql: conditions.length > 0 ? ` WHERE ${conditions.map((sql) => `(${sql})`).join(' AND ')}` : '', values };
  }

  private from(): string {
    return `"${this.repository.metadata.tablePath}" "${this.options.alias}"`;
  }

  /** The entities of a list or search page. The SQL is written here, not built by TypeORM, and the
   * rows come straight from the pool (see the top of this file). */
  private async selectRows(
    where: { sql: string; values: unknown[] },
    sort: Sort | null | undefined,
    window: RowWindow,
    columns: ColumnMetadata[],
  ): Promise<E[]> {
    const { text, values } = this.pageStatement(where, sort, window, columns);
    return this.entitiesOf(await this.query<Record<string, unknown>>(text, values), columns);
  }

  /** The statement of a page of rows holding `columns`. */
  private pageStatement(
    where: { sql: string; values: unknown[] },
    sort: Sort | null | undefined,
    window: RowWindow,
    columns: ColumnMetadata[],
  ): PipelinedStatement {
    const { alias } = this.options;
    const select = columns.map((column) => selectedColumnSql(alias, column)).join(', ');
    const order = this.orderSql(sort);
    // The window as parameters, not literals: every page of a search is then one prepared statement.
    const next = where.values.length + 1;
    return {
      text: `SELECT ${select} FROM ${this.from()}${where.sql} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`,
      values: [...where.values, window.limit, window.offset],
    };
  }

  private countStatement(where: { sql: string; values: unknown[] }): PipelinedStatement {
    return { text: `SELECT count(*)::int AS total FROM ${this.from()}${where.sql}`, values: where.values };
  }

  private entitiesOf(rows: Record<string, unknown>[], columns: ColumnMetadata[]): E[] {
    const { metadata } = this.repository;
    return rows.map((row) => entityFromRow<E>(metadata, columns, row));
  }

  /** A search's page and its count. Alone, each on a connection of its own at the same time: the
   * shortest wait. While other searches run, on one connection in one round trip
   * (statement-pipeline.ts): a socket write and a wake-up less on both sides, so more searches per
   * second when the CPU is what they wait for (issue 28). */
  private async queryTogether<R extends unknown[]>(
    ...statements: PipelinedStatement[]
  ): Promise<{ [K in keyof R]: R[K][] }> {
    type Rows = { [K in keyof R]: R[K][] };
    const alone = searchesRunning === 0;
    searchesRunning += 1;
    try {
      if (alone)
        return (await Promise.all(
          statements.map(({ text, values, rowMode }) => this.query(text, values, rowMode)),
        )) as Rows;
      for (const { text, values } of statements) this.dataSource.logger.logQuery(text, values);
      const named = statements.map((statement) => ({ ...statement, name: pipelinedStatementName(statement.text) }));
      return (await queryPipelined(poolOf(this.dataSource), named, ROW_TYPES)) as Rows;
    } finally {
      searchesRunning -= 1;
    }
  }

  /** Rows of one statement, through the pool without a TypeORM query runner, prepared by name. */
  private async query<R>(sql: string, values: unknown[], rowMode?: 'array'): Promise<R[]> {
    this.dataSource.logger.logQuery(sql, values);
    const config = { name: preparedStatementName(sql), text: sql, values, types: ROW_TYPES };
    const pool = poolOf(this.dataSource);
    const result = rowMode ? await pool.query({ ...config, rowMode }) : await pool.query(config);
    return result.rows as R[];
  }

  private columnsCache?: ColumnMetadata[];

  /** The columns TypeORM would select for the entity (not `select: false` secrets). */
  private selectedColumns(): ColumnMetadata[] {
    this.columnsCache ??= this.repository.metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
    return this.columnsCache;
  }

  /** The columns the asked-for fields need (always the id); every column when not known. */
  private columnsFor(fields?: readonly string[]): ColumnMetadata[] {
    const all = this.selectedColumns();
    if (!fields) return all;
    const wanted = new Set(['id']);
    for (const field of fields) {
      if (field === '__typename') continue;
      const needs =
        this.options.fieldColumns?.[field] ?? (all.some((column) => column.propertyName === field) ? [field] : null);
      if (!needs) return all;
      for (const property of needs) wanted.add(property);
    }
    return all.filter((column) => wanted.has(column.propertyName));
  }

  async create(actor: Actor, input: unknown): Promise<E> {
    authorize(actor, this.options.write);
    const values = await validateInput(this.options.schema, input);
    const columns = await this.toColumns(values, null);
    return this.translateDatabaseErrors(async () => {
      const saved = await this.repository.save(this.repository.create(columns as E));
      return this.get(actor, saved.id);
    });
  }

  /** A change; with the version it was made from (the input's `version`), refused when the item
   * has changed since (core/record-version.ts). */
  async update(actor: Actor, id: number, input: unknown): Promise<E> {
    authorize(actor, this.options.write);
    const existing = await this.get(actor, id);
    const version = await versionOf(input);
    const values = await validateInput(this.options.schema, input);
    const columns = await this.toColumns(values, existing);
    return this.translateDatabaseErrors(async () => {
      await this.dataSource.transaction(async (manager) => {
        await this.lockUnchanged(manager, id, version);
        const repository = manager.getRepository(this.options.entity);
        await repository.save(repository.merge(existing, columns as E));
      });
      return this.get(actor, id);
    });
  }

  /** Whether the items carry a version, checked on every change (VersionedRecord). */
  private get versioned(): boolean {
    const { entity } = this.options;
    return typeof entity === 'function' && entity.prototype instanceof VersionedRecord;
  }

  /** Locks the item's row until the transaction ends and refuses a change made from another version
   * than the saved one (`null`: not checked). A second change made from the same version waits for
   * the first here, then finds the version the first one saved: of two, exactly one succeeds. */
  protected async lockUnchanged(manager: EntityManager, id: number, version: number | null): Promise<void> {
    const rows: { version?: number }[] = await manager.query(
      `SELECT ${this.versioned ? 'version' : 'id'} FROM "${this.repository.metadata.tablePath}" WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (rows.length === 0) throw new AppError(this.options.notFound);
    if (version !== null && this.versioned && rows[0]?.version !== version)
      throw new AppError(RecordErrorCode.ChangedMeanwhile);
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const { dependents, entity, keptWhile } = this.options;
    const afterCommit = await this.translateDatabaseErrors(() =>
      this.dataSource.transaction(async (manager): Promise<() => Promise<void>> => {
        // The item's row lock before the check: a registration being made for it (which locks the
        // course or camp, or references the slot) either committed before and is seen by the check,
        // or waits for this delete and then finds the item gone. The lock also makes an upload to
        // the item wait, so the dependents deleted below include what that upload added.
        await this.lockUnchanged(manager, id, null);
        if (keptWhile) {
          const [{ kept }] = await manager.query(`SELECT EXISTS (${keptWhile.exists}) AS kept`, [id]);
          if (kept) throw new AppError(keptWhile.code);
        }
        // The item first: a refused delete (foreign key) keeps its dependents.
        await manager.delete(entity, id);
        return dependents ? dependents.deleteWith(manager, id) : async () => {};
      }),
    );
    await afterCommit();
    return true;
  }

  /** Turns validated values into columns; services override it for derived or secret fields. */
  protected async toColumns(values: V, _existing: E | null): Promise<Partial<E>> {
    return values as unknown as Partial<E>;
  }

  /** The database guards integrity too; its refusals reach the user as clear Czech conflicts. */
  protected async translateDatabaseErrors<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const { code, constraint } =
        error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
      if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) throw new AppError(RecordErrorCode.InUse);
      if (code === UNIQUE_VIOLATION) {
        const known = constraint ? this.options.uniqueConflicts?.[constraint] : undefined;
        if (known) throw new AppError(known.code, { field: known.field });
        throw new AppError(RecordErrorCode.Duplicate);
      }
      if (code === CHECK_VIOLATION) throw new AppError(RecordErrorCode.InvalidValues);
      throw error;
    }
  }

  /** The domain codes a call of each kind may answer, as this service's options declare them (the
   * REST description lists them per route). Services that refuse more add their own codes. */
  refusals(call: 'read' | 'write' | 'delete'): ErrorCode[] {
    const { notFound, uniqueConflicts = {}, keptWhile } = this.options;
    if (call === 'read') return [notFound];
    if (call === 'delete') return [notFound, RecordErrorCode.InUse, ...(keptWhile ? [keptWhile.code] : [])];
    return [
      notFound,
      RequestErrorCode.UnknownReferences,
      RecordErrorCode.Duplicate,
      RecordErrorCode.InvalidValues,
      RecordErrorCode.InUse,
      ...(this.versioned ? [RecordErrorCode.ChangedMeanwhile] : []),
      ...Object.values(uniqueConflicts).map(({ code }) => code),
    ];
  }
}
