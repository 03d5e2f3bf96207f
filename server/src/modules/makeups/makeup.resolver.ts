import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { MakeupCredit } from './makeup-credit.entity';
import { MakeupBooked, MakeupOptions, MakeupReport } from './makeup.types';

@Resolver()
export class MakeupResolver {
  @Query(() => MakeupOptions, {
    description:
      'A registration’s make-up credits, the lessons of other slots they fit (with free places), its bookings',
  })
  @Performs('parent.act')
  makeupOptions(
    @Arg('token') token: string,
    @Arg('registrationId', () => Int) registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupOptions> {
    return services.makeups.options(token, clientAddress, registrationId);
  }

  @Mutation(() => MakeupBooked, { description: 'Books a lesson of another slot with a make-up credit' })
  @Performs('parent.act')
  bookMakeup(
    @Arg('token') token: string,
    @Arg('creditId', () => Int) creditId: number,
    @Arg('lessonId') lessonId: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupBooked> {
    return services.makeups.book(token, clientAddress, { creditId, lessonId });
  }

  @Mutation(() => MakeupOptions, { description: 'Cancels a make-up booking up to the cut-off; the credit returns' })
  @Performs('parent.act')
  cancelMakeup(
    @Arg('token') token: string,
    @Arg('bookingId', () => Int) bookingId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<MakeupOptions> {
    return services.makeups.cancelBooking(token, clientAddress, bookingId);
  }

  @Query(() => [MakeupCredit], { description: 'A registration’s make-up credits, newest first' })
  @Performs('makeup.read')
  makeupCredits(
    @Arg('registrationId', () => Int) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupCredit[]> {
    return services.makeups.credits(actor, registrationId);
  }

  @Mutation(() => MakeupCredit, { description: 'Grants a make-up credit by hand, with a reason' })
  @Performs('makeup.write')
  grantMakeupCredit(
    @Arg('registrationId', () => Int) registrationId: number,
    @Arg('reason') reason: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupCredit> {
    return services.makeups.grant(actor, { registrationId, reason });
  }

  @Mutation(() => MakeupCredit, { description: 'Extends a credit (a new expiry) or revokes it, with a reason' })
  @Performs('makeup.write')
  changeMakeupCredit(
    @Arg('id', () => Int) id: number,
    @Arg('reason') reason: string,
    @Arg('expiresAt', () => Date, { nullable: true }) expiresAt: Date | null,
    @Arg('revoke', () => Boolean, { nullable: true }) revoke: boolean | null,
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
    @Arg('courseId', () => Int) courseId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MakeupReport> {
    return services.makeups.report(actor, courseId);
  }
}
