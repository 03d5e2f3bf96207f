import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An address looked up on the map' })
export class GeocodeResult {
  @Field({ description: 'The address as it was asked for' })
  address: string;

  @Field(() => [Float], { nullable: true, description: '[latitude, longitude]; empty when not found' })
  location: [number, number] | null;

  @Field(() => String, { nullable: true, description: 'Why there is no location (not found, or the search is down)' })
  warning: string | null;
}
