import type { RequestContext } from '../../core/request-context';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { User } from './user.entity';

/** username, email and phone depend on who asks, as in GraphQL. */
export function presentUser(item: User, { services: { users }, actor }: RequestContext) {
  return {
    ...pickColumns(item, User),
    username: users.username(item, actor),
    email: users.email(item, actor),
    phone: users.phone(item, actor),
  };
}

export const userRest: RestApi = {
  routes: resourceRoutes({
    path: '/users',
    type: 'User',
    service: (services) => services.users,
    present: presentUser,
    read: 'user.read',
    write: 'user.write',
  }),
};
