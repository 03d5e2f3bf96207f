import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A refund staff give: how much, why, and for bank or cash money the parent’s account' })
export class RefundInput {
  @Field(() => GraphQLSafeInt, { description: 'In haléře; at most what the payment brought minus what it gave back' })
  amount: number;

  @Field({ description: 'Why (the history and the parent’s e-mail say it)' })
  reason: string;

  @Field(() => String, {
    nullable: true,
    description: 'The parent’s Czech account (19-2000145399/0800), for money that did not come by card',
  })
  account?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A UUID per confirmation: sent again (a double click, a lost answer) it answers the first refund',
  })
  idempotencyKey?: string | null;
}
