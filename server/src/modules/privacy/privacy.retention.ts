// The retention job (issue 25): once a day, registrations whose course or camp ended more than
// RETENTION_YEARS years ago lose their personal data (PrivacyService.applyRetention), on one instance
// at a time (the job runner's lock; applyRetention holds its own too, for `npm run retention`).
import type { JobDefinition } from '../../core/jobs';
import type { PrivacyService } from './privacy.service';

export const RETENTION_JOB = 'privacy.retention';

export function retentionJob(privacy: Pick<PrivacyService, 'applyRetention'>): JobDefinition {
  return {
    name: RETENTION_JOB,
    intervalMs: 24 * 60 * 60_000,
    // Not at once: a restart loop does not run it each time, and short-lived processes are left alone.
    firstRunDelayMs: 5 * 60_000,
    run: () => privacy.applyRetention(),
  };
}
