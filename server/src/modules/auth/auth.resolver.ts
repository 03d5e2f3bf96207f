import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context';
import { User } from '../users/user.entity';
import { LoginResult } from './auth.types';

@Resolver()
export class AuthResolver {
  // Nullable, so that every aliased attempt in one request runs and counts against the throttle.
  @Mutation(() => LoginResult, {
    nullable: true,
    description: 'Starts a staff session for a day; failures are throttled',
  })
  login(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Ctx() { services, clientAddress }: GraphqlContext,
  ): Promise<LoginResult> {
    return services.auth.login(username, password, clientAddress);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server' })
  logout(@Ctx() { services, actor }: GraphqlContext): Promise<boolean> {
    return services.auth.logout(actor);
  }

  @Query(() => User, { nullable: true, description: 'The logged-in staff member, or null' })
  me(@Ctx() { services, actor }: GraphqlContext): Promise<User | null> {
    return services.auth.me(actor);
  }
}
