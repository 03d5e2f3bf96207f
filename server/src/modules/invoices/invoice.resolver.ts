import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Registration } from '../registrations/registration.entity';
import { InvoiceDraft } from './invoice.draft.types';
import { Invoice } from './invoice.entity';

@Resolver(() => Registration)
export class InvoiceResolver {
  @Mutation(() => Registration, {
    description:
      'Issues the invoice (a number from the yearly sequence on first use) and e-mails it to the parent as a PDF; invoiceSent turns true once it is sent. account: an IBAN, default the operator’s.',
  })
  @Performs('invoice.send')
  sendInvoice(
    @Arg('id', () => Int, { description: 'The registration to invoice' }) id: number,
    @Arg('account', () => String, {
      nullable: true,
      description: "The IBAN the payment goes to; the operator's account when not given",
    })
    account: string | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.invoices.send(actor, id, account);
  }

  @Query(() => InvoiceDraft, {
    description:
      'What sending the invoice of a registration starts from; its PDF preview is at /api/registrations/{id}/invoice-preview.pdf?account=',
  })
  @Performs('invoice.send')
  invoiceDraft(
    @Arg('id', () => Int, { description: 'The registration to invoice' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.invoices.draft(actor, id);
  }

  @FieldResolver(() => Invoice, {
    nullable: true,
    description: 'The issued invoice; its PDF is at /api/registrations/{id}/invoice.pdf',
  })
  invoice(@Root() registration: Registration, @Ctx() { services, actor }: RequestContext) {
    return services.invoices.invoiceOf(actor, registration.id);
  }
}
