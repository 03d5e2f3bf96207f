import type { AppModule } from '../../core/module';
import { OverviewResolver } from './overview.resolver';
import { overviewRest } from './overview.rest';
import { OverviewService } from './overview.service';

declare module '../../core/services' {
  interface Services {
    overview: OverviewService;
  }
}

/** The staff overview of the term (issue 27): reads the other modules' tables, owns none. */
export const overviewModule: AppModule = {
  name: 'overview',
  resolvers: [OverviewResolver],
  rest: overviewRest,
  services: ({ config, dataSource }) => ({
    overview: new OverviewService(dataSource, {
      reminderDays: config.paymentReminderDays,
      minChildren: config.overviewMinChildren,
    }),
  }),
};
