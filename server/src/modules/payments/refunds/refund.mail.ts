// The parent hears of a refund (issue 46): how much, why, and where it goes (the card, or their
// account by a transfer). A kind of the payments domain, about the refund (referenceId) of the
// registration the payment paid; also for a cancelled registration, as a refund follows a cancel.
import { formatHaler, RefundMethod, RefundState } from '@kurzy/common';
import type { OperatorConfig } from '../../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../../mail/mail.kinds';
import {
  blockWords,
  type ComposedMail,
  detailsBlock,
  greeting,
  linksBlock,
  type MailLinks,
  quoted,
  type RegistrationFacts,
  render,
  what,
  whatIn,
} from '../../mail/mail.templates';
import { aboutRegistration, written } from '../../registrations/registration.mail';

export interface RefundFacts {
  amountHaler: number;
  method: RefundMethod;
  reason: string;
  account: string | null;
}

export function paymentRefundedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  refund: RefundFacts,
  links: MailLinks,
): ComposedMail {
  const amount = formatHaler(refund.amountHaler);
  const where =
    refund.method === RefundMethod.card
      ? `Vrátili jsme ${amount} na platební kartu, kterou jste platili; na účtu se peníze obvykle objeví do několika pracovních dnů.`
      : `Posíláme ${amount} převodem na váš účet ${refund.account ?? ''}; na účtu je budete mít obvykle do několika pracovních dnů.`;
  return render(
    operator,
    `Vrácení platby: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `vracíme vám peníze za ${facts.childFullName} – ${what(facts)} „${facts.title}“. ${where}`,
          'Pokud vám něco nesedí, odpovězte nám prosím na tento e-mail.',
        ],
      },
      {
        heading: 'Vrácení',
        rows: [
          ['Vracíme', amount],
          ['Důvod', refund.reason],
          ['Variabilní symbol', facts.variableSymbol],
        ],
      },
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    [],
  );
}

/** The refund in English and Ukrainian (issue 49): the same blocks as the Czech one; the reason
 * stays as staff wrote it. */
function paymentRefundedMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (operator: OperatorConfig, facts: RegistrationFacts, refund: RefundFacts, links: MailLinks): ComposedMail => {
    const amount = formatHaler(refund.amountHaler, language);
    const about = `${facts.childFullName} – ${english ? 'the ' : ''}${whatIn(facts)} ${quoted(facts.title, language)}`;
    const card = refund.method === RefundMethod.card;
    const where = english
      ? card
        ? `We have returned ${amount} to the payment card you paid with; the money usually appears in your account within a few working days.`
        : `We are sending ${amount} by bank transfer to your account ${refund.account ?? ''}; you will usually have it within a few working days.`
      : card
        ? `Ми повернули ${amount} на платіжну картку, якою ви платили; зазвичай гроші з’являються на рахунку протягом кількох робочих днів.`
        : `Надсилаємо ${amount} банківським переказом на ваш рахунок ${refund.account ?? ''}; зазвичай вони надходять протягом кількох робочих днів.`;
    return render(
      operator,
      english ? `Payment refunded: ${facts.title}` : `Повернення оплати: ${facts.title}`,
      greeting(facts),
      [
        {
          paragraphs: english
            ? [
                `we are returning money to you for ${about}. ${where}`,
                'If anything does not look right, please reply to this e-mail.',
              ]
            : [
                `повертаємо вам гроші за ${about}. ${where}`,
                'Якщо щось не так, будь ласка, дайте відповідь на цей лист.',
              ],
        },
        {
          heading: english ? 'Refund' : 'Повернення',
          rows: [
            [english ? 'We return' : 'Повертаємо', amount],
            [english ? 'Reason' : 'Причина', refund.reason],
            [blockWords(language).variableSymbol, facts.variableSymbol],
          ],
        },
        detailsBlock(facts),
        linksBlock(facts, links),
      ],
      [],
      language,
    );
  };
}

const TEXTS: InLanguages<{ paymentRefunded: typeof paymentRefundedMail }> = {
  cs: { paymentRefunded: paymentRefundedMail },
  en: { paymentRefunded: paymentRefundedMailIn('en') },
  uk: { paymentRefunded: paymentRefundedMailIn('uk') },
};

export const REFUND_MAIL_KINDS = declareMailKinds({
  /** Money given back: by the card gateway, or to be sent to the parent's account. */
  paymentRefunded: {
    kind: 'payment_refunded',
    description: 'Money given back: how much, why, and to the card or the family’s account',
    async compose(message, context) {
      const [refund]: (Omit<RefundFacts, 'amountHaler'> & { amountHaler: string; state: RefundState })[] =
        message.referenceId === null
          ? []
          : await context.manager.query(
              `SELECT amount_haler AS "amountHaler", method, reason, account, state FROM refund WHERE id = $1`,
              [message.referenceId],
            );
      if (!refund || refund.state === RefundState.failed || refund.state === RefundState.pending)
        throw new MailNotApplicable('Vrácení neproběhlo.');
      const { write, facts, links } = await written(TEXTS, await aboutRegistration(message, context));
      return write.paymentRefunded(
        context.operator,
        facts,
        { ...refund, amountHaler: Number(refund.amountHaler) },
        await links(),
      );
    },
  },
});

export const RefundMailKind = mailKindNames(REFUND_MAIL_KINDS);

type RefundMailKindNames = MailKindNamesOf<typeof REFUND_MAIL_KINDS>;
declare module '../../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends RefundMailKindNames {}
}

export const REFUND_MAIL: ModuleMailDeclaration = { kinds: REFUND_MAIL_KINDS };
