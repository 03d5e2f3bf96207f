import { RefundState } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A refund given' })
export class RefundResult {
  @Field(() => Int, { description: 'The refund’s number' })
  refundId: number;

  @Field(() => RefundState, { description: 'refunded (card), pending (the gateway did not answer) or to_transfer' })
  state: RefundState;
}

@ObjectType({ description: 'The payment-order file of the refunds waiting for a transfer (ABO/KPC)' })
export class RefundOrderFile {
  @Field({ description: 'A name to save it under (vraceni-plateb-<date>.kpc)' })
  fileName: string;

  @Field({ description: 'The file, base64' })
  contentBase64: string;
}
