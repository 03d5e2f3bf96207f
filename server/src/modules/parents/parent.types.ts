import { ParentRequestType, PaymentState, RegistrationType } from '@kurzy/common';
import { PaymentPlan } from '../payments/pricing/pricing.deposit.types';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QrCode } from '../registrations/registration.types';
import './parent-request.types';

/** Where a registration stands, as the parent's page says it. */
export enum ParentRegistrationState {
  /** The child has a place. */
  confirmed = 'confirmed',
  /** On the waiting list (waitingPosition says where). */
  replacement = 'replacement',
  /** On the waiting list, offered a freed place until offerExpiresAt: to accept or decline. */
  offered = 'offered',
  /** Was on the waiting list and got a place that was freed. */
  promoted = 'promoted',
  cancelled = 'cancelled',
}

registerEnumType(ParentRegistrationState, {
  name: 'ParentRegistrationState',
  description: 'Where a registration stands, as the parent’s own page says it',
  valuesConfig: {
    confirmed: { description: 'The child has a place' },
    replacement: { description: 'On the waiting list (waitingPosition says where)' },
    offered: { description: 'On the waiting list, offered a freed place until offerExpiresAt: to accept or decline' },
    promoted: { description: 'Was on the waiting list and got a place that was freed' },
    cancelled: { description: 'Cancelled by the parent or staff: the child holds no place' },
  },
});

@ObjectType({ description: 'What is still to pay for a place: the bank transfer and its QR Platba' })
export class ParentPayment {
  @Field({ description: 'The operator’s account as Czech banks write it, or its IBAN' })
  account: string;

  @Field({ description: 'The operator’s IBAN in groups of four' })
  iban: string;

  @Field(() => GraphQLSafeInt, { description: 'What is still due, in haléře' })
  amountHaler: number;

  @Field({ description: 'The variable symbol to pay with' })
  variableSymbol: string;

  @Field(() => QrCode, { description: 'The QR Platba image for exactly the amount still due' })
  qr: QrCode;
}

@ObjectType({ description: 'What was taken off a place’s price, as the family reads it (never staff’s reason)' })
export class FamilyDiscount {
  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  amountHaler: number;

  @Field({ description: 'Its name, e.g. "Sourozenecká sleva"' })
  name: string;
}

@ObjectType({ description: 'One registration on the parent’s own page' })
export class ParentRegistration {
  @Field(() => Int, { description: "The registration's id" })
  id: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field(() => RegistrationType, { description: 'Course or camp' })
  type: RegistrationType;

  @Field({ description: 'The course’s or camp’s title' })
  title: string;

  @Field({
    description: 'When, in words: “každé pondělí 16:00–16:45, od 01.09.2026 do 30.06.2027” or the camp’s dates',
  })
  when: string;

  @Field(() => String, { nullable: true, description: 'The course’s start or the camp’s first day (YYYY-MM-DD)' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'The course’s end or the camp’s last day (YYYY-MM-DD)' })
  to: string | null;

  @Field(() => String, { nullable: true, description: 'Where it takes place; empty for a camp without a branch' })
  branchTitle: string | null;

  @Field(() => String, { nullable: true, description: "The branch's address; empty for a camp without a branch" })
  branchAddress: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The branch on mapy.cz: its location when known, else a search for its address',
  })
  mapUrl: string | null;

  @Field(() => String, { nullable: true, description: 'The lector of the slot (courses)' })
  lectorName: string | null;

  @Field(() => ParentRegistrationState, { description: 'Where the registration stands' })
  state: ParentRegistrationState;

  @Field(() => Int, {
    nullable: true,
    description: 'A replacement’s place in the waiting list of the course or camp, from 1 (first come, first served)',
  })
  waitingPosition: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when a freed place is held for this replacement (state offered): accept or decline it by then',
  })
  offerExpiresAt: Date | null;

  @Field({ description: 'When it was made' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; empty while it holds' })
  cancelledAt: Date | null;

  @Field(() => GraphQLSafeInt, { description: 'What is due for the place, in haléře: its price less the discount' })
  dueHaler: number;

  @Field(() => FamilyDiscount, { nullable: true, description: 'What was taken off the price; empty when nothing' })
  discount: FamilyDiscount | null;

  @Field(() => GraphQLSafeInt, { description: 'What has come for it, in haléře' })
  receivedHaler: number;

  @Field({ description: 'The variable symbol payments are paired by' })
  variableSymbol: string;

  @Field(() => PaymentState, { description: 'How much of what is due has come' })
  paymentState: PaymentState;

  @Field(() => ParentPayment, {
    nullable: true,
    description: 'How to pay what is still due; null when nothing is (paid, a replacement, cancelled, free)',
  })
  payment: ParentPayment | null;

  @Field(() => PaymentPlan, {
    nullable: true,
    description: 'A camp paid as a deposit and the balance: which is asked for now, and the balance’s due date',
  })
  paymentPlan: PaymentPlan | null;

  @Field({ description: 'Whether its invoice was issued: its PDF is POST /api/parents/invoice' })
  invoiceIssued: boolean;

  @Field({
    description:
      'Whether “Potvrzení o úhradě” can be had (paid in full, not cancelled): its PDF is POST /api/parents/receipt',
  })
  receiptAvailable: boolean;

  @Field(() => [ParentRequestType], { description: 'The requests about it that staff have not handled yet' })
  pendingRequests: ParentRequestType[];
}

@ObjectType({ description: 'A parent’s own page: every registration made with the e-mail address of their link' })
export class ParentPage {
  @Field({ description: 'The e-mail address the registrations were made with' })
  email: string;

  @Field(() => String, { nullable: true, description: 'The contact phone of the newest registration' })
  phone: string | null;

  @Field({ description: 'Whether the family asked for the erasure of its data and staff have not handled it yet' })
  erasureRequested: boolean;

  @Field(() => [ParentRegistration], { description: 'Oldest first' })
  registrations: ParentRegistration[];
}
