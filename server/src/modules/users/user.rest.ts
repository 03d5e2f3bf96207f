import { USER_LIST, UserErrorCode } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import { idParam, ref, type RestApi } from '../../core/rest/route';
import { User } from './user.entity';

/** username, email, phone and editsContent depend on who asks, as in GraphQL. */
export function presentUser(item: User, { services: { users }, actor }: RequestContext) {
  return {
    ...pickColumns(item, User),
    username: users.username(item, actor),
    email: users.email(item, actor),
    phone: users.phone(item, actor),
    editsContent: users.editsContent(item, actor),
  };
}

export const userRest: RestApi = {
  routes: [
    ...resourceRoutes({
      path: '/users',
      type: 'User',
      service: (services) => services.users,
      present: presentUser,
      read: 'user.read',
      write: 'user.write',
      list: { spec: USER_LIST, file: 'lektori', sheet: 'Lektoři' },
    }),
    {
      method: 'post',
      path: '/users/{id}/invite',
      tag: 'users',
      operation: 'user.invite',
      summary: 'E-mails the user a new link to set their password (valid 72 hours, once)',
      description: 'Older links of the user stop working. The user needs an e-mail address.',
      response: ref('User'),
      codes: [UserErrorCode.NotFound, UserErrorCode.InvitationNeedsEmail],
      handle: async ({ context, params }) =>
        presentUser(await context.services.users.invite(context.actor, idParam(params)), context),
    },
  ],
};
