import { ParentEmailChangeOutcome, ParentRequestState, ParentRequestType } from '@kurzy/common';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { ParentActivityEntry, ParentRequestPage, ParentRequestRow } from './parent-request.types';
import { EmployerInvoiceInput, RequestHandlingInput } from './parent-request.inputs';

/** What a parent does on their page (by its token), and staff's side of it. */
@Resolver()
export class ParentActionResolver {
  @Mutation(() => Boolean, {
    description:
      'Cancels a registration of the link’s family that holds no money; its place goes to the next replacement, and both parents are e-mailed. A paid one is PARENT_CANCEL_PAID (ask with requestPaidCancellation)',
  })
  @Performs('parent.act')
  cancelByParent(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentActions.cancel(token, clientAddress, registrationId);
  }

  @Mutation(() => Boolean, {
    description:
      'Přijmout místo: takes the place offered to the link’s family’s replacement; its payment e-mail follows. After the deadline WAITLIST_OFFER_EXPIRED (410 at REST)',
  })
  @Performs('parent.act')
  acceptOffer(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The replacement's registration that was offered the place" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentActions.acceptOffer(token, clientAddress, registrationId);
  }

  @Mutation(() => Boolean, {
    description:
      'Nemám zájem: the family leaves the waiting list and the offered place goes to the next family at once',
  })
  @Performs('parent.act')
  declineOffer(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The replacement's registration that was offered the place" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentActions.declineOffer(token, clientAddress, registrationId);
  }

  @Mutation(() => Boolean, { description: 'Corrects the contact phone of every registration of the link’s family' })
  @Performs('parent.act')
  correctParentPhone(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('phone', { description: 'The new phone (a Czech or international number; stored as +420…)' }) phone: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentActions.correctPhone(token, clientAddress, { phone });
  }

  @Mutation(() => Boolean, {
    description:
      'Asks a new e-mail address to confirm itself: a message with a link goes to it, and nothing changes until it is used (confirmParentEmailChange)',
  })
  @Performs('parent.act')
  changeParentEmail(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('email', { description: 'The new e-mail address; the confirming message goes there' }) email: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentActions.requestEmailChange(token, clientAddress, { email });
  }

  @Mutation(() => ParentEmailChangeOutcome, {
    description:
      'Confirms a new e-mail address by the token of its message. An address without registrations takes the family: every earlier personal link ends and a fresh one is e-mailed to the new address. An address with registrations of its own becomes a request for staff (email_change) and nothing moves',
  })
  @Performs('parent.act')
  confirmParentEmailChange(
    @Arg('token', { description: "The token of the confirming message's link (not the personal link's)" })
    token: string,
    @Ctx() { services }: RequestContext,
  ): Promise<ParentEmailChangeOutcome> {
    return services.parentActions.confirmEmailChange(token);
  }

  @Mutation(() => Boolean, { description: 'Asks staff to cancel a paid place, with the reason' })
  @Performs('parent.act')
  requestPaidCancellation(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Arg('reason', { description: 'Why the parent wants to cancel (at most 1000 characters)' }) reason: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentRequests.paidCancellation(token, clientAddress, registrationId, { reason });
  }

  @Mutation(() => Boolean, { description: 'Asks staff to erase the family’s personal data' })
  @Performs('parent.act')
  requestErasure(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentRequests.erasure(token, clientAddress);
  }

  @Mutation(() => Boolean, { description: 'Asks staff for an invoice of a registration made out to the employer' })
  @Performs('parent.act')
  requestEmployerInvoice(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Arg('employer', () => EmployerInvoiceInput, { description: 'The employer the invoice is to be made out to' })
    employer: EmployerInvoiceInput,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parentRequests.employerInvoice(token, clientAddress, registrationId, employer);
  }

  @Query(() => ParentRequestPage, { description: 'Parents’ requests: open ones first, oldest first' })
  @Performs('request.read')
  parentRequests(
    @Ctx() { services, actor }: RequestContext,
    @Arg('state', () => ParentRequestState, {
      nullable: true,
      description: 'Only requests in this state; every state when not given',
    })
    state?: ParentRequestState | null,
    @Arg('type', () => ParentRequestType, {
      nullable: true,
      description: 'Only requests of this type; every type when not given',
    })
    type?: ParentRequestType | null,
    @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Items on a page; 20 unless given' }) limit?: number | null,
  ): Promise<ParentRequestPage> {
    return services.parentRequests.list(actor, { state, type, page, limit });
  }

  @Mutation(() => ParentRequestRow, {
    description: 'Closes an open request as done or rejected; an erasure done erases the family’s personal data first',
  })
  @Performs('request.handle')
  handleParentRequest(
    @Arg('id', () => Int, { description: 'The request' }) id: number,
    @Arg('input', () => RequestHandlingInput, { description: 'How it was handled, with a note for the record' })
    input: RequestHandlingInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<ParentRequestRow> {
    return services.parentRequests.handle(actor, id, input);
  }

  @Query(() => [ParentActivityEntry], {
    description: 'What happened on the family’s own page about a registration, newest first (at most 200)',
  })
  @Performs('request.read')
  parentActivity(
    @Arg('registrationId', () => Int, { description: "The registration whose family's page activity is shown" })
    registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<ParentActivityEntry[]> {
    return services.parentRequests.activity(actor, registrationId);
  }
}
