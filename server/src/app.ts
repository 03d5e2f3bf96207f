// Composition root: the app is built from the list of domain modules (modules/index.ts). Their
// services are built once here and handed to GraphQL (context) and REST (the route table).
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Request, Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { ClassType, NonEmptyArray } from 'type-graphql';
import { controlCharactersPlugin } from './core/control-characters';
import { compiledExecution } from './core/graphql-compiled';
import { queryCostPlugin } from './core/graphql-cost';
import { anonymousGraphqlLimit } from './core/graphql-rate-limit';
import { formatGraphqlError, GraphqlFailureLog } from './core/graphql-errors';
import { QUERY_LIMITS, queryLimitsRule } from './core/graphql-limits';
import { createHttpApp } from './core/http';
import { AppCounters } from './core/counters';
import { JobRunner } from './core/jobs';
import type { ModuleDependencies } from './core/module';
import { PageCache, invalidateOnMutation, isSharedPage } from './core/page-cache';
import { CLIENT_DIST, uploadsDir } from './core/paths';
import { graphqlContext, requestContext, type ContextSource, type RequestContext } from './core/request-context';
import { requestIdOf } from './core/request-scope';
import { graphqlOnlyFields, restRouter, restRouteTable } from './core/rest/router';
import type { TableRoute } from './core/rest/route';
import { buildGraphqlSchema } from './core/schema';
import type { Services } from './core/services';
import { siteDocuments, siteHead, type SiteSource } from './core/site';
import { anonymousExecutor, createPageRenderer, type SsrEntry, ssrEntryBeside } from './core/ssr';
import { MODULES } from './modules';
import { graphqlUploadMiddleware } from './modules/uploads/upload.graphql';
import { publicFilesHandler } from './modules/uploads/upload.public-files';

export interface AppDependencies extends Omit<ModuleDependencies, 'jobs' | 'counters'> {
  /** The built client to serve; tests point it elsewhere. */
  clientDir?: string;
  /** The server-side renderer; by default the client's SSR build beside `clientDir`, if built. */
  loadSsrEntry?: () => Promise<SsrEntry | null>;
}

/** Every module's services, each module's built with those of the modules before it; reading one
 * that is not built yet is a mistake in the order of modules/index.ts, and says so. */
export function createServices({
  config,
  dataSource,
  logger,
  tuning,
  jobs = new JobRunner(dataSource, logger),
  counters = new AppCounters(),
}: Omit<ModuleDependencies, 'jobs' | 'counters'> & { jobs?: JobRunner; counters?: AppCounters }): Services {
  const built: Partial<Services> = { jobs, counters };
  const builtSoFar = new Proxy(built, {
    get(target, name) {
      if (typeof name === 'string' && !(name in target))
        throw new Error(`The service "${name}" is used before its module is built (see modules/index.ts)`);
      return target[name as keyof Services];
    },
  }) as Services;
  const personalData = MODULES.flatMap((module) =>
    module.personalData ? [{ ...module.personalData, module: module.name }] : [],
  );
  for (const module of MODULES)
    Object.assign(
      built,
      module.services?.({ config, dataSource, logger, personalData, tuning, jobs, counters }, builtSoFar),
    );
  const services = built as Services;
  for (const module of MODULES) module.connect?.(services);
  return services;
}

/** The GraphQL schema of every module's resolvers. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  const resolvers = MODULES.flatMap((module) => module.resolvers ?? []);
  return buildGraphqlSchema(resolvers as NonEmptyArray<ClassType>);
}

const REST_APIS = MODULES.flatMap((module) => (module.rest ? [module.rest] : []));
const SITE_PARTS = MODULES.flatMap((module) => (module.site ? [module.site] : []));

/** Fields of GraphQL types that the REST JSON leaves out, by type, as the modules declare them. */
export const GRAPHQL_ONLY = graphqlOnlyFields(REST_APIS);

/** Every module's REST routes and their description, each with its audience. */
export function appRestRoutes(schema: GraphQLSchema): TableRoute[] {
  return restRouteTable(REST_APIS, schema);
}

