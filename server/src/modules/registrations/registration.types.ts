import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PaymentState, RegistrationType } from '@kurzy/common';
import { RegistrationDiscount } from '../payments/pricing/discount.types';
import { PaymentPlan } from '../payments/pricing/pricing.deposit.types';

@ObjectType({ description: 'A QR code as one SVG path over a square of modules (quiet zone included)' })
export class QrCode {
  @Field(() => Int, { description: 'Width and height in modules: the viewBox is 0 0 size size' })
  size: number;

  @Field({ description: 'SVG path data of the dark modules' })
  path: string;
}

@ObjectType({ description: 'How to pay for a place: the bank transfer and its QR Platba' })
export class ReceiptPayment {
  @Field({ description: 'The operator’s account as Czech banks write it (19-2000145399/0800), or its IBAN' })
  account: string;

  @Field({ description: 'The operator’s IBAN in groups of four' })
  iban: string;

  @Field(() => GraphQLSafeInt, { description: 'In Kč' })
  amount: number;

  @Field({ description: 'The variable symbol to pay with' })
  variableSymbol: string;

  @Field({ description: 'Due date (YYYY-MM-DD): as on an invoice issued today' })
  dueOn: string;

  @Field({ description: 'The QR Platba text (SPAYD 1.0)' })
  spayd: string;

  @Field(() => QrCode, { description: 'The QR Platba image' })
  qr: QrCode;
}

@ObjectType({ description: 'What a parent learns after registering: a place, or the waiting list' })
export class RegistrationReceipt {
  @Field(() => Int, { description: "The registration's id" })
  id: number;

  @Field(() => RegistrationType, { description: 'Course or camp' })
  type: RegistrationType;

  @Field({ description: 'true: on the waiting list (náhradník); false: the child has a place' })
  replacement: boolean;

  @Field({ description: 'For the bank transfer' })
  variableSymbol: string;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'Course or camp title' })
  title: string;

  @Field(() => GraphQLSafeInt, { description: 'Price in Kč' })
  price: number;

  @Field(() => RegistrationDiscount, {
    nullable: true,
    description: 'What was taken off the price when the place was taken (its own line); empty when nothing',
  })
  discount: RegistrationDiscount | null;

  @Field(() => ReceiptPayment, {
    nullable: true,
    description:
      'How to pay now (the price less the discount); null for a replacement (nothing to pay until a place is free) or a free place',
  })
  payment: ReceiptPayment | null;

  @Field(() => PaymentPlan, {
    nullable: true,
    description: 'A camp with a deposit: the deposit asked for now (payment) and the balance with its due date',
  })
  paymentPlan: PaymentPlan | null;

  @Field({
    description: 'Always false: a repeated registration is answered like a new one, and the family is told by e-mail',
    deprecationReason:
      'It told whoever knew a family’s details that their child was registered (issue 21); always false',
  })
  alreadyRegistered: boolean;
}

@ObjectType({
  description: 'A registration as a bulk action over the rows a filter matches needs it: what to name, e-mail and undo',
})
export class RegistrationMark {
  @Field(() => Int, { description: "The registration's id" })
  id: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'The variable symbol' })
  variableSymbol: string;

  @Field({ description: "The parent's e-mail address" })
  email: string;

  @Field(() => PaymentState, { description: 'How much of what is due has come' })
  paymentState: PaymentState;

  @Field({ description: 'Already cancelled' })
  cancelled: boolean;
}
