import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { User } from './user.entity';
import { UserFilter, UserInput } from './user.inputs';

export const UserCrudResolver = createCrudResolver({
  name: 'User',
  plural: 'users',
  type: User,
  filter: UserFilter,
  input: UserInput,
  service: (services) => services.users,
  write: 'user.write',
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
}
