import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { GeocodeResult } from './geocoding.types';

@Resolver()
export class GeocodingResolver {
  @Query(() => GeocodeResult, { description: 'Looks an address up on the map (staff); never fails for the service' })
  geocode(
    @Arg('address', { description: 'Street, number and town to look up' }) address: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<GeocodeResult> {
    return services.geocoding.geocode(actor, address);
  }
}
