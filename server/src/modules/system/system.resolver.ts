import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { Health, SiteInfo } from './system.types';

@Resolver()
export class SystemResolver {
  @Query(() => Health, { description: 'Whether the server and its database are up' })
  health(@Ctx() { services }: RequestContext): Promise<Health> {
    return services.system.health();
  }

  @Query(() => SiteInfo, { description: "The operator's details for the footer and invoices (public)" })
  siteInfo(@Ctx() { services }: RequestContext): SiteInfo {
    return services.system.siteInfo();
  }
}
