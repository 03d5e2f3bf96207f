// A family's data rights (GDPR art. 15, 17, 20), over every module's personal-data hooks
// (core/personal-data.ts): the export of everything held about the e-mail address of a personal
// link, the erasure of a family by an administrator, and the retention job's erasure of old
// registrations. A family is found by its e-mail key and the ids that key leads to, never by a name.
import { emailKey, isPersonalDataFormat, PERSONAL_DATA_FORMAT_INVALID, RequestErrorCode } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import type { Config } from '../../core/config';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { ModulePersonalData } from '../../core/module';
import type { ErasureContext, Family, PersonalDataSection } from '../../core/personal-data';
import { addressBucket, type RateLimiter } from '../../core/rate-limit';
import type { ParentService } from '../parents/parent.service';
import { ErasureReason } from './privacy-erasure.entity';
import { renderPersonalDataPdf } from './privacy.pdf';
import type { PersonalDataExport } from './privacy.types';

/** Exports per client address: a family downloads its data a few times; each one reads everything. */
export const EXPORT_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

const NOTHING_ERASED = { registrations: 0, customers: 0, invoices: 0 };

/** Registrations the retention job erases in one transaction. */
const RETENTION_BATCH = 500;

export interface ErasureResult {
  registrations: number;
  customers: number;
  /** Issued invoices kept as archived documents. */
  invoices: number;
}

interface FamilyRow {
  id: number;
  customerId: number;
  email: string;
  names: string[];
}

