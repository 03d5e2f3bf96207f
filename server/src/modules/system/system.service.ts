import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import type { ActivityCounts } from '../../core/metrics';
import type { FileStorage } from '../uploads/upload.storage';
import type { Health, SiteInfo } from './system.types';

/** Whether this instance should be sent requests (`/api/ready`): each of what it needs, checked. */
export interface Readiness {
  status: 'ready' | 'not ready' | 'stopping';
  database: boolean;
  /** Every migration this version knows is applied (none is pending). */
  migrations: boolean;
  /** A file can be written to and removed from the file storage. */
  storage: boolean;
}

/** A storage that answered is believed for this long: an S3 store would be written to on every probe. */
const STORAGE_CHECK_MS = 30_000;

/** Facts about the running installation: is it healthy, is it ready, who operates it. */
export class SystemService {
  private storageCheckedAt = -Infinity;
  private stopping = false;
  /** One probe file per instance, written and removed at once. */
  private readonly probeKey = `ready-probe/${randomUUID()}.txt`;

  constructor(
    private readonly dataSource: DataSource,
    private readonly operator: OperatorConfig,
    private readonly storage: FileStorage,
  ) {}

  /** From now on readiness answers `stopping`: the load balancer sends the requests elsewhere. */
  markStopping(): void {
    this.stopping = true;
  }

  async readiness(): Promise<Readiness> {
    const [database, migrations, storage] = await Promise.all([
      this.databaseAnswers(),
      this.migrationsApplied(),
      this.storageWritable(),
    ]);
    const ready = database && migrations && storage;
    return { status: this.stopping ? 'stopping' : ready ? 'ready' : 'not ready', database, migrations, storage };
  }

  /** What the metrics read on each scrape; two counts in one query, both on an index (mail_message_due_idx, registration_created_at_idx). */
  async activityCounts(): Promise<ActivityCounts> {
    const [row] = await this.dataSource.query<ActivityCounts[]>(
      `SELECT (SELECT count(*) FROM mail_message WHERE status = 'pending')::int AS "outboxBacklog",
              (SELECT count(*) FROM registration WHERE created_at > now() - interval '1 minute')::int
                AS "registrationsLastMinute"`,
    );
    return row as ActivityCounts;
  }

  private databaseAnswers(): Promise<boolean> {
    return this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
  }

  private async migrationsApplied(): Promise<boolean> {
    try {
      const rows = await this.dataSource.query<{ name: string }[]>('SELECT name FROM migrations');
      const applied = new Set(rows.map((row) => row.name));
      return this.dataSource.migrations.every((migration) => applied.has(migration.name ?? migration.constructor.name));
    } catch {
      return false;
    }
  }

  private async storageWritable(): Promise<boolean> {
    if (performance.now() - this.storageCheckedAt < STORAGE_CHECK_MS) return true;
    try {
      await this.storage.put(this.probeKey, Buffer.from('ok'));
      await this.storage.remove(this.probeKey);
      this.storageCheckedAt = performance.now();
      return true;
    } catch {
      return false;
    }
  }

  async health(): Promise<Health> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    return { status: database ? 'ok' : 'degraded', database };
  }

  siteInfo(): SiteInfo {
    const { name, phone, email, company, companyId, address, facebookUrl, instagramUrl, youtubeUrl } = this.operator;
    return { name, phone, email, company, companyId, address, facebookUrl, instagramUrl, youtubeUrl };
  }
}
