import { USER_LIST } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/graphql-crud';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { User } from './user.entity';
import { UserFilter, UserInput } from './user.inputs';
import { AcceptedInvitation, Invitation } from './user.types';

export const UserCrudResolver = createCrudResolver({
  name: 'User',
  plural: 'users',
  type: User,
  filter: UserFilter,
  input: UserInput,
  service: (services) => services.users,
  write: 'user.write',
  list: USER_LIST,
});

/** Fields the public may not see come back empty for anonymous visitors. */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Login name; staff only' })
  username(@Root() user: User, @Ctx() { services, actor }: RequestContext): string | null {
    return services.users.username(user, actor);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Public when the lector allows it' })
  email(@Root() user: User, @Ctx() { services, actor }: RequestContext): string | null {
    return services.users.email(user, actor);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Staff only' })
  phone(@Root() user: User, @Ctx() { services, actor }: RequestContext): string | null {
    return services.users.phone(user, actor);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether a lector may edit news, galleries and videos (administrators always may); staff only',
  })
  editsContent(@Root() user: User, @Ctx() { services, actor }: RequestContext): boolean | null {
    return services.users.editsContent(user, actor);
  }
}

/** The login name the form for a new staff member suggests. */
@Resolver()
export class UsernameSuggestionResolver {
  @Query(() => String, {
    description: 'A free login name made from the name (no diacritics, words joined by dots, a number when taken)',
  })
  usernameSuggestion(
    @Arg('name', { description: "The person's full name" }) name: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<string> {
    return services.users.suggestUsername(actor, name);
  }
}

/** Invitations: administrators send them; the link's token is all the public calls need. */
@Resolver()
export class InvitationResolver {
  @Mutation(() => User, {
    description: 'E-mails the user a new link to set their password (valid 72 hours, once); older links stop working',
  })
  @Performs('user.invite')
  inviteUser(
    @Arg('id', () => Int, { description: 'The staff user to invite' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<User> {
    return services.users.invite(actor, id);
  }

  @Query(() => Invitation, {
    description: 'Whom the link of an invitation is for; a link that does not work is USER_INVITATION_INVALID',
  })
  invitation(
    @Arg('token', { description: 'The token of the invitation link' }) token: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<Invitation> {
    return services.invitations.lookup(token, clientAddress);
  }

  @Mutation(() => AcceptedInvitation, {
    description:
      'Sets the password of the invited user and uses the link up; their other sessions end and a new one ' +
      'starts in the HttpOnly cookie, as with login (not for a deactivated account).',
  })
  @Performs('invitation.accept')
  async acceptInvitation(
    @Arg('token', { description: 'The token of the invitation link' }) token: string,
    @Arg('password', { description: 'The new password (the password policy applies)' }) password: string,
    @Ctx() { services, clientAddress, sessionCookie }: RequestContext,
  ): Promise<AcceptedInvitation> {
    const { session, ...facts } = await services.invitations.accept(token, password, clientAddress);
    if (session) sessionCookie.issue(session.token, session.expiresAt);
    return { ...facts, expiresAt: session?.expiresAt ?? null };
  }
}
