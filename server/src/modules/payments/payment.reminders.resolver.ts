// The payment reminders as staff see them (issue 41, item 12): the setting, what goes out today with
// the count, and a pause. The rules are PaymentReminders'.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { PaymentReminderStatus } from './payment.types';

@Resolver()
export class PaymentRemindersResolver {
  @Query(() => PaymentReminderStatus, { description: 'The payment reminders (administrators)' })
  @Performs('payment.read')
  paymentReminders(@Ctx() { services, actor }: RequestContext) {
    return services.paymentReminders.status(actor);
  }

  @Mutation(() => PaymentReminderStatus, { description: 'Pauses the payment reminders, or lets them go on' })
  @Performs('payment.write')
  setPaymentRemindersPaused(
    @Arg('paused', { description: 'true: no reminders go out until false is sent' }) paused: boolean,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.paymentReminders.setPaused(actor, paused);
  }
}
