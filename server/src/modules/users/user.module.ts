import { INVITATION_PATH } from '@kurzy/common';
import type { AppModule } from '../../core/module';
import { RateLimiter } from '../../core/rate-limit';
import { PRIVATE_ANSWER_HEADERS } from '../../core/security-headers';
import { UserInvitation } from './user-invitation.entity';
import { UserInvitations } from './user-invitation.service';
import { User } from './user.entity';
import { USER_MAIL } from './user.mail';
import { InvitationResolver, UserCrudResolver, UserFieldsResolver, UsernameSuggestionResolver } from './user.resolver';
import { userRest } from './user.rest';
import { UserService } from './user.service';

declare module '../../core/services' {
  interface Services {
    users: UserService;
    invitations: UserInvitations;
  }
}

/** Staff accounts: administrators and lectors (shown on the site when visible). */
export const userModule: AppModule = {
  name: 'users',
  entities: [User, UserInvitation],
  resolvers: [UserCrudResolver, UserFieldsResolver, InvitationResolver, UsernameSuggestionResolver],
  rest: userRest,
  mail: USER_MAIL,
  site: {
    // The invitation's page (setting the password) holds its token in the address: a credential.
    privatePages: [
      {
        pathPrefix: INVITATION_PATH,
        headers: PRIVATE_ANSWER_HEADERS,
        head: '<meta name="robots" content="noindex, nofollow">',
      },
    ],
  },
  services: ({ dataSource, logger }, { pictures, auth, mail }) => {
    const invitations = new UserInvitations(dataSource, mail, new RateLimiter(dataSource, logger), auth);
    return { invitations, users: new UserService(dataSource, pictures, auth, invitations) };
  },
};
