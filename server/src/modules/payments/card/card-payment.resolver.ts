import { CardPaymentState } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { registerEnumType } from 'type-graphql';
import { Performs } from '../../../core/graphql-operation';
import type { RequestContext } from '../../../core/request-context';
import { ParentRegistration } from '../../parents/parent.types';
import { RegistrationReceipt } from '../../registrations/registration.types';
import { CardPaymentStart, CardPaymentView } from './card-payment.types';

registerEnumType(CardPaymentState, {
  name: 'CardPaymentState',
  description: 'A card payment at the gateway: pending, paid, cancelled, mismatched (another amount), expired',
  valuesConfig: {
    pending: { description: 'Created; the gateway has not said it is final' },
    paid: { description: 'The gateway said paid for the amount asked: a card payment is recorded' },
    cancelled: { description: 'Cancelled at the gateway (by the parent or the bank): nothing is paid' },
    mismatched: {
      description: 'The gateway said paid for another amount or currency: staff look at it, nothing is recorded',
    },
    expired: { description: 'Nothing final came within 7 days' },
  },
});

@Resolver()
export class CardPaymentResolver {
  @Mutation(() => CardPaymentStart, {
    description:
      '“Zaplatit kartou”: creates a card payment of what the registration still owes and answers the gateway’s page. ' +
      'The family’s personal link (`token`) or the thank-you page’s `payKey` shows the right to pay it',
  })
  @Performs('parent.act')
  startCardPayment(
    @Arg('registrationId', () => Int, { description: 'The registration to pay' }) registrationId: number,
    @Arg('token', () => String, {
      nullable: true,
      description: "The token of the family's personal link (/moje-prihlasky/<token>); or give payKey",
    })
    token: string | null,
    @Arg('payKey', () => String, {
      nullable: true,
      description: "The thank-you page's key (RegistrationReceipt.cardPaymentKey); or give token",
    })
    payKey: string | null,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<CardPaymentStart> {
    return services.cardPayments.start(
      { token: token ?? undefined, payKey: payKey ?? undefined },
      registrationId,
      clientAddress,
    );
  }

  @Query(() => CardPaymentView, {
    description:
      'The state of a card payment, by the id of the parent’s return address (asked of the gateway while pending)',
  })
  @Performs('parent.read')
  cardPayment(
    @Arg('id', { description: 'The id in the return address the gateway sent the parent back to' }) id: string,
    @Ctx() { services }: RequestContext,
  ): Promise<CardPaymentView> {
    return services.cardPayments.view(id);
  }
}

@Resolver(() => RegistrationReceipt)
export class ReceiptCardPaymentResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The key “Zaplatit kartou” of the thank-you page pays with; null when nothing is to pay or cards are off',
  })
  cardPaymentKey(@Root() receipt: RegistrationReceipt, @Ctx() { services }: RequestContext): string | null {
    return receipt.payment ? services.cardPayments.payKey(receipt.id) : null;
  }
}

@Resolver(() => ParentRegistration)
export class ParentCardPaymentResolver {
  @FieldResolver(() => Boolean, { description: 'Whether “Zaplatit kartou” is offered: something to pay, cards on' })
  cardPayment(@Root() registration: ParentRegistration, @Ctx() { services }: RequestContext): boolean {
    return registration.payment !== null && services.cardPayments.offered;
  }
}
