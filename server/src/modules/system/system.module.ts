import type { AppModule } from '../../core/module';
import { SystemResolver } from './system.resolver';
import { systemRest } from './system.rest';
import { SystemService } from './system.service';

declare module '../../core/services' {
  interface Services {
    system: SystemService;
  }
}

/** Facts about the running installation: its health and its operator. */
export const systemModule: AppModule = {
  name: 'system',
  resolvers: [SystemResolver],
  rest: systemRest,
  // Readiness writes a probe where the pictures go: the galleries' own store (built before this).
  services: ({ dataSource, config }, { fileStorage }) => ({
    system: new SystemService(dataSource, config.operator, fileStorage),
  }),
};