function contextSource(services: Services): ContextSource {
  return {
    services,
    authenticator: services.auth,
    loaders: MODULES.flatMap((module) => (module.loaders ? [module.loaders] : [])),
  };
}

/** Everything under /api: the route table of every module. */
export function createApiRouter(services: Services, schema: GraphQLSchema): Router {
  return restRouter(appRestRoutes(schema), contextSource(services), schema);
}

export async function createApp(dependencies: AppDependencies) {
  const { config, logger } = dependencies;
  const services = createServices(dependencies);
  const contexts = contextSource(services);
  const schema = await buildAppSchema();
  const pageCache = new PageCache({ stalenessMs: config.publicCacheMs });
  const failures = new GraphqlFailureLog(logger);
  const formatError = formatGraphqlError(failures);
  const contextRequestId = (context: RequestContext) => context.requestId;
  const compiled = config.graphqlCompiled
    ? compiledExecution<RequestContext>({ formatError, failures, requestIdOf: contextRequestId })
    : null;
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
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
      failures.plugin(contextRequestId),
      controlCharactersPlugin,
      queryCostPlugin,
      anonymousGraphqlLimit(config.graphqlAnonymousRateLimit),
      invalidateOnMutation(pageCache),
      // Answers queries after every plugin's didResolveOperation (limits, cost, rate) let them through.
      ...(compiled ? [compiled] : []),
    ],
    // No "did you mean" hints that map the schema for strangers.
    hideSchemaDetailsFromClientErrors: !config.graphqlSandbox,
    includeStacktraceInErrorResponses: false,
    // Automatic persisted queries let a stranger make the server remember documents; our client sends
    // its documents whole (issue 21: an unknown hash answered INTERNAL_SERVER_ERROR and logged a trace).
    persistedQueries: false,
    // main.ts shuts down in order on SIGINT/SIGTERM; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const clientDir = dependencies.clientDir ?? CLIENT_DIST;
  const anonymousRead = anonymousExecutor(apollo, (request) => requestContext(contexts, request, null));
  // A public page's reads are shared by the pages rendered within the cache's bound; a private page's
  // (a parent's own, by the token in its address) are its own.
  const anonymousExecute: typeof anonymousRead = (operation, request) =>
    isSharedPage(request)
      ? pageCache.read(operation, () => anonymousRead(operation, request))
      : anonymousRead(operation, request);
  const site: SiteSource = { services, execute: anonymousExecute, logger };
  const context = (request: Request) => graphqlContext(contexts, request);
  // Apollo's context: one that cannot be made (the session's lookup failed) is logged with the request's
  // id (the answer before Apollo hands such a request on to Apollo, which logs it then).
  const apolloContext = (request: Request) =>
    context(request).catch((error: unknown) => {
      failures.log(error, requestIdOf(request));
      throw error;
    });
  const app = createHttpApp({
    apollo,
    context: apolloContext,
    compiledQueries: compiled?.compiledRequests(context),
    api: createApiRouter(services, schema),
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    graphqlSandbox: config.graphqlSandbox,
    graphqlUploads: graphqlUploadMiddleware(services.pictures.limits, services.auth),
    uploadsDir: uploadsDir(config.dataDir),
    publicFiles: publicFilesHandler(services.fileStorage, logger),
    clientDir,
    logger,
    renderPage: createPageRenderer({
      clientDir,
      loadEntry: dependencies.loadSsrEntry ?? ssrEntryBeside(clientDir),
      execute: anonymousExecute,
      logger,
      head: siteHead(SITE_PARTS, site),
    }),
    pageCache,
    siteRoutes: siteDocuments(SITE_PARTS, site),
  });
  services.jobs.start();
  const stop = async () => {
    await services.jobs.stop();
    for (const module of MODULES) await module.stop?.(services);
    await apollo.stop();
  };
  // The compiled documents' figures, for tests (graphql-compiled.ts).
  return { app, services, stop, compiledStats: compiled?.stats ?? null };
}
