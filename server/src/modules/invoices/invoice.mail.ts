// The invoices' e-mail (issue 39, item 4): the invoice as a PDF attachment, with the payment
// details and QR Platba repeated in the message; once sent, the registration is marked invoiced-and-sent.
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
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
  quoted,
  type RegistrationFacts,
  render,
  what,
  whatIn,
} from '../mail/mail.templates';
import { aboutRegistration, written } from '../registrations/registration.mail';
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

/** The invoice's e-mail in English and Ukrainian (issue 49). The invoice itself is a Czech tax
 * document (its accounting and the operator's books are Czech), so the PDF stays Czech and the
 * message says so. */
function invoiceMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (
    operator: OperatorConfig,
    facts: RegistrationFacts,
    invoice: InvoiceFacts,
    payment: Payment | null,
    links: MailLinks,
  ): ComposedMail => {
    const title = quoted(facts.title, language);
    return render(
      operator,
      english ? `Invoice ${invoice.number}: ${facts.title}` : `Рахунок-фактура ${invoice.number}: ${facts.title}`,
      greeting(facts),
      [
        {
          paragraphs: english
            ? [
                `please find attached invoice no. ${invoice.number} for the ${whatIn(facts)} ${title} (${facts.childFullName}).`,
                'The invoice is a Czech tax document, so it is written in Czech.',
              ]
            : [
                `у вкладенні надсилаємо рахунок-фактуру № ${invoice.number} за ${whatIn(facts)} ${title} (${facts.childFullName}).`,
                'Рахунок-фактура – чеський податковий документ, тому він складений чеською мовою.',
              ],
        },
        ...(payment ? [paymentBlock(payment, language)] : []),
        parentPageBlock(links, language),
      ],
      [
        { filename: `faktura-${invoice.number}.pdf`, content: invoice.pdf, contentType: 'application/pdf' },
        ...(payment ? [qrAttachment(payment)] : []),
      ],
      language,
    );
  };
}

const TEXTS: InLanguages<{ invoice: typeof invoiceMail }> = {
  cs: { invoice: invoiceMail },
  en: { invoice: invoiceMailIn('en') },
  uk: { invoice: invoiceMailIn('uk') },
};

/** The invoices' kind of e-mail. */
export const INVOICE_MAIL_KINDS = declareMailKinds({
  /** The invoice, as a PDF attachment. */
  invoice: {
    kind: 'invoice',
    description: 'An invoice for a registration, as a PDF attachment',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutRegistration(message, context));
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
      return write.invoice(context.operator, facts, { number: invoice.number, pdf }, payment, await links());
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
