import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { MakeupCredit } from './makeup-credit.entity';
import { Registration } from '../registrations/registration.entity';
import { MakeupBooked, MakeupOptions, MakeupReport, MakeupSummary } from './makeup.types';

@Resolver()
export class MakeupResolver {
  @Query(() => MakeupOptions, {
    description:
      'A registration’s make-up credits, the lessons of other slots they fit (with free places), its bookings',
  })
  @Performs('parent.act')
  makeupOptions(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupOptions> {
    return services.makeups.options(token, clientAddress, registrationId);
  }

  @Mutation(() => MakeupBooked, { description: 'Books a lesson of another slot with a make-up credit' })
  @Performs('parent.act')
  bookMakeup(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('creditId', () => Int, { description: 'The available credit to spend' }) creditId: number,
    @Arg('lessonId', { description: 'The lesson to book, as makeupOptions offers it (s<slot id>-<planned day>)' })
    lessonId: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupBooked> {
    return services.makeups.book(token, clientAddress, { creditId, lessonId });
  }

  @Mutation(() => MakeupOptions, { description: 'Cancels a make-up booking up to the cut-off; the credit returns' })
  @Performs('parent.act')
  cancelMakeup(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('bookingId', () => Int, { description: 'The booking to cancel' }) bookingId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupOptions> {
    return services.makeups.cancelBooking(token, clientAddress, bookingId);
  }

  @Query(() => [MakeupCredit], { description: 'A registration’s make-up credits, newest first' })
  @Performs('makeup.read')
  makeupCredits(
    @Arg('registrationId', () => Int, { description: 'The registration' }) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupCredit[]> {
    return services.makeups.credits(actor, registrationId);
  }

  @Mutation(() => MakeupCredit, { description: 'Grants a make-up credit by hand, with a reason' })
  @Performs('makeup.write')
  grantMakeupCredit(
    @Arg('registrationId', () => Int, { description: 'The registration to grant the credit to' })
    registrationId: number,
    @Arg('reason', { description: 'Why, for the record (shown to staff)' }) reason: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupCredit> {
    return services.makeups.grant(actor, { registrationId, reason });
  }

  @Mutation(() => MakeupCredit, { description: 'Extends a credit (a new expiry) or revokes it, with a reason' })
  @Performs('makeup.write')
  changeMakeupCredit(
    @Arg('id', () => Int, { description: "The credit's id" }) id: number,
    @Arg('reason', { description: 'Why, for the record (shown to staff)' }) reason: string,
    @Arg('expiresAt', () => Date, { nullable: true, description: 'The new expiry (a timestamp); empty when revoking' })
    expiresAt: Date | null,
    @Arg('revoke', () => Boolean, { nullable: true, description: 'true: revoke the credit instead of extending it' })
    revoke: boolean | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupCredit> {
    return services.makeups.change(actor, id, {
      reason,
      ...(expiresAt ? { expiresAt } : {}),
      ...(revoke ? { state: 'revoked' } : {}),
    });
  }

  @Query(() => MakeupReport, { description: 'A course’s make-up credits by state' })
  @Performs('makeup.read')
  makeupReport(
    @Arg('courseId', () => Int, { description: 'The course' }) courseId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupReport> {
    return services.makeups.report(actor, courseId);
  }
}

/** A registration's credits counted, for the staff grid's "Náhrady" column. */
@Resolver(() => Registration)
export class RegistrationMakeupResolver {
  @FieldResolver(() => MakeupSummary, {
    nullable: true,
    description:
      'The registration’s make-up credits counted (available now of all it had); null if it never had one. Administrators only (makeup.read)',
  })
  makeupSummary(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return loaders.makeupSummary.load(registration.id);
  }
}
