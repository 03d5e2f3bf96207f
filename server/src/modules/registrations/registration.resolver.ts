import { PaymentState } from '@kurzy/common';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context';
import { PageType } from '../../core/pagination';
import { requestedFields } from '../../core/requested-fields';
import { Camp } from '../camps/camp.entity';
import { Course } from '../courses/course.entity';
import { Schedule } from '../schedules/schedule.entity';
import { Registration } from './registration.entity';
import {
  RegistrationFilter,
  RegistrationInput,
  RegistrationSort,
  RegistrationUpdateInput,
} from './registration.inputs';
import { RegistrationReceipt } from './registration.types';

const RegistrationPage = PageType(Registration, 'Registration');

@Resolver(() => Registration)
export class RegistrationResolver {
  @Mutation(() => RegistrationReceipt, {
    description: 'The public registration form; tells whether the child has a place or is a replacement',
  })
  register(
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
    @Ctx() { services, actor }: GraphqlContext,
  ) {
    return services.registrations.register(actor, input);
  }

  @Query(() => [Registration])
  registrations(
    @Arg('filter', () => RegistrationFilter, { nullable: true }) filter: RegistrationFilter | null,
    @Ctx() { services, actor }: GraphqlContext,
  ) {
    return services.registrations.list(actor, filter);
  }

  @Query(() => Registration)
  registration(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.get(actor, id);
  }

  @Query(() => RegistrationPage)
  searchRegistrations(
    @Arg('filter', () => RegistrationFilter, { nullable: true }) filter: RegistrationFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('sort', () => RegistrationSort, { nullable: true }) sort: RegistrationSort | null,
    @Ctx() { services, actor }: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.registrations.search(actor, filter, page, limit, sort, requestedFields(info, 'items'));
  }

  @Mutation(() => Registration)
  updateRegistration(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RegistrationUpdateInput) input: RegistrationUpdateInput,
    @Ctx() { services, actor }: GraphqlContext,
  ) {
    return services.registrations.update(actor, id, input);
  }

  @Mutation(() => Registration, {
    description: 'Cancels; a paid registration is refused. The place goes to the oldest replacement.',
  })
  cancelRegistration(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.cancel(actor, id);
  }

  @Mutation(() => Boolean)
  deleteRegistration(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.delete(actor, id);
  }

  @Mutation(() => Int, { description: 'Returns how many were deleted' })
  deleteRegistrations(@Arg('ids', () => [Int]) ids: number[], @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.deleteMany(actor, ids);
  }

  @Mutation(() => Int, { description: 'Marks many as paid; returns how many were found' })
  payRegistrations(@Arg('ids', () => [Int]) ids: number[], @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.setPaymentState(actor, ids, PaymentState.paid);
  }

  @Mutation(() => Int, { description: 'Marks many as unpaid; returns how many were found' })
  unpayRegistrations(@Arg('ids', () => [Int]) ids: number[], @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.setPaymentState(actor, ids, PaymentState.unpaid);
  }

  @Mutation(() => Registration)
  markRegistrationPaid(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: GraphqlContext) {
    return services.registrations.markPaid(actor, id);
  }

  @FieldResolver(() => Schedule, { nullable: true })
  schedule(@Root() registration: Registration, @Ctx() { loaders }: GraphqlContext) {
    return registration.scheduleId ? loaders.schedule.load(registration.scheduleId) : null;
  }

  @FieldResolver(() => Course, { nullable: true, description: 'Through the schedule slot' })
  async course(@Root() registration: Registration, @Ctx() { loaders }: GraphqlContext) {
    return registration.scheduleId ? ((await loaders.schedule.load(registration.scheduleId))?.course ?? null) : null;
  }

  @FieldResolver(() => Camp, { nullable: true })
  camp(@Root() registration: Registration, @Ctx() { loaders }: GraphqlContext) {
    return registration.campId ? loaders.camp.load(registration.campId) : null;
  }
}
