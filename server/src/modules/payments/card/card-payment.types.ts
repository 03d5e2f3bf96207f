import { CardPaymentState } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where to send the parent to pay by card' })
export class CardPaymentStart {
  @Field({ description: 'The gateway’s payment page' })
  redirect: string;
}

@ObjectType({ description: 'A card payment as the parent’s return page shows it' })
export class CardPaymentView {
  @Field(() => CardPaymentState, { description: 'Where the card payment stands at the gateway' })
  state: CardPaymentState;

  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  amountHaler: number;

  @Field({ description: 'The variable symbol of the registration it pays' })
  variableSymbol: string;
}
