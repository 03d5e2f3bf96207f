// The payment reminders as staff see them (issue 41, item 12): the setting, what goes out today with
// the count, and a pause. The rules are PaymentReminders'.
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';

@ObjectType({ description: 'A reminder that goes out by the end of today' })
class PaymentReminderPreview {
  @Field(() => Int, { description: 'The registration reminded' })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'The course or camp' })
  title: string;

  @Field(() => Int, { description: '1: the first reminder, 2: the second' })
  step: number;

  @Field(() => GraphQLSafeInt, { description: 'What is still owed, in haléře' })
  owingHaler: number;
}

@ObjectType({ description: 'The payment reminders: the setting, what goes out today, and the pause' })
class PaymentReminderStatus {
  @Field(() => Int, { description: 'PAYMENT_REMINDER_DAYS: days after getting a place before the first (0: off)' })
  days: number;

  @Field(() => Int, { description: 'Days after the first before the second' })
  secondAfterDays: number;

  @Field(() => Date, {
    nullable: true,
    description: 'Only registrations that became due after this are reminded (older data loaded later never is)',
  })
  enabledSince: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set while staff have paused the reminders' })
  pausedAt: Date | null;

  @Field(() => Int, { description: 'Reminders that go out by the end of today (Prague), unless paused' })
  dueToday: number;

  @Field(() => [PaymentReminderPreview], { description: 'The first of them' })
  dueTodaySample: PaymentReminderPreview[];

  @Field(() => Int, { description: 'Reminders queued today so far' })
  queuedToday: number;
}

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
