import { WaitlistOfferState } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Registration } from '../registrations/registration.entity';
import { WaitlistOffer } from './waitlist-offer.entity';
import { WaitlistPass } from './waitlist-pass.entity';
import { WaitlistPriorityChange } from './waitlist-priority-change.entity';

/** Staff's side of the waiting-list offers; the family's is the parents' (acceptOffer, declineOffer). */
@Resolver(() => WaitlistOffer)
export class WaitlistResolver {
  @Query(() => [WaitlistOffer], {
    description:
      'Offers of a slot, a camp or a registration, newest first (at most 500); `state` as of now (an open offer past its deadline reads expired)',
  })
  @Performs('waitlist.read')
  waitlistOffers(
    @Ctx() { services, actor }: RequestContext,
    @Arg('scheduleId', () => Int, { nullable: true, description: 'Only offers of this course slot' })
    scheduleId?: number | null,
    @Arg('campId', () => Int, { nullable: true, description: 'Only offers of this camp' }) campId?: number | null,
    @Arg('registrationId', () => Int, { nullable: true, description: 'Only offers to this registration' })
    registrationId?: number | null,
    @Arg('state', () => WaitlistOfferState, { nullable: true, description: 'Only offers in this state' })
    state?: WaitlistOfferState | null,
  ) {
    return services.waitlist.list(actor, { scheduleId, campId, registrationId, state });
  }

  @Query(() => [WaitlistPass], {
    description:
      'Why replacements next in line were last given no offer when a place freed (too late before the start, or over), newest first (at most 500); the place stayed free for anyone',
  })
  @Performs('waitlist.read')
  waitlistPasses(
    @Ctx() { services, actor }: RequestContext,
    @Arg('scheduleId', () => Int, { nullable: true, description: 'Only replacements of this course slot' })
    scheduleId?: number | null,
    @Arg('campId', () => Int, { nullable: true, description: 'Only replacements of this camp' }) campId?: number | null,
    @Arg('registrationId', () => Int, { nullable: true, description: 'Only this registration' })
    registrationId?: number | null,
  ) {
    return services.waitlist.passes(actor, { scheduleId, campId, registrationId });
  }

  @Query(() => [WaitlistPriorityChange], {
    description:
      'The waiting-list priority changes of a registration, newest first (at most 500), with who made them (null: the system, when a lapsed or withdrawn offer put the family back)',
  })
  @Performs('waitlist.read')
  waitlistPriorityChanges(
    @Ctx() { services, actor }: RequestContext,
    @Arg('registrationId', () => Int, { description: "The replacement's registration" }) registrationId: number,
  ) {
    return services.waitlist.priorityChanges(actor, registrationId);
  }

  @Mutation(() => WaitlistOffer, {
    description:
      'Offers a place to a waiting replacement by hand, out of turn; with no free place only with overCapacity (WAITLIST_NO_FREE_PLACE otherwise)',
  })
  @Performs('waitlist.write')
  offerWaitlistPlace(
    @Arg('registrationId', () => Int, { description: "The waiting replacement's registration" }) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
    @Arg('overCapacity', () => Boolean, {
      nullable: true,
      description: 'true: offer it even though no place is free (beyond the capacity)',
    })
    overCapacity?: boolean | null,
  ) {
    return services.waitlist.offer(actor, { registrationId, overCapacity: overCapacity ?? false });
  }

  @Mutation(() => WaitlistOffer, {
    description:
      'Moves an open offer’s deadline (ISO date-time); a past one ends the offer now and the place passes on',
  })
  @Performs('waitlist.write')
  moveWaitlistOfferDeadline(
    @Arg('id', () => Int, { description: "The open offer's id" }) id: number,
    @Arg('expiresAt', {
      description: 'The new deadline, ISO date-time with its offset (e.g. 2026-12-03T18:00:00+01:00)',
    })
    expiresAt: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.waitlist.moveDeadline(actor, id, { expiresAt });
  }

  @Mutation(() => WaitlistOffer, { description: 'Withdraws an open offer; the place passes on to the next family' })
  @Performs('waitlist.write')
  withdrawWaitlistOffer(
    @Arg('id', () => Int, { description: "The open offer's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.waitlist.withdraw(actor, id);
  }

  @Mutation(() => Int, { description: 'A replacement’s waiting-list priority (0–100; higher is offered first)' })
  @Performs('waitlist.write')
  setWaitlistPriority(
    @Arg('registrationId', () => Int, { description: "The replacement's registration" }) registrationId: number,
    @Arg('priority', () => Int, { description: '0 to 100; higher is offered first, equal ones by waiting time' })
    priority: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.waitlist.setPriority(actor, registrationId, { priority });
  }
}

/** A registration's newest offer, for the staff grid's offer column and filter. */
@Resolver(() => Registration)
export class RegistrationOfferResolver {
  @FieldResolver(() => WaitlistOffer, {
    nullable: true,
    description:
      'The newest waiting-list offer of the registration (state as of now); null if it was never offered a place. Administrators only (waitlist.read)',
  })
  waitlistOffer(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return loaders.waitlistOffer.load(registration.id);
  }
}
