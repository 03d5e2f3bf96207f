import { mayPerform, PaymentState, STATEMENT_MAX_BYTES } from '@kurzy/common';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import { PageType } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { requestedFields } from '../../core/requested-fields';
import { Registration } from '../registrations/registration.entity';
import { graphqlFiles } from '../uploads/upload.graphql';
import { readLimited } from '../uploads/upload.incoming';
import { Payment, PaymentAllocation, PaymentEvent } from './payment.entity';
import { AllocationPartInput, CashPaymentInput, PaymentFilter } from './payment.inputs';
import { ImportSummary } from './payment.types';
import { PaymentSort } from './payment.inputs';
import { PaymentPlan, registrationPlan } from './pricing/pricing.deposit.types';

const PaymentPage = PageType(Payment, 'Payment');

@Resolver(() => Payment)
export class PaymentResolver {
  @Query(() => PaymentPage, { description: 'The payments grid (administrators)' })
  searchPayments(
    @Arg('filter', () => PaymentFilter, {
      nullable: true,
      description: 'Only the payments matching every field given; empty values are ignored',
    })
    filter: PaymentFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Rows on a page; 20 unless given' }) limit: number | null,
    @Arg('sort', () => PaymentSort, { nullable: true, description: 'The order; newest first when not given' })
    sort: PaymentSort | null,
    @Ctx() { services, actor }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.payments.search(actor, filter, page, limit, sort, requestedFields(info, 'items'));
  }

