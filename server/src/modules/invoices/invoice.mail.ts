// The invoices' e-mail (issue 39, item 4): the invoice as a PDF attachment, with the payment
// details and QR Platba repeated in the message; once sent, the registration is marked invoiced-and-sent.
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  inLanguage,
  type InLanguages,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../mail/mail.kinds';
import {
  type ComposedMail,
  greeting,
  type MailLinks,
  parentPageBlock,
  type Payment,
  paymentBlock,
  qrAttachment,
  type RegistrationFacts,
  render,
  what,
} from '../mail/mail.templates';
import { aboutRegistration } from '../registrations/registration.mail';
import { loadInvoiceDocument } from './invoice.document';
import { renderInvoicePdf } from './invoice.pdf';

/** An issued invoice as its e-mail carries it. */
export interface InvoiceFacts {
  number: string;
  pdf: Buffer;
}

/** The invoice, as a PDF attachment, with the payment details repeated in the message. */
export function invoiceMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  invoice: InvoiceFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  return render(
    operator,
    `Faktura ${invoice.number}: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `v příloze posíláme fakturu č. ${invoice.number} za ${what(facts)} „${facts.title}“ (${facts.childFullName}).`,
        ],
      },
      ...(payment ? [paymentBlock(payment)] : []),
      parentPageBlock(links),
    ],
    [
      { filename: `faktura-${invoice.number}.pdf`, content: invoice.pdf, contentType: 'application/pdf' },
      ...(payment ? [qrAttachment(payment)] : []),
    ],
  );
}

const TEXTS: InLanguages<{ invoice: typeof invoiceMail }> = { cs: { invoice: invoiceMail } };

/** The invoices' kind of e-mail. */
export const INVOICE_MAIL_KINDS = declareMailKinds({
  /** The invoice, as a PDF attachment. */
  invoice: {
    kind: 'invoice',
    description: 'An invoice for a registration, as a PDF attachment',
    async compose(message, context) {
      const { facts, links } = await aboutRegistration(message, context);
      const invoice = await loadInvoiceDocument(context.manager, facts.id);
      if (!invoice) throw new MailNotApplicable('Faktura nebyla vystavena.');
      const pdf = await renderInvoicePdf(invoice, context.operator);
      const payment: Payment | null = invoice.qrPng
        ? {
            iban: invoice.account,
            amount: invoice.owed ?? invoice.amount,
            variableSymbol: invoice.variableSymbol,
            qrPng: invoice.qrPng,
            dueOn: invoice.dueOn,
          }
        : null;
      return inLanguage(TEXTS, context.language).texts.invoice(
        context.operator,
        facts,
        { number: invoice.number, pdf },
        payment,
        await links(),
      );
    },
    async sent(manager, message) {
      await manager.query('UPDATE registration SET invoice_sent = true WHERE id = $1', [message.registrationId]);
    },
  },
});

export const InvoiceMailKind = mailKindNames(INVOICE_MAIL_KINDS);

type InvoiceMailKindNames = MailKindNamesOf<typeof INVOICE_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends InvoiceMailKindNames {}
}

export const INVOICE_MAIL: ModuleMailDeclaration = { kinds: INVOICE_MAIL_KINDS };
