import {
  ParentActivityType,
  ParentEmailChangeOutcome,
  ParentRequestState,
  ParentRequestType,
  PaymentState,
  RegistrationType,
} from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Pagination } from '../../core/pagination';

registerEnumType(ParentRequestType, {
  name: 'ParentRequestType',
  description: 'What a parent asks staff for from their page',
  valuesConfig: {
    paid_cancellation: {
      description: 'Cancelling a place that is (partly) paid: money has to go back, a person decides',
    },
    erasure: { description: "Erasure of the family's personal data (GDPR art. 17)" },
    employer_invoice: {
      description: "An invoice to the parent's employer (FKSP, benefits), with its name, IČO and address",
    },
    email_change: {
      description: 'Moving the family to an e-mail address that already has registrations: staff check with both first',
    },
  },
});
registerEnumType(ParentRequestState, {
  name: 'ParentRequestState',
  description: "Where a parent's request stands",
  valuesConfig: {
    open: { description: 'Waiting for staff (Čeká na vyřízení)' },
    done: { description: 'Handled (Vyřízeno)' },
    rejected: { description: 'Turned down (Zamítnuto)' },
  },
});
registerEnumType(ParentEmailChangeOutcome, {
  name: 'ParentEmailChangeOutcome',
  description: 'What confirming a new e-mail address did',
  valuesConfig: {
    changed: { description: 'The family moved to the address; a fresh link to its page went there by e-mail' },
    staff_review: { description: 'The address has registrations of its own: staff decide, nothing moved yet' },
  },
});
registerEnumType(ParentActivityType, {
  name: 'ParentActivityType',
  description: 'What happened on a family’s own page',
  valuesConfig: {
    link_sent: { description: "A link to the family's page was e-mailed" },
    viewed: { description: 'The parent opened their page' },
    contact_changed: { description: 'The parent corrected their phone' },
    email_change_requested: { description: 'The parent asked to change their e-mail address' },
    email_changed: { description: 'The parent confirmed the new address from its mailbox' },
    cancelled: { description: 'The parent cancelled the registration' },
    request_created: { description: 'The parent sent a request to staff' },
    request_handled: { description: "Staff handled the parent's request" },
    offer_accepted: { description: 'The parent accepted a place offered from the waiting list' },
    offer_declined: { description: 'The parent declined a place offered from the waiting list' },
  },
});

@ObjectType({ description: 'The employer an invoice is to be made out to' })
export class EmployerDetails {
  @Field({ description: "The employer's name" })
  name: string;

  @Field({ description: 'IČO, 8 digits' })
  companyId: string;

  @Field({ description: "The employer's registered address" })
  address: string;
}

@ObjectType({ description: 'A parent’s request to staff, as the back-office lists it' })
export class ParentRequestRow {
  @Field(() => Int, { description: "The request's id" })
  id: number;

  @Field(() => ParentRequestType, { description: 'What the parent asks for' })
  type: ParentRequestType;

  @Field(() => ParentRequestState, { description: 'Open, done or rejected' })
  state: ParentRequestState;

  @Field({ description: 'When the parent sent it' })
  createdAt: Date;

  @Field({ description: 'The family’s e-mail address' })
  email: string;

  @Field(() => String, { nullable: true, description: 'The parent’s reason or note' })
  reason: string | null;

  @Field(() => EmployerDetails, { nullable: true, description: "The employer, for an employer's invoice request" })
  employer: EmployerDetails | null;

  @Field(() => String, {
    nullable: true,
    description: 'The address an e-mail change asks to move the family to (it has registrations of its own)',
  })
  newEmail: string | null;

  @Field(() => Int, { nullable: true, description: 'None for an erasure, which is the whole family’s' })
  registrationId: number | null;

  @Field(() => String, { nullable: true, description: "The child's name as registered; empty for an erasure" })
  childFullName: string | null;

  @Field(() => String, { nullable: true, description: 'The course’s or camp’s title' })
  title: string | null;

  @Field(() => RegistrationType, { nullable: true, description: 'Course or camp; empty for an erasure' })
  registrationType: RegistrationType | null;

  @Field(() => String, { nullable: true, description: "The registration's variable symbol; empty for an erasure" })
  variableSymbol: string | null;

  @Field(() => PaymentState, { nullable: true, description: "The registration's payment state; empty for an erasure" })
  paymentState: PaymentState | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'What has come for the place, in haléře' })
  receivedHaler: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the registration was cancelled; empty while it holds its place',
  })
  cancelledAt: Date | null;

  @Field(() => Int, { description: 'How many registrations the family has (for an erasure)' })
  familyRegistrations: number;

  @Field(() => Date, { nullable: true, description: 'When staff handled it; empty while open' })
  handledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The staff member who handled it; empty while open' })
  handledByName: string | null;

  @Field(() => String, { nullable: true, description: "Staff's note on handling it; may be empty" })
  handlingNote: string | null;
}

@ObjectType({ description: "A page of parents' requests" })
export class ParentRequestPage {
  @Field(() => [ParentRequestRow], { description: 'The requests of the page' })
  items: ParentRequestRow[];

  @Field(() => Pagination, { description: 'Where the page is among all the matching requests' })
  pagination: Pagination;

  @Field(() => Int, { description: 'Open requests of every type, for the tab’s badge' })
  open: number;
}

@ObjectType({ description: 'Something that happened on a family’s own page, for staff' })
export class ParentActivityEntry {
  @Field(() => Int, { description: "The entry's id" })
  id: number;

  @Field(() => ParentActivityType, { description: 'What happened' })
  type: ParentActivityType;

  @Field(() => Int, { nullable: true, description: 'None for what concerns the whole family (link, view)' })
  registrationId: number | null;

  @Field({ description: 'When it happened' })
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'The value before a change (the phone)' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'The value after a change (the phone, the new e-mail)' })
  to: string | null;

  @Field(() => ParentRequestType, { nullable: true, description: 'The type of the request sent or handled' })
  requestType: ParentRequestType | null;

  @Field(() => ParentRequestState, { nullable: true, description: 'How a handled request ended' })
  requestState: ParentRequestState | null;

  @Field(() => String, { nullable: true, description: 'The staff member, for what staff did' })
  actorName: string | null;
}
