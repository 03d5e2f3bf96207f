import type { AppModule } from '../../core/module';
import { User } from './user.entity';
import { UserCrudResolver, UserFieldsResolver } from './user.resolver';
import { userRest } from './user.rest';
import { UserService } from './user.service';

declare module '../../core/services' {
  interface Services {
    users: UserService;
  }
}

/** Staff accounts: administrators and lectors (shown on the site when visible). */
export const userModule: AppModule = {
  name: 'users',
  entities: [User],
  resolvers: [UserCrudResolver, UserFieldsResolver],
  rest: userRest,
  services: ({ dataSource }, { pictures, auth }) => ({ users: new UserService(dataSource, pictures, auth) }),
};
