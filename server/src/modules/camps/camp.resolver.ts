import { CAMP_LIST, Availability } from '@kurzy/common';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { isStaff } from '../../core/actor';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { Branch } from '../branches/branch.entity';
import { Camp } from './camp.entity';
import { CampFilter, CampInput } from './camp.inputs';

export const CampCrudResolver = createCrudResolver({
  name: 'Camp',
  plural: 'camps',
  type: Camp,
  filter: CampFilter,
  input: CampInput,
  service: (services) => services.camps,
  write: 'camp.write',
  list: CAMP_LIST,
});

@Resolver(() => Camp)
export class CampFieldsResolver {
  @FieldResolver(() => Int, { description: 'Capacity minus confirmed registrations, never below zero' })
  async freeSpots(@Root() camp: Camp, @Ctx() { loaders }: RequestContext): Promise<number> {
    return (await loaders.campPlaces.load(camp.id)).freeSpots;
  }

  @FieldResolver(() => Availability, {
    description: 'Whether a registration is taken: on a place, as a replacement, or not at all (maxCapacity reached)',
  })
  async availability(@Root() camp: Camp, @Ctx() { loaders }: RequestContext): Promise<Availability> {
    return (await loaders.campPlaces.load(camp.id)).availability;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The lector who runs the camp (a user); empty for the public',
  })
  lectorId(@Root() camp: Camp, @Ctx() { actor }: RequestContext): number | null {
    return isStaff(actor) ? camp.lectorId : null;
  }

  // The service reads camps with their branch joined; a camp that arrived without it is loaded again, batched.
  @FieldResolver(() => Branch, {
    nullable: true,
    description: 'Where the camp takes place; empty when no branch is set',
  })
  async branch(@Root() camp: Camp, @Ctx() { loaders }: RequestContext): Promise<Branch | null> {
    if (camp.branch !== undefined) return camp.branch;
    return (await loaders.camp.load(camp.id))?.branch ?? null;
  }
}
