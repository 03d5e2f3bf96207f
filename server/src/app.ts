// Composition root: every service is built once here and handed to GraphQL and REST.
import { ApolloServer } from '@apollo/server';
import { Router } from 'express';
import { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { formatGraphqlError } from './core/graphql-errors';
import type { GraphqlContext } from './core/graphql-context';
import { createHttpApp } from './core/http';
import type { Logger } from './core/logger';
import { CLIENT_DIST, uploadsDir } from './core/paths';
import { buildGraphqlSchema } from './core/schema';
import { SystemService } from './modules/system/system.service';
import { systemRoutes } from './modules/system/system.rest';
import { UserService } from './modules/users/user.service';

export interface Services {
  system: SystemService;
  users: UserService;
}

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** The built client to serve; tests point it elsewhere. */
  clientDir?: string;
}

export function createServices({ config, dataSource }: AppDependencies): Services {
  return {
    system: new SystemService(dataSource, config.operator),
    users: new UserService(dataSource),
  };
}

export async function createApp(dependencies: AppDependencies) {
  const { config, logger } = dependencies;
  const services = createServices(dependencies);
  const apollo = new ApolloServer<GraphqlContext>({
    schema: await buildGraphqlSchema(),
    formatError: formatGraphqlError(logger),
    introspection: true,
    // main.ts shuts down in order on SIGINT/SIGTERM; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const api = Router();
  api.use(systemRoutes(services));

  const app = createHttpApp({
    apollo,
    context: async () => ({ services }),
    api,
    uploadsDir: uploadsDir(config.dataDir),
    clientDir: dependencies.clientDir ?? CLIENT_DIST,
    logger,
  });
  return { app, services, stop: () => apollo.stop() };
}
