// What the domains count as it happens (Prometheus counters, read at /metrics with the rest). Made
// before the services, which get them as a dependency (ModuleDependencies.counters); the metrics
// register them when the operations layer is built. Labels come from fixed sets only.
import { Counter } from 'prom-client';

declare module './services' {
  interface Services {
    /** What the domains count as it happens, for /metrics. */
    counters: AppCounters;
  }
}

export const REGISTRATION_OUTCOMES = ['registered', 'replacement', 'refused', 'failed'] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];

export class AppCounters {
  readonly registrations = new Counter<'outcome'>({
    name: 'kurzy_registrations_total',
    help:
      'Registrations sent to this instance by outcome: a place taken (registered), the waiting list (replacement), ' +
      'refused with a Czech message (a full course, a limit, invalid input) or failed (an unexpected error)',
    labelNames: ['outcome'],
    registers: [],
  });

  readonly mail = new Counter<'kind' | 'result'>({
    name: 'kurzy_mail_messages_total',
    help: 'E-mails this instance handed to the mail server (sent), or gave up on after the last attempt (failed), by kind',
    labelNames: ['kind', 'result'],
    registers: [],
  });

  constructor() {
    // Every outcome from the first scrape, at 0: a rate over a series that appears late misses its start.
    for (const outcome of REGISTRATION_OUTCOMES) this.registrations.inc({ outcome }, 0);
  }

  all(): Counter[] {
    return [this.registrations, this.mail] as Counter[];
  }
}
