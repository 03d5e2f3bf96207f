// The retention job (issue 25): once a day, registrations whose course or camp ended more than
// RETENTION_YEARS years ago lose their personal data (PrivacyService.applyRetention), on one instance
// at a time (an advisory lock; an instance that finds it taken skips its round).
import type { Logger } from '../../core/logger';
import type { PrivacyService } from './privacy.service';

export interface RetentionOptions {
  intervalMs?: number;
  /** The first round after the start: not at once, so a restart loop does not run it each time and
   * short-lived processes (tests, seeding) are left alone. */
  firstRunDelayMs?: number;
}

export class RetentionJob {
  private readonly options: Required<RetentionOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly privacy: Pick<PrivacyService, 'applyRetention'>,
    private readonly logger: Logger,
    options: RetentionOptions = {},
  ) {
    this.options = { intervalMs: 24 * 60 * 60_000, firstRunDelayMs: 5 * 60_000, ...options };
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setTimeout(() => {
      this.kick();
      this.timer = setInterval(() => this.kick(), this.options.intervalMs);
      this.timer.unref();
    }, this.options.firstRunDelayMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // clearTimeout and clearInterval clear either kind of timer.
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.privacy
      .applyRetention()
      .catch((error: unknown) => this.logger.error('The retention job failed', error))
      .finally(() => {
        this.running = null;
      });
  }
}
