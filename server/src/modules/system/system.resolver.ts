import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context';
import { Health, SiteInfo } from './site-info.type';

@Resolver()
export class SystemResolver {
  @Query(() => Health, { description: 'Whether the server and its database are up' })
  health(@Ctx() { services }: GraphqlContext): Promise<Health> {
    return services.system.health();
  }

  @Query(() => SiteInfo)
  siteInfo(@Ctx() { services }: GraphqlContext): SiteInfo {
    return services.system.siteInfo();
  }
}