  @Query(() => Payment, { description: 'One payment by its id (administrators)' })
  payment(
    @Arg('id', () => Int, { description: "The payment's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.get(actor, id);
  }

  @Mutation(() => ImportSummary, {
    description:
      'Reads a bank statement (ABO/GPC, camt.053, Fio CSV or JSON, recognised from the content), records its movements once and pairs the incoming CZK credits with registrations by variable symbol; a broken file changes nothing',
  })
  @Performs('payment.write')
  async importBankStatement(
    @Arg('file', () => GraphQLUpload, {
      description: 'The statement file (GPC, camt.053, Fio CSV or Fio JSON), as a multipart upload',
    })
    file: Promise<FileUpload>,
    @Ctx() { services, actor }: RequestContext,
  ) {
    for await (const incoming of graphqlFiles([file], services.pictures.limits)) {
      const content = await readLimited(incoming.stream, STATEMENT_MAX_BYTES);
      return services.statements.importFile(actor, content, incoming.filename ?? null);
    }
    throw new Error('graphql-upload gave no file');
  }

  @Mutation(() => Payment, { description: 'Pairs a payment (or what is left of it) with registrations: one, or split' })
  @Performs('payment.write')
  assignPayment(
    @Arg('id', () => Int, { description: "The payment's id" }) id: number,
    @Arg('parts', () => [AllocationPartInput], {
      description: 'The registrations and how much of the payment each gets, in haléře',
    })
    parts: AllocationPartInput[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.assign(actor, id, { parts });
  }

  @Mutation(() => Payment, { description: 'Undoes one pairing; it stays in the history' })
  @Performs('payment.write')
  unpairPayment(
    @Arg('allocationId', () => Int, { description: 'The pairing to undo' }) allocationId: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.unpair(actor, allocationId);
  }

  @Mutation(() => Payment, { description: 'Cash taken for a registration, with its receipt number' })
  @Performs('payment.write')
  recordCashPayment(
    @Arg('input', () => CashPaymentInput, { description: 'The registration, amount, day and receipt number' })
    input: CashPaymentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.recordCash(actor, input);
  }

  @Mutation(() => Int, {
    description: 'Marks many as paid (a manual payment of what is due); returns how many were found',
  })
  @Performs('registration.pay')
  payRegistrations(
    @Arg('ids', () => [Int], { description: "The registrations' ids" }) ids: number[],
    @Arg('notify', () => Boolean, {
      defaultValue: true,
      description: 'E-mail the families a receipt (sent after the undo window); false marks them paid silently',
    })
    notify: boolean,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.markPaid(actor, ids, { notify });
  }

  @Mutation(() => Int, { description: 'Marks many as unpaid (their payments unpaired); returns how many were found' })
  @Performs('registration.pay')
  unpayRegistrations(
    @Arg('ids', () => [Int], { description: "The registrations' ids" }) ids: number[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.markUnpaid(actor, ids);
  }

  @Mutation(() => Registration, {
    description: 'Marks one registration paid ("Zaplaceno") without a bank record: a manual payment of what is due',
  })
  @Performs('registration.pay')
  markRegistrationPaid(
    @Arg('id', () => Int, { description: "The registration's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.payments.markOnePaid(actor, id);
  }

  @FieldResolver(() => [PaymentAllocation], { description: 'Its pairings with registrations, reversed ones too' })
  async allocations(@Root() payment: Payment, @Ctx() { loaders }: RequestContext) {
    return loaders.paymentAllocations.load(payment.id);
  }

  @FieldResolver(() => [Registration], {
    description:
      'For an unmatched payment: registrations it may be for (same amount due, a surname in its name or message)',
  })
  async suggestions(@Root() payment: Payment, @Ctx() { services, actor, loaders }: RequestContext) {
    if (!payment.pairable || payment.reversedAt) return [];
    const allocations = await loaders.paymentAllocations.load(payment.id);
    if (allocations.some((allocation) => allocation.reversedAt === null)) return [];
    return services.payments.suggestionsFor(actor, payment);
  }

  @FieldResolver(() => [PaymentEvent], { description: 'Every change, oldest first, with who and when' })
  history(@Root() payment: Payment, @Ctx() { services, actor }: RequestContext) {
    return services.payments.historyOf(actor, payment.id);
  }
}

@Resolver(() => PaymentAllocation)
export class PaymentAllocationResolver {
  @FieldResolver(() => Registration, { nullable: true, description: 'The registration this pairing pays' })
  registration(@Root() allocation: PaymentAllocation, @Ctx() { loaders }: RequestContext) {
    return loaders.registration.load(allocation.registrationId);
  }
}

/** A registration's payments and their history, for the registration dialog (administrators). */
@Resolver(() => Registration)
export class RegistrationPaymentsResolver {
  @FieldResolver(() => GraphQLSafeInt, {
    nullable: true,
    description: "What is due in haléře (the course's or camp's price when the child got there); empty for lectors",
  })
  dueHaler(@Root() registration: Registration, @Ctx() { actor }: RequestContext) {
    return mayPerform(actor, 'payment.read') ? registration.dueHaler : null;
  }

  @FieldResolver(() => PaymentState, {
    nullable: true,
    description: 'Whether what is due was paid, from the payments paired with it; empty for lectors',
  })
  paymentState(@Root() registration: Registration, @Ctx() { actor }: RequestContext) {
    return mayPerform(actor, 'payment.read') ? registration.paymentState : null;
  }

  @FieldResolver(() => GraphQLSafeInt, {
    nullable: true,
    description: 'What the payments paired with it bring, in haléře; empty for lectors',
  })
  receivedHaler(@Root() registration: Registration, @Ctx() { actor }: RequestContext) {
    return mayPerform(actor, 'payment.read') ? registration.receivedHaler : null;
  }

  @FieldResolver(() => PaymentPlan, {
    nullable: true,
    description:
      'A camp paid as a deposit and the balance: which is asked for now, and when; empty otherwise and for lectors',
  })
  async paymentPlan(@Root() registration: Registration, @Ctx() context: RequestContext) {
    return mayPerform(context.actor, 'payment.read') ? registrationPlan(registration, context) : null;
  }

  @FieldResolver(() => [Payment], { description: 'The payments ever paired with it (administrators)' })
  async payments(@Root() registration: Registration, @Ctx() { services, actor }: RequestContext) {
    return services.payments.ofRegistration(actor, registration.id);
  }

  @FieldResolver(() => [PaymentEvent], { description: 'Every change of its payments (administrators)' })
  async paymentHistory(@Root() registration: Registration, @Ctx() { services, actor }: RequestContext) {
    return services.payments.historyOfRegistration(actor, registration.id);
  }
}