export class PrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hooks: readonly ModulePersonalData[],
    private readonly parents: Pick<ParentService, 'open'>,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {}

  /** Everything held about the family of a personal link, from every module, read in one snapshot. */
  async exportData(token: string, clientAddress: string): Promise<PersonalDataExport> {
    authorize(null, 'parent.read');
    const answer = await this.limiter.attempt({
      bucket: `privacy:export:address:${addressBucket(clientAddress)}`,
      ...EXPORT_LIMIT,
    });
    if (!answer.allowed)
      throw new AppError(RequestErrorCode.TooManyRequests, { params: { retryAfterMs: answer.retryAfterMs } });
    const key = await this.parents.open(token, clientAddress);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const family = await this.familyOf(manager, key, null, false);
      const sections: Record<string, PersonalDataSection> = {};
      for (const hook of this.hooks) if (hook.export) Object.assign(sections, await hook.export(manager, family));
      return { email: key, exportedAt: new Date().toISOString(), sections };
    });
  }

  /** The export as a file: JSON (machine-readable, art. 20) or a readable PDF. */
  async exportFile(
    token: string,
    clientAddress: string,
    format: unknown,
  ): Promise<{ contentType: string; filename: string; content: Buffer }> {
    const chosen: unknown = format ?? 'json';
    if (!isPersonalDataFormat(chosen))
      throw new AppError(RequestErrorCode.InvalidInput, {
        params: { fields: ['format'] },
        fieldErrors: { format: PERSONAL_DATA_FORMAT_INVALID },
      });
    const data = await this.exportData(token, clientAddress);
    const day = data.exportedAt.slice(0, 10);
    if (chosen === 'pdf')
      return {
        contentType: 'application/pdf',
        filename: `moje-udaje-${day}.pdf`,
        content: await renderPersonalDataPdf(data, this.config.operator),
      };
    const json = {
      email: data.email,
      exportedAt: data.exportedAt,
      ...Object.fromEntries(Object.entries(data.sections).map(([name, section]) => [name, section.rows])),
    };
    return {
      contentType: 'application/json; charset=utf-8',
      filename: `moje-udaje-${day}.json`,
      content: Buffer.from(JSON.stringify(json, null, 2)),
    };
  }

  /** Erases the personal data of every registration and customer record of the address, in one
   * transaction, through every module's hook; the rows the law or the app needs stay without it.
   * Idempotent: an address already erased has nothing left to find (answers zeros, records nothing). */
  async erase(actor: Actor, email: string): Promise<ErasureResult> {
    authorize(actor, 'privacy.erase');
    const key = emailKey(email);
    const erased = await this.eraseFamily(
      (manager) => this.familyOf(manager, key, null, true),
      ErasureReason.request,
      actor,
    );
    return erased ?? NOTHING_ERASED;
  }

  /** One round of the retention job: erases registrations whose course (end date) or camp (last
   * day) ended more than RETENTION_YEARS years ago, in batches; null when another instance is at
   * it. Issued invoices stay, archived as in an erasure at request. */
  async applyRetention(today = new Date()): Promise<{ registrations: number } | null> {
    let total = 0;
    for (;;) {
      const erased = await this.eraseFamily(
        async (manager) => {
          const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
            PRIVACY_LOCK,
            RETENTION_LOCK,
          ]);
          if (!locked) return null;
          const rows: { id: number }[] = await manager.query(
            `SELECT r.id FROM registration r
               LEFT JOIN schedule s ON s.id = r.schedule_id
               LEFT JOIN course c ON c.id = s.course_id
               LEFT JOIN camp ON camp.id = r.camp_id
              WHERE r.erased_at IS NULL
                AND COALESCE(camp."to", c.end_date) < ($1::date - make_interval(years => $2::int))::date
              ORDER BY r.id LIMIT $3 FOR UPDATE OF r`,
            [today.toISOString().slice(0, 10), this.config.retentionYears, RETENTION_BATCH],
          );
          return this.familyOf(
            manager,
            null,
            rows.map((row) => row.id),
            true,
          );
        },
        ErasureReason.retention,
        null,
      );
      if (erased === null) return total > 0 ? { registrations: total } : null;
      total += erased.registrations;
      if (erased.registrations < RETENTION_BATCH) break;
    }
    if (total > 0) this.logger.info(`Retention: erased the personal data of ${total} old registration(s)`);
    return { registrations: total };
  }

  private async eraseFamily(
    find: (manager: EntityManager) => Promise<Family | null>,
    reason: ErasureReason,
    actor: Actor,
  ): Promise<ErasureResult | null> {
    const afterCommit: (() => Promise<void>)[] = [];
    const context: ErasureContext = { config: this.config, afterCommit: (work) => void afterCommit.push(work) };
    const result = await this.dataSource.transaction(async (manager) => {
      const family = await find(manager);
      if (!family) return null;
      const [{ invoices }] = await manager.query(
        'SELECT count(*)::int AS invoices FROM invoice WHERE registration_id = ANY($1::int[])',
        [family.registrationIds],
      );
      const result: ErasureResult = {
        registrations: family.registrationIds.length,
        customers: family.customerIds.length,
        invoices,
      };
      if (result.registrations + result.customers === 0 && !family.emailKey) return result;
      for (const hook of this.hooks) await hook.erase?.(manager, family, context);
      if (result.registrations + result.customers > 0)
        await manager.query(
          `INSERT INTO privacy_erasure (erased_by_id, reason, registrations, customers, invoices) VALUES ($1, $2, $3, $4, $5)`,
          [actor?.userId ?? null, reason, result.registrations, result.customers, result.invoices],
        );
      return result;
    });
    for (const work of afterCommit)
      await work().catch((error: unknown) => this.logger.error('Erasing files of personal data failed', error));
    return result;
  }

  /** The family of an address (its registrations, and its customer records) or of some
   * registrations (the retention job: then only the customer records none of whose registrations
   * stays); `lock` takes the registrations for the erasure. */
  private async familyOf(
    manager: EntityManager,
    key: string | null,
    registrationIds: number[] | null,
    lock: boolean,
  ): Promise<Family> {
    const rows: FamilyRow[] = await manager.query(
      `SELECT id, customer_id AS "customerId", lower(email) AS email,
              ARRAY[parent_first_name, parent_last_name, child_full_name] AS names
         FROM registration WHERE ${key === null ? 'id = ANY($1::int[])' : 'lower(email) = $1'}
        ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [key ?? registrationIds ?? []],
    );
    const ids = rows.map((row) => row.id);
    const customers: { id: number; email: string; names: string[] }[] = await manager.query(
      `SELECT c.id, lower(c.email) AS email, ARRAY[c.first_name, c.last_name] AS names FROM customer c
        WHERE ($1::varchar IS NOT NULL AND lower(c.email) = $1)
           OR (c.id = ANY($2::int[]) AND NOT EXISTS (
                 SELECT 1 FROM registration r WHERE r.customer_id = c.id AND r.id <> ALL($3::int[]) AND r.erased_at IS NULL))
        ORDER BY c.id`,
      [key, [...new Set(rows.map((row) => row.customerId))], ids],
    );
    const emails = new Set([...(key ? [key] : []), ...rows.map((row) => row.email), ...customers.map((c) => c.email)]);
    const names = new Set([...rows, ...customers].flatMap((row) => row.names).filter(Boolean));
    return {
      emailKey: key,
      registrationIds: ids,
      customerIds: customers.map((customer) => customer.id),
      emails: [...emails],
      names: [...names],
    };
  }
}

/** pg_try_advisory_xact_lock(int, int): this module's space ("pv" in ASCII), and the retention job's key. */
const PRIVACY_LOCK = 0x7076;
const RETENTION_LOCK = 1;
