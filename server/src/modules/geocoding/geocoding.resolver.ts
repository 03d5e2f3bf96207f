import { Arg, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';

@ObjectType({ description: 'An address looked up on the map' })
export class GeocodeResult {
  @Field({ description: 'The address as it was asked for' })
  address: string;

  @Field(() => [Float], { nullable: true, description: '[latitude, longitude]; empty when not found' })
  location: [number, number] | null;

  @Field(() => String, { nullable: true, description: 'Why there is no location (not found, or the search is down)' })
  warning: string | null;
}

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
