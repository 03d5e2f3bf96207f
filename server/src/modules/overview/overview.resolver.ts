import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { MoneyOverview, NeedsAttention, OccupancyRow, Overview, RegistrationDay } from './overview.types';

// Each panel is a field of its own: a screen asks for the panels it shows, and they are read at once.
@Resolver(() => Overview)
export class OverviewResolver {
  @Query(() => Overview, { description: 'The staff overview of the term; its money for administrators only' })
  overview(@Ctx() { services, actor }: RequestContext): Overview {
    return { term: services.overview.term(actor) };
  }

  @FieldResolver(() => [OccupancyRow], { description: 'Every course slot and camp not over yet' })
  occupancy(@Root() overview: Overview, @Ctx() { services, actor }: RequestContext) {
    return overview.occupancy ?? services.overview.occupancy(actor, overview.term);
  }

  @FieldResolver(() => [RegistrationDay], { description: 'Registrations per day of the term up to today' })
  registrationsByDay(@Root() overview: Overview, @Ctx() { services, actor }: RequestContext) {
    return overview.registrationsByDay ?? services.overview.registrationsByDay(actor, overview.term);
  }

  @FieldResolver(() => MoneyOverview, { nullable: true, description: 'Empty for lectors' })
  money(@Root() overview: Overview, @Ctx() { services, actor }: RequestContext) {
    return overview.money !== undefined ? overview.money : services.overview.moneyIfAllowed(actor, overview.term);
  }

  @FieldResolver(() => NeedsAttention, {
    description:
      'What needs a person now: unmatched payments, open requests, failed e-mails, thin courses, lapsing offers',
  })
  attention(@Root() overview: Overview, @Ctx() { services, actor }: RequestContext) {
    return overview.attention ?? services.overview.attention(actor, overview.term);
  }
}
