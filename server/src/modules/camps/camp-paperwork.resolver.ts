import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { ParentRegistration } from '../parents/parent.types';
import { CampPickupInput } from './camp-paperwork.inputs';
import { ParentCampPaperwork } from './camp-paperwork.types';

@Resolver(() => ParentRegistration)
export class ParentCampPaperworkResolver {
  @FieldResolver(() => ParentCampPaperwork, {
    nullable: true,
    description: 'A camp registration’s paperwork (pickup persons, health data); null for a course',
  })
  async campPaperwork(
    @Root() registration: ParentRegistration,
    @Ctx() { loaders }: RequestContext,
  ): Promise<ParentCampPaperwork | null> {
    return loaders.parentCampPaperwork.load(registration.id);
  }

  @Mutation(() => ParentCampPaperwork, {
    description:
      'Gives or changes the pickup choice of a camp registration of the link’s family: persons, or „jen rodiče“. Another family’s registration, or a course’s, is PARENT_LINK_INVALID',
  })
  @Performs('parent.act')
  setCampPickup(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's camp registration" }) registrationId: number,
    @Arg('input', () => CampPickupInput) input: CampPickupInput,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentCampPaperwork> {
    return services.campPaperwork.setPickup(token, clientAddress, registrationId, input);
  }
}
