import { ParentRequestState } from '@kurzy/common';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The employer a parent asks an invoice to be made out to' })
export class EmployerInvoiceInput {
  @Field({ description: "The employer's name (one line)" })
  name: string;

  @Field({ description: "The employer's IČO, 8 digits" })
  companyId: string;

  @Field({ description: "The employer's registered address" })
  address: string;

  @Field(() => String, {
    nullable: true,
    description: 'Anything the invoice should say (e.g. an order number); empty for nothing',
  })
  note?: string | null;
}

@InputType({ description: "How staff close a parent's request" })
export class RequestHandlingInput {
  @Field(() => ParentRequestState, { description: 'done or rejected' })
  state: ParentRequestState;

  @Field(() => String, {
    nullable: true,
    description: 'A note for the record (why rejected, what was done); empty for none',
  })
  note?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'With done on an employer’s invoice request: issues the invoice to the employer and e-mails it to the parent first',
  })
  issueInvoice?: boolean | null;
}
