// The generic part of every content service: permissions, validation, filtering, ordering and
// paging in SQL, and refusals in Czech. Domain services configure it and add their own rules.
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
import type { Pool } from 'pg';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { SortDirection } from '@kurzy/common';
import { Actor, Audience, authorize, isStaff } from './actor';
import { AppError } from './errors';
import { applyFilters, FilterSpec } from './filters';
import { Page, pageRequest, pagination } from './pagination';
import { validateInput } from './validation';

/** A paged search's order, asked for by the caller: one of the service's sortable fields. */
export interface Sort {
  field: string;
  direction?: SortDirection | null;
}

const CANNOT_SORT = 'Podle tohoto pole nelze řadit.';

/** Lists without paging stop here; use the paged search for more. */
export const LIST_LIMIT = 1000;

export interface CrudOptions<E extends ObjectLiteral, V extends AnyObject> {
  entity: EntityTarget<E>;
  /** SQL alias of the table in queries, e.g. 'course'. */
  alias: string;
  schema: ObjectSchema<V>;
  filters: FilterSpec;
  /** ORDER BY, most significant first; `sql` is a column or expression written by us, never input. */
  order: { sql: string; direction?: 'ASC' | 'DESC'; nulls?: 'NULLS FIRST' | 'NULLS LAST' }[];
  /** Fields a paged search may be sorted by, each with its SQL expressions (most significant first);
   * the default order breaks ties. */
  sortable?: Record<string, string[]>;
  /** What anonymous visitors may see (visible and active items); staff see everything. */
  publicScope?: (query: SelectQueryBuilder<E>) => void;
  read: Audience;
  write: Audience;
  notFound: string;
  /** Clearer refusals for unique indexes, by index name, e.g. a customer's e-mail; other unique
   * violations keep the generic message. */
  uniqueConflicts?: Record<string, { field: string; message: string }>;
  /** Records hanging on an item without a foreign key (its pictures), deleted together with it. */
  dependents?: Dependents;
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
    if (!isStaff(actor)) this.options.publicScope?.(query);
    return query;
  }

  protected ordered(query: SelectQueryBuilder<E>, sort?: Sort | null): SelectQueryBuilder<E> {
    if (sort) {
      const expressions = this.options.sortable?.[sort.field];
      if (!expressions) throw new AppError('VALIDATION', CANNOT_SORT, { sort: CANNOT_SORT });
      for (const sql of expressions)
        query.addOrderBy(sql, sort.direction === SortDirection.asc ? 'ASC' : 'DESC', 'NULLS LAST');
    }
    for (const { sql, direction = 'ASC', nulls } of this.options.order) query.addOrderBy(sql, direction, nulls);
    return query;
  }

  async list(actor: Actor, filter?: object | null): Promise<E[]> {
    const query = applyFilters(this.readable(actor), filter, this.options.filters);
    return this.fetchAll(this.ordered(query).limit(LIST_LIMIT));
  }

  async get(actor: Actor, id: number): Promise<E> {
    const item = await this.readable(actor).andWhere(`"${this.options.alias}"."id" = :id`, { id }).getOne();
    if (!item) throw new AppError('NOT_FOUND', this.options.notFound);
    return item;
  }

  async search(
    actor: Actor,
    filter: object | null | undefined,
    page?: number | null,
    limit?: number | null,
    sort?: Sort | null,
  ): Promise<Page<E>> {
    const request = pageRequest(page, limit);
    const query = applyFilters(this.readable(actor), filter, this.options.filters);
    // A plain count(*) beside the page: TypeORM's getManyAndCount counts DISTINCT ids, several
    // times slower on a large table.
    const [items, counted] = await Promise.all([
      this.fetchAll(this.ordered(query.clone(), sort).offset(request.offset).limit(request.limit)),
      this.fetchRows<{ total: number }>(query.clone().select('count(*)::int', 'total')),
    ]);
    return { items, pagination: pagination(request.page, request.limit, counted[0]?.total ?? 0) };
  }

  /** The entities a list or search query selects. TypeORM builds the SQL; the rows come straight
   * from the pool and are mapped with TypeORM's own column conversions (transformers included):
   * its query runner and result transformer cost more CPU than the database does on the staff
   * search (bench/RESULTS.md). Queries that join relations in (camps with their branch, schedules
   * with course, branch and lector) keep TypeORM's hydration of those relations. */
  protected async fetchAll(query: SelectQueryBuilder<E>): Promise<E[]> {
    if (query.expressionMap.joinAttributes.length > 0) return query.getMany();
    const { metadata } = this.repository;
    const { driver } = this.dataSource;
    const columns = this.selectedColumns();
    const rows = await this.fetchRows<Record<string, unknown>>(
      query.select(columns.map((column) => `"${query.alias}"."${column.databaseName}"`)),
    );
    return rows.map((row) => {
      const entity = metadata.create() as E;
      for (const column of columns)
        column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
      return entity;
    });
  }

  /** Raw rows of a built query, through the pool without a TypeORM query runner. */
  protected async fetchRows<R>(query: SelectQueryBuilder<E>): Promise<R[]> {
    const [sql, parameters] = query.getQueryAndParameters();
    this.dataSource.logger.logQuery(sql, parameters);
    // The pg Pool behind TypeORM's PostgreSQL driver (typed `any` there).
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query(sql, parameters);
    return result.rows as R[];
  }

  private columnsCache?: ColumnMetadata[];

  /** The columns TypeORM would select for the entity (not `select: false` secrets). */
  private selectedColumns(): ColumnMetadata[] {
    this.columnsCache ??= this.repository.metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
    return this.columnsCache;
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

  async update(actor: Actor, id: number, input: unknown): Promise<E> {
    authorize(actor, this.options.write);
    const existing = await this.get(actor, id);
    const values = await validateInput(this.options.schema, input);
    const columns = await this.toColumns(values, existing);
    return this.translateDatabaseErrors(async () => {
      await this.repository.save(this.repository.merge(existing, columns as E));
      return this.get(actor, id);
    });
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const { dependents, entity } = this.options;
    if (!dependents) {
      await this.translateDatabaseErrors(() => this.repository.delete(id));
      return true;
    }
    // The item first: a refused delete (foreign key) keeps its dependents, and its row lock makes
    // an upload to it wait, so the dependents deleted next include what that upload added.
    const afterCommit = await this.translateDatabaseErrors(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.delete(entity, id);
        return dependents.deleteWith(manager, id);
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
      if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION)
        throw new AppError(
          'CONFLICT',
          'Záznam nelze uložit ani smazat, protože s ním souvisejí jiné záznamy (například přihlášky nebo rozvrh).',
        );
      if (code === UNIQUE_VIOLATION) {
        const known = constraint ? this.options.uniqueConflicts?.[constraint] : undefined;
        if (known) throw new AppError('CONFLICT', known.message, { [known.field]: known.message });
        throw new AppError('CONFLICT', 'Takový záznam už existuje.');
      }
      if (code === CHECK_VIOLATION) throw new AppError('VALIDATION', 'Zadané hodnoty nejsou platné.');
      throw error;
    }
  }
}
