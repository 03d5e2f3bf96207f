import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What the invoice dialog starts from before sending (or resending) an invoice' })
export class InvoiceDraft {
  @Field(() => Int, { description: 'The registration the invoice is for' })
  registrationId: number;

  @Field({ description: 'The operator’s account (IBAN), used when no other is given' })
  defaultAccount: string;

  @Field({ description: 'The account to offer: the issued invoice’s, else the operator’s' })
  account: string;

  @Field(() => String, { nullable: true, description: 'The number, once the invoice is issued' })
  number: string | null;

  @Field(() => Date, { nullable: true, description: 'When the invoice e-mail last went out' })
  sentAt: Date | null;
}
