// Prometheus metrics (prom-client) of one instance, read at /metrics: requests and their latencies per
// route and per GraphQL operation, the database pool, the mail outbox, registrations and e-mails by
// outcome, the periodic jobs and the build. Our names begin with `kurzy_` (Node's own process_* and
// nodejs_* keep their usual names, which dashboards expect). Labels come from bounded sets only (route
// templates, a capped set of operation names), so a stranger's made-up paths or names cannot grow the
// series without end.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppCounters } from './counters';
import type { JobStatus } from './jobs';
import type { Logger } from './logger';

/** Numbers read from the database on each scrape (modules/system). */
export interface ActivityCounts {
  /** E-mails waiting in the outbox to be sent (pending, retries included). */
  outboxBacklog: number;
  /** Registrations created within the last minute. */
  registrationsLastMinute: number;
}

export interface MetricsSources {
  /** The database pool, read on each scrape. */
  pool: () => Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  poolSize: number;
  activity: () => Promise<ActivityCounts>;
  /** The periodic jobs of this instance (core/jobs.ts), read on each scrape. */
  jobs?: () => readonly JobStatus[];
  /** The domains' counters (core/counters.ts). */
  counters?: AppCounters;
  /** What runs: the app's version and commit (BUILD_COMMIT, when the image was built with it). */
  build?: { version: string; commit: string };
  logger: Logger;
}

export interface ObservedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
  /** The GraphQL operation's name, on /graphql. */
  operation?: string | null;
}

/** Distinct operation names given series of their own; the client has a few dozen. */
const MAX_OPERATION_NAMES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly operations: Histogram<'operation' | 'status'>;
  private readonly operationNames = new Set<string>();
  private readonly outboxBacklog: Gauge;
  private readonly registrationsLastMinute: Gauge;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'kurzy_http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.operations = new Histogram({
      name: 'kurzy_graphql_operation_duration_seconds',
      help: 'GraphQL requests by operation name (other: beyond the known names) and HTTP status',
      labelNames: ['operation', 'status'],
      buckets: SECONDS,
      registers,
    });
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('kurzy_db_pool_connections', 'Connections the database pool holds', () => sources.pool().totalCount);
    poolGauge('kurzy_db_pool_idle_connections', 'Connections of the pool not in use', () => sources.pool().idleCount);
    poolGauge('kurzy_db_pool_waiting_clients', 'Queries waiting for a connection', () => sources.pool().waitingCount);
    poolGauge('kurzy_db_pool_max_connections', 'The size of the pool (PG_POOL_SIZE)', () => sources.poolSize);
    this.outboxBacklog = new Gauge({
      name: 'kurzy_mail_outbox_backlog',
      help: 'E-mails waiting in the outbox',
      registers,
    });
    this.registrationsLastMinute = new Gauge({
      name: 'kurzy_registrations_last_minute',
      help: 'Registrations created in the last minute (all instances)',
      registers,
    });
    // Per instance: an exclusive job runs on one instance at a time, so alert on the maximum of its
    // last success over the instances, e.g. time() - max(kurzy_job_last_success_timestamp_seconds) > 2 h.
    const jobGauge = (name: string, help: string, read: (job: JobStatus) => number | null) =>
      new Gauge({
        name,
        help,
        labelNames: ['job'],
        registers,
        collect() {
          this.reset();
          for (const job of sources.jobs?.() ?? []) {
            const value = read(job);
            if (value !== null) this.set({ job: job.name }, value);
          }
        },
      });
    jobGauge(
      'kurzy_job_last_success_timestamp_seconds',
      'When a round of the job last ended well on this instance',
      (job) => (job.lastSuccessAt ? job.lastSuccessAt.getTime() / 1000 : null),
    );
    jobGauge('kurzy_job_runs_total', 'Rounds of the job this instance ran', (job) => job.runs);
    jobGauge('kurzy_job_failures_total', 'Rounds of the job that failed on this instance', (job) => job.failures);
    jobGauge('kurzy_job_running', 'Whether a round of the job is running on this instance (1) or not (0)', (job) =>
      job.running ? 1 : 0,
    );
    for (const counter of sources.counters?.all() ?? []) this.registry.registerMetric(counter);
    new Gauge({
      name: 'kurzy_build_info',
      help: 'Always 1; the labels say what runs: the app version, its commit and the Node.js version',
      labelNames: ['version', 'commit', 'node'],
      registers,
    }).set({ ...(sources.build ?? { version: 'unknown', commit: 'unknown' }), node: process.versions.node }, 1);
  }

  observe({ method, route, status, seconds, operation }: ObservedRequest): void {
    this.requests.observe({ method, route, status }, seconds);
    if (operation !== undefined)
      this.operations.observe({ operation: this.operationLabel(operation), status }, seconds);
  }

  /** The exposition text; the database's numbers are read now (absent when it does not answer). */
  async text(): Promise<string> {
    try {
      const activity = await this.sources.activity();
      this.outboxBacklog.set(activity.outboxBacklog);
      this.registrationsLastMinute.set(activity.registrationsLastMinute);
    } catch (error) {
      this.outboxBacklog.reset();
      this.registrationsLastMinute.reset();
      this.sources.logger.warn(`Metrics: the database counts failed: ${(error as Error).message}`);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private operationLabel(name: string | null): string {
    if (name === null) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (!NAME.test(name) || this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}

export interface MetricsAccessConfig {
  token: string | null;
  allow: readonly string[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request may read /metrics: the bearer token, or a client address METRICS_ALLOW names
 * (behind TRUST_PROXY, the address the proxy names). Neither configured: nobody. */
export function metricsAccess({ token, allow }: MetricsAccessConfig): (request: Request) => boolean {
  const allowed = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const expected = token === null ? null : digest(token);
  return (request) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
    // Compared as digests: same length, and in constant time.
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return true;
    const address = plainAddress(request.ip ?? request.socket.remoteAddress ?? '');
    const type = isIP(address);
    return allow.length > 0 && type !== 0 && allowed.check(address, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/** An IPv4 client of a dual-stack socket shows as `::ffff:a.b.c.d`: compared as the IPv4 it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}
