import type { AppModule } from '../../core/module';
import { Branch } from './branch.entity';
import { BranchResolver } from './branch.resolver';
import { branchRest } from './branch.rest';
import { BranchService } from './branch.service';

declare module '../../core/services' {
  interface Services {
    branches: BranchService;
  }
}

/** Branches (places where courses and camps run), located on the map when saved. */
export const branchModule: AppModule = {
  name: 'branches',
  entities: [Branch],
  resolvers: [BranchResolver],
  rest: branchRest,
  services: ({ dataSource }, { pictures, geocoding }) => ({
    branches: new BranchService(dataSource, pictures, geocoding),
  }),
};
