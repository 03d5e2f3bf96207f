import { RefundState } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../../core/graphql-operation';
import type { RequestContext } from '../../../core/request-context';
import { Payment } from '../payment.entity';
import { Refund } from './refund.entity';
import { RefundInput } from './refund.inputs';
import { RefundOrderFile, RefundResult } from './refund.types';

@Resolver(() => Refund)
export class RefundResolver {
  @Mutation(() => RefundResult, {
    description:
      'Gives back money of a payment, whole or a part (administrators): to the card through the gateway, or by a transfer to the parent’s account (the payment-order file)',
  })
  @Performs('payment.write')
  refundPayment(
    @Arg('paymentId', () => Int, { description: 'The payment to give back of' }) paymentId: number,
    @Arg('input', () => RefundInput, { description: 'How much, why, and where to' }) input: RefundInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<RefundResult> {
    return services.refunds.refund(actor, paymentId, input);
  }

  @Query(() => [Refund], { description: 'The refunds, newest first (at most 500); of one state when given' })
  @Performs('payment.read')
  refunds(
    @Arg('state', () => RefundState, { nullable: true, description: 'Only those in this state' })
    state: RefundState | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.refunds.list(actor, state);
  }

  @Query(() => RefundOrderFile, {
    description: 'The payment-order file (ABO/KPC) of the refunds waiting for a transfer, or of those of `ids`',
  })
  @Performs('payment.read')
  async refundOrder(
    @Arg('ids', () => [Int], { nullable: true, description: 'Only these refunds (those waiting among them)' })
    ids: number[] | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<RefundOrderFile> {
    const file = await services.refunds.orderFile(actor, ids);
    return { fileName: file.fileName, contentBase64: file.content.toString('base64') };
  }

  @Mutation(() => Int, { description: 'The bank sent these transfers; answers how many were waiting' })
  @Performs('payment.write')
  markRefundsTransferred(
    @Arg('ids', () => [Int], { description: 'The refunds whose transfer the bank sent' }) ids: number[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.refunds.markTransferred(actor, ids);
  }
}

@Resolver(() => Payment)
export class PaymentRefundsResolver {
  @FieldResolver(() => [Refund], { description: 'The refunds of it, oldest first' })
  async refunds(@Root() payment: Payment, @Ctx() { services, actor }: RequestContext) {
    return (await services.refunds.ofPayments(actor, [payment.id])).get(payment.id) ?? [];
  }
}
