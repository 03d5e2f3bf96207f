import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { User } from '../users/user.entity';
import { LoginResult } from './auth.types';

@Resolver()
export class AuthResolver {
  // Nullable, so that every aliased attempt in one request runs and counts against the throttle.
  @Mutation(() => LoginResult, {
    nullable: true,
    description:
      'Starts a staff session for a day; failures are throttled. The session also goes into an HttpOnly ' +
      'cookie for the web client, which then does not ask for the token.',
  })
  @Performs('session.start')
  async login(
    @Arg('username', { description: "The staff member's login name" }) username: string,
    @Arg('password', { description: 'Their password' }) password: string,
    @Ctx() { services, clientAddress, sessionCookie }: RequestContext,
  ): Promise<LoginResult> {
    const session = await services.auth.login(username, password, clientAddress);
    sessionCookie.issue(session.token, session.expiresAt);
    return session;
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server and clears its cookie' })
  @Performs('session.end')
  logout(@Ctx() { services, actor, sessionCookie }: RequestContext): Promise<boolean> {
    // Cleared even when the session had already ended: the browser should not keep sending it.
    sessionCookie.clear();
    return services.auth.logout(actor);
  }

  @Query(() => User, { nullable: true, description: 'The logged-in staff member, or null' })
  me(@Ctx() { services, actor }: RequestContext): Promise<User | null> {
    return services.auth.me(actor);
  }
}
