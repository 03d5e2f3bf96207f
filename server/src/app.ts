// Composition root: every service is built once here and handed to GraphQL and REST.
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { createGraphqlContext, type GraphqlContext, requestContext } from './core/graphql-context';
import { controlCharactersPlugin } from './core/control-characters';
import { formatGraphqlError } from './core/graphql-errors';
import { QUERY_LIMITS, queryLimitsRule } from './core/graphql-limits';
import { createHttpApp } from './core/http';
import type { Logger } from './core/logger';
import { RateLimiter } from './core/rate-limit';
import { CLIENT_DIST, uploadsDir } from './core/paths';
import { buildGraphqlSchema } from './core/schema';
import { anonymousExecutor, createPageRenderer, type SsrEntry, ssrEntryBeside } from './core/ssr';
import { AuthService } from './modules/auth/auth.service';
import { CampService } from './modules/camps/camp.service';
import { CourseService } from './modules/courses/course.service';
import { BranchService } from './modules/branches/branch.service';
import { CustomerService } from './modules/customers/customer.service';
import { GalleryService } from './modules/galleries/gallery.service';
import { PictureService } from './modules/galleries/picture.service';
import { GeocodingService } from './modules/geocoding/geocoding.service';
import { InvoiceService } from './modules/invoices/invoice.service';
import { invoiceRoutes } from './modules/invoices/invoice.rest';
import { MailComposer } from './modules/mail/mail.composer';
import { MailOutbox } from './modules/mail/mail.outbox';
import { createMailTransport } from './modules/mail/mail.transport';
import { NewsService } from './modules/news/news.service';
import { RegistrationLimits } from './modules/registrations/registration.limits';
import { RegistrationService } from './modules/registrations/registration.service';
import { ScheduleService } from './modules/schedules/schedule.service';
import { SystemService } from './modules/system/system.service';
import { systemRoutes } from './modules/system/system.rest';
import { graphqlUploadMiddleware } from './modules/uploads/graphql-upload';
import { LocalDiskStorage } from './modules/uploads/storage';
import { UserService } from './modules/users/user.service';
import { VideoService } from './modules/videos/video.service';
import { restRouter } from './rest/router';

export interface Services {
  system: SystemService;
  auth: AuthService;
  users: UserService;
  news: NewsService;
  registrations: RegistrationService;
  courses: CourseService;
  camps: CampService;
  schedules: ScheduleService;
  branches: BranchService;
  customers: CustomerService;
  videos: VideoService;
  galleries: GalleryService;
  pictures: PictureService;
  geocoding: GeocodingService;
  mail: MailOutbox;
  invoices: InvoiceService;
}

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** The built client to serve; tests point it elsewhere. */
  clientDir?: string;
  /** The server-side renderer; by default the client's SSR build beside `clientDir`, if built. */
  loadSsrEntry?: () => Promise<SsrEntry | null>;
}

export function createServices({ config, dataSource, logger }: AppDependencies): Services {
  // Pictures first: deleting a gallery, course, camp, branch, news item or lector deletes its
  // pictures through it; it reads those owners back to check what an actor may see.
  const pictures = new PictureService(
    dataSource,
    new LocalDiskStorage(uploadsDir(config.dataDir)),
    { maxFileBytes: config.uploadMaxFileBytes, maxFiles: config.uploadMaxFiles },
    logger,
  );
  const geocoding = new GeocodingService(
    dataSource,
    { url: config.geocoderUrl, timeoutMs: config.geocoderTimeoutMs, userAgent: `kurzy (${config.publicUrl})` },
    logger,
  );
  const mail = new MailOutbox(
    dataSource,
    createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, logger),
    new MailComposer(config.operator),
    logger,
  );
  const auth = new AuthService(dataSource, { secureCookie: config.publicUrl.startsWith('https:') });
  const services: Services = {
    system: new SystemService(dataSource, config.operator),
    auth,
    users: new UserService(dataSource, pictures, auth),
    news: new NewsService(dataSource, pictures),
    registrations: new RegistrationService(
      dataSource,
      mail,
      new RegistrationLimits(new RateLimiter(dataSource, logger), config.registrationRateLimit),
    ),
    courses: new CourseService(dataSource, pictures),
    camps: new CampService(dataSource, pictures),
    schedules: new ScheduleService(dataSource),
    branches: new BranchService(dataSource, pictures, geocoding),
    customers: new CustomerService(dataSource),
    videos: new VideoService(dataSource),
    galleries: new GalleryService(dataSource, pictures),
    pictures,
    geocoding,
    mail,
    invoices: new InvoiceService(dataSource, mail, config.operator),
  };
  pictures.connectOwners({
    gallery: services.galleries,
    course: services.courses,
    camp: services.camps,
    branch: services.branches,
    news: services.news,
    user: services.users,
  });
  return services;
}

/** Everything under /api: the system routes and the REST shim (rest/routes.ts). */
export function createApiRouter(services: Services, schema: GraphQLSchema): Router {
  const api = Router();
  api.use(systemRoutes(services));
  api.use(invoiceRoutes(services));
  api.use(restRouter(services, schema));
  return api;
}

export async function createApp(dependencies: AppDependencies) {
  const { config, logger } = dependencies;
  const services = createServices(dependencies);
  const schema = await buildGraphqlSchema();
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    formatError: formatGraphqlError(logger),
    validationRules: [queryLimitsRule],
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    // Sandbox and introspection go together: on in development or with GRAPHQL_SANDBOX=true.
    introspection: config.graphqlSandbox,
    plugins: [
      config.graphqlSandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
        : ApolloServerPluginLandingPageDisabled(),
      // We send no cache hints; Apollo's default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      controlCharactersPlugin,
    ],
    // No "did you mean" hints that map the schema for strangers.
    hideSchemaDetailsFromClientErrors: !config.graphqlSandbox,
    includeStacktraceInErrorResponses: false,
    // main.ts shuts down in order on SIGINT/SIGTERM; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const clientDir = dependencies.clientDir ?? CLIENT_DIST;
  const app = createHttpApp({
    apollo,
    context: (request) => createGraphqlContext(services, request),
    api: createApiRouter(services, schema),
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    graphqlSandbox: config.graphqlSandbox,
    graphqlUploads: graphqlUploadMiddleware(services.pictures.limits, services.auth),
    uploadsDir: uploadsDir(config.dataDir),
    clientDir,
    logger,
    renderPage: createPageRenderer({
      clientDir,
      loadEntry: dependencies.loadSsrEntry ?? ssrEntryBeside(clientDir),
      execute: anonymousExecutor(apollo, (request) => requestContext(services, request, null)),
      logger,
    }),
  });
  // E-mails queued before a restart go out now; new ones right after their commit.
  services.mail.start();
  const stop = async () => {
    await services.mail.stop();
    await apollo.stop();
  };
  return { app, services, stop };
}
