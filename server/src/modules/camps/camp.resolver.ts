import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
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
});

@Resolver(() => Camp)
export class CampFieldsResolver {
  @FieldResolver(() => Int, { description: 'Capacity minus confirmed registrations, never below zero' })
  freeSpots(@Root() camp: Camp, @Ctx() { loaders }: RequestContext): Promise<number> {
    return loaders.campFreeSpots.load(camp.id);
  }

  // The service reads camps with their branch joined; a camp that arrived without it is loaded again, batched.
  @FieldResolver(() => Branch, { nullable: true })
  async branch(@Root() camp: Camp, @Ctx() { loaders }: RequestContext): Promise<Branch | null> {
    if (camp.branch !== undefined) return camp.branch;
    return (await loaders.camp.load(camp.id))?.branch ?? null;
  }
}
