// The shape of a domain module (modules/<domain>/<domain>.module.ts): everything the domain brings
// to the app, declared in one place. The composition root (app.ts) builds the app from the list of
// modules (modules/index.ts); core reads them only through this type.
import type { ClassType, NonEmptyArray } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { AppCounters } from './counters';
import type { JobRunner } from './jobs';
import type { LoaderFactory } from './loaders';
import type { Logger } from './logger';
import type { PersonalData } from './personal-data';
import type { RestApi } from './rest/route';
import type { Services } from './services';
import type { SitePart } from './site';

/** What a module's services are built from. */
export interface ModuleDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** Every module's personal-data hooks, in the order of modules/index.ts (the privacy module runs them). */
  personalData?: readonly ModulePersonalData[];
  /** Shorter pauses of background work, set by tests only (startTestApp's `tuning`). */
  tuning?: ModuleTuning;
  /** Where a module registers its periodic jobs (started with the app, stopped before the database). */
  jobs: JobRunner;
  /** What the domains count as it happens (registrations, e-mails), read at /metrics. */
  counters: AppCounters;
}

/** What tests may shorten in a module's background work (e.g. the mail outbox's retry pauses); each
 * module adds its own field by declaration merging, as with Services. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface ModuleTuning {}

export type ModulePersonalData = PersonalData & { module: string };

/** The kinds of e-mail a module sends: their texts and when they apply (the shape is the mail
 * module's, modules/mail/mail.kinds.ts, merged in by declaration merging as with Services). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the mail module
export interface ModuleMail {}

export interface AppModule {
  /** The domain, as its folder is named. */
  name: string;
  /** Its tables (TypeORM entity classes). */
  entities?: readonly ClassType[];
  /** Its GraphQL resolver classes. */
  resolvers?: NonEmptyArray<ClassType>;
  /** Its REST routes under /api, with the permission each one performs. */
  rest?: RestApi;
  /** What it adds to the site beside the API: documents at its root (robots.txt, sitemap.xml) and
   * tags in the <head> of server-rendered pages, declared without express (core/site.ts). */
  site?: SitePart;
  /** Its per-request batching loaders. */
  loaders?: LoaderFactory;
  /** Builds its services. `built` holds the services of the modules listed before this one; reading
   * a later one throws, so the order of modules/index.ts is the order of construction. */
  services?: (dependencies: ModuleDependencies, built: Services) => Partial<Services>;
  /** Runs once every module's services exist, for links that go both ways (pictures and their owners). */
  connect?: (services: Services) => void;
  /** Releases what its services hold (the mail transport's connections) once the app's jobs have
   * stopped, before the database closes. Periodic work is a job (`jobs.register`), not a timer here. */
  stop?: (services: Services) => Promise<void>;
  /** How its tables hold a family's personal data: exported and anonymised (core/personal-data.ts). */
  personalData?: PersonalData;
  /** The kinds of e-mail it sends (its `<domain>.mail.ts`), which the outbox composes through it. */
  mail?: ModuleMail;
}
