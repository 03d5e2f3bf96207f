// The parents are told about their money through the outbox (issue 24): a receipt when a
// registration becomes paid, and how much is still due (with a QR Platba for exactly the rest) when
// a part came. Written in the transaction that settled the registration, sent after it. The
// reminders (payment.reminders.ts) are this domain's kind of e-mail too (issue 39, item 4).
import { type DepositPlan, formatDate, formatHaler, PaymentState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import { MailStatus } from '../mail/mail-message.entity';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailContext,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
} from '../mail/mail.kinds';
import type { MailOutbox } from '../mail/mail.outbox';
import {
  balanceRows,
  blockWords,
  type ComposedMail,
  detailsBlock,
  greeting,
  linksBlock,
  type MailLinks,
  type MoneyFacts,
  type Payment,
  paymentBlock,
  qrAttachment,
  type RegistrationFacts,
  quoted,
  render,
  what,
  whatIn,
} from '../mail/mail.templates';
import { qrPng, spayd } from '../mail/mail.qr-platba';
import { aboutActiveRegistration, type LoadedFacts, planOfFacts, written } from '../registrations/registration.mail';
import type { Settled } from '../registrations/registration.settle';

const PAID: readonly PaymentState[] = [PaymentState.paid, PaymentState.overpaid];

/** The e-mail a settled registration's change calls for, if any. */
export function mailFor(change: Settled): PaymentMailKindValue | null {
  if (PAID.includes(change.after)) return PAID.includes(change.before) ? null : PaymentMailKind.paymentReceived;
  if (change.after === PaymentState.partially_paid && change.receivedHaler > change.receivedBeforeHaler)
    return PaymentMailKind.paymentPartial;
  return null;
}

/** How the parents hear of a change: at once (the bank's money), held for a staff action's undo
 * window (`holdMs`), or not at all (staff chose to mark many without e-mails). */
export interface TellOptions {
  holdMs?: number;
  silent?: boolean;
}

/** The kinds a staff member's undo of a payment change takes back while they wait. */
const RECEIPT_KINDS = (): string[] => [PaymentMailKind.paymentReceived, PaymentMailKind.paymentPartial];

export class PaymentMail {
  constructor(private readonly outbox: Pick<MailOutbox, 'queueMany' | 'drop' | 'kick'>) {}

  async tell(manager: EntityManager, settled: readonly Settled[], options: TellOptions = {}): Promise<void> {
    if (options.silent) return;
    const byKind = new Map<PaymentMailKindValue, number[]>();
    for (const change of settled) {
      const kind = mailFor(change);
      if (!kind) continue;
      // Pushed, not copied: copying the list for each change took 5 s for a statement settling 40,000.
      const ids = byKind.get(kind);
      if (ids) ids.push(change.id);
      else byKind.set(kind, [change.id]);
    }
    const received = byKind.get(PaymentMailKind.paymentReceived);
    if (received) byKind.set(PaymentMailKind.paymentReceived, await this.notToldYet(manager, received));
    for (const [kind, ids] of byKind) await this.outbox.queueMany(manager, ids, kind, null, options.holdMs ?? 0);
  }

  /** Takes back the receipts about these registrations that wait in their hold (an undone "Zaplaceno"). */
  drop(manager: EntityManager, registrationIds: readonly number[]): Promise<number> {
    return this.outbox.drop(manager, registrationIds, RECEIPT_KINDS());
  }

  /** One receipt per real change of the money received: "paid", "unpaid" and "paid" again by staff
   * (or a payment unpaired and paired again) leaves the sum the last receipt (sent or on its way)
   * told the parents, and they are not told it twice. The sum then is the allocations made by the
   * time that receipt was queued and not yet reversed at it. */
  private async notToldYet(manager: EntityManager, ids: readonly number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT r.id FROM registration r
         LEFT JOIN LATERAL (SELECT m.created_at FROM mail_message m
                             WHERE m.registration_id = r.id AND m.kind = $2 AND m.status IN ($3, $4)
                             ORDER BY m.id DESC LIMIT 1) told ON true
        WHERE r.id = ANY($1::int[])
          AND (told.created_at IS NULL
               OR r.received_haler <> (SELECT coalesce(sum(a.amount_haler), 0) FROM payment_allocation a
                                        WHERE a.registration_id = r.id AND a.created_at <= told.created_at
                                          AND (a.reversed_at IS NULL OR a.reversed_at > told.created_at)))
        ORDER BY r.id`,
      [ids, PaymentMailKind.paymentReceived, MailStatus.pending, MailStatus.sent],
    );
    return rows.map((row) => row.id);
  }

  kick(): void {
    this.outbox.kick();
  }
}

/** The money has come: the registration is paid (an overpayment says so; staff decide about a refund). */
export function paymentReceivedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts & MoneyFacts,
  links: MailLinks,
): ComposedMail {
  const surplus = facts.receivedHaler - facts.dueHaler;
  return render(
    operator,
    `Platba přijata: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `děkujeme, přijali jsme vaši platbu za ${facts.childFullName} – ${what(facts)} „${facts.title}“. Přihláška je zaplacená.`,
          ...(surplus > 0
            ? [
                `Přišlo o ${formatHaler(surplus)} více, než bylo potřeba. Ozveme se vám, jak přeplatek vrátíme; můžete nám také odpovědět na tento e-mail.`,
              ]
            : []),
        ],
      },
      {
        heading: 'Platba',
        // The price, the discount and the price after it are the details block's lines.
        rows: [
          ['Přijato celkem', formatHaler(facts.receivedHaler)],
          ['Variabilní symbol', facts.variableSymbol],
        ],
      },
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    [],
  );
}

/** "Cena" or, after a discount, "Cena po slevě": what dueHaler is. */
const priceWord = (facts: RegistrationFacts) => (facts.discount ? 'Cena po slevě' : 'Cena');

/** A part has come: what is still due, with a QR Platba for exactly the rest. For a camp with a
 * deposit before the balance is due: the rest of the deposit, or, once it is paid, the balance and
 * its due date (its own e-mail with the QR code comes then). */
export function paymentPartialMail(
  operator: OperatorConfig,
  facts: RegistrationFacts & MoneyFacts & { plan?: DepositPlan | null },
  rest: Payment | null,
  links: MailLinks,
): ComposedMail {
  const received = `děkujeme, přijali jsme ${formatHaler(facts.receivedHaler)} za ${facts.childFullName} – ${what(facts)} „${facts.title}“.`;
  const deposit = rest?.plan?.stage === 'deposit' ? rest.plan : null;
  const paragraphs = !rest
    ? [
        `${received} Záloha je zaplacená.`,
        'Doplatek a jeho splatnost najdete níže; když se bude blížit, pošleme vám ho e-mailem s QR kódem.',
      ]
    : deposit
      ? [
          `${received} Záloha je ${formatHaler(deposit.depositHaler)}, zbývá tedy doplatit ${formatHaler(rest.amount * 100)}.`,
          'Zbytek zálohy pošlete prosím se stejným variabilním symbolem; QR kód níže je přesně na tuto částku.',
        ]
      : [
          `${received} ${priceWord(facts)} je ${formatHaler(facts.dueHaler)}, zbývá tedy doplatit ${formatHaler(facts.dueHaler - facts.receivedHaler)}.`,
          'Doplatek pošlete prosím se stejným variabilním symbolem; QR kód níže je přesně na zbývající částku.',
        ];
  return render(
    operator,
    `Částečná platba: ${facts.title}`,
    greeting(facts),
    [
      { paragraphs },
      ...(rest ? [paymentBlock(rest)] : []),
      ...(facts.plan && !rest ? [{ heading: 'Platba', rows: balanceRows(facts.plan) }] : []),
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    rest ? [qrAttachment(rest)] : [],
  );
}

/** The balance of a camp paid with a deposit is due (issue 47, item 3): how much, by when, and a
 * QR Platba for exactly what is still owed. */
export function balanceRequestMail(
  operator: OperatorConfig,
  facts: RegistrationFacts & MoneyFacts,
  rest: Payment,
  links: MailLinks,
): ComposedMail {
  return render(
    operator,
    `Doplatek za tábor: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `blíží se tábor „${facts.title}“ a s ním splatnost doplatku za ${facts.childFullName}: prosíme o ${formatHaler(rest.amount * 100)} do ${formatDate(rest.dueOn ?? '')} (přijali jsme zatím ${formatHaler(facts.receivedHaler)} z ${formatHaler(facts.dueHaler)}).`,
          'Doplatek pošlete prosím se stejným variabilním symbolem; QR kód níže je přesně na zbývající částku.',
        ],
      },
      paymentBlock(rest),
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    [qrAttachment(rest)],
  );
}

/** Nothing (or not all) has come some days after the place was confirmed: a reminder with what is
 * still due. `step`: the first reminder or the second, a week later. */
export function paymentReminderMail(
  operator: OperatorConfig,
  facts: RegistrationFacts & MoneyFacts,
  rest: Payment,
  links: MailLinks,
  step: 1 | 2,
): ComposedMail {
  const owing = rest.amount * 100;
  const deposit = rest.plan?.stage === 'deposit';
  return render(
    operator,
    `${step === 1 ? 'Připomínka platby' : 'Druhá připomínka platby'}: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          deposit
            ? `připomínáme zálohu ${formatHaler(owing)} za ${facts.childFullName} – ${what(facts)} „${facts.title}“; zatím jsme ji neobdrželi celou.`
            : facts.receivedHaler > 0
              ? `připomínáme doplatek ${formatHaler(owing)} za ${facts.childFullName} – ${what(facts)} „${facts.title}“ (přijali jsme zatím ${formatHaler(facts.receivedHaler)} z ${formatHaler(facts.dueHaler)}).`
              : `připomínáme platbu ${formatHaler(owing)} za ${facts.childFullName} – ${what(facts)} „${facts.title}“; zatím jsme ji neobdrželi.`,
          'Pokud jste už zaplatili, tento e-mail prosím neberte v úvahu: platba se k nám může ještě dostávat.',
        ],
      },
      paymentBlock(rest),
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    [qrAttachment(rest)],
  );
}

/** The payments' e-mails in English and Ukrainian (issue 49): the same blocks as the Czech ones. */
function paymentMailsIn(language: 'en' | 'uk') {
  const english = language === 'en';
  const money = (haler: number) => formatHaler(haler, language);
  const about = (facts: RegistrationFacts) =>
    english
      ? `${facts.childFullName} – the ${whatIn(facts)} ${quoted(facts.title, language)}`
      : `${facts.childFullName} – ${whatIn(facts)} ${quoted(facts.title, language)}`;
  const sameSymbol = english
    ? 'Please send the rest with the same variable symbol; the QR code below is for exactly the remaining amount.'
    : 'Доплату надішліть, будь ласка, з тим самим варіабельним символом; QR-код нижче – саме на суму, що залишилася.';
  const paymentWord = english ? 'Payment' : 'Оплата';
  return {
    paymentReceived(operator: OperatorConfig, facts: RegistrationFacts & MoneyFacts, links: MailLinks): ComposedMail {
      const surplus = facts.receivedHaler - facts.dueHaler;
      return render(
        operator,
        english ? `Payment received: ${facts.title}` : `Оплату отримано: ${facts.title}`,
        greeting(facts),
        [
          {
            paragraphs: [
              english
                ? `thank you, we have received your payment for ${about(facts)}. The registration is paid.`
                : `дякуємо, ми отримали вашу оплату за ${about(facts)}. Реєстрацію оплачено.`,
              ...(surplus > 0
                ? [
                    english
                      ? `We received ${money(surplus)} more than needed. We will let you know how we return the overpayment; you can also reply to this e-mail.`
                      : `Надійшло на ${money(surplus)} більше, ніж потрібно. Ми повідомимо вам, як повернемо переплату; ви також можете відповісти на цей лист.`,
                  ]
                : []),
            ],
          },
          {
            heading: paymentWord,
            rows: [
              [english ? 'Received in total' : 'Отримано загалом', money(facts.receivedHaler)],
              [blockWords(language).variableSymbol, facts.variableSymbol],
            ],
          },
          detailsBlock(facts),
          linksBlock(facts, links),
        ],
        [],
        language,
      );
    },
    paymentPartial(
      operator: OperatorConfig,
      facts: RegistrationFacts & MoneyFacts & { plan?: DepositPlan | null },
      rest: Payment | null,
      links: MailLinks,
    ): ComposedMail {
      const received = english
        ? `thank you, we have received ${money(facts.receivedHaler)} for ${about(facts)}.`
        : `дякуємо, ми отримали ${money(facts.receivedHaler)} за ${about(facts)}.`;
      const deposit = rest?.plan?.stage === 'deposit' ? rest.plan : null;
      const price = facts.discount ? blockWords(language).discounted : blockWords(language).price;
      const paragraphs = !rest
        ? english
          ? [
              `${received} The deposit is paid.`,
              'You will find the balance and its due date below; as it approaches, we will e-mail it to you with a QR code.',
            ]
          : [
              `${received} Завдаток сплачено.`,
              'Доплату та її строк ви знайдете нижче; коли він наближатиметься, ми надішлемо її вам листом із QR-кодом.',
            ]
        : deposit
          ? english
            ? [
                `${received} The deposit is ${money(deposit.depositHaler)}, so ${money(rest.amount * 100)} is still to be paid.`,
                'Please send the rest of the deposit with the same variable symbol; the QR code below is for exactly this amount.',
              ]
            : [
                `${received} Завдаток становить ${money(deposit.depositHaler)}, тож залишилося доплатити ${money(rest.amount * 100)}.`,
                'Решту завдатку надішліть, будь ласка, з тим самим варіабельним символом; QR-код нижче – саме на цю суму.',
              ]
          : [
              english
                ? `${received} The ${price.toLowerCase()} is ${money(facts.dueHaler)}, so ${money(facts.dueHaler - facts.receivedHaler)} is still to be paid.`
                : `${received} ${price} становить ${money(facts.dueHaler)}, тож залишилося доплатити ${money(facts.dueHaler - facts.receivedHaler)}.`,
              sameSymbol,
            ];
      return render(
        operator,
        english ? `Part payment: ${facts.title}` : `Часткова оплата: ${facts.title}`,
        greeting(facts),
        [
          { paragraphs },
          ...(rest ? [paymentBlock(rest, language)] : []),
          ...(facts.plan && !rest ? [{ heading: paymentWord, rows: balanceRows(facts.plan, language) }] : []),
          detailsBlock(facts),
          linksBlock(facts, links),
        ],
        rest ? [qrAttachment(rest)] : [],
        language,
      );
    },
    balanceRequest(
      operator: OperatorConfig,
      facts: RegistrationFacts & MoneyFacts,
      rest: Payment,
      links: MailLinks,
    ): ComposedMail {
      const title = quoted(facts.title, language);
      const by = formatDate(rest.dueOn ?? '', language);
      return render(
        operator,
        english ? `Camp balance: ${facts.title}` : `Доплата за табір: ${facts.title}`,
        greeting(facts),
        [
          {
            paragraphs: [
              english
                ? `the camp ${title} is coming up, and with it the balance for ${facts.childFullName}: please pay ${money(rest.amount * 100)} by ${by} (so far we have received ${money(facts.receivedHaler)} of ${money(facts.dueHaler)}).`
                : `наближається табір ${title}, а з ним і строк доплати за ${facts.childFullName}: просимо сплатити ${money(rest.amount * 100)} до ${by} (поки що ми отримали ${money(facts.receivedHaler)} з ${money(facts.dueHaler)}).`,
              sameSymbol,
            ],
          },
          paymentBlock(rest, language),
          detailsBlock(facts),
          linksBlock(facts, links),
        ],
        [qrAttachment(rest)],
        language,
      );
    },
    paymentReminder(
      operator: OperatorConfig,
      facts: RegistrationFacts & MoneyFacts,
      rest: Payment,
      links: MailLinks,
      step: 1 | 2,
    ): ComposedMail {
      const owing = money(rest.amount * 100);
      const deposit = rest.plan?.stage === 'deposit';
      const subject = english
        ? step === 1
          ? 'Payment reminder'
          : 'Second payment reminder'
        : step === 1
          ? 'Нагадування про оплату'
          : 'Друге нагадування про оплату';
      const lead = english
        ? deposit
          ? `this is a reminder of the deposit of ${owing} for ${about(facts)}; we have not yet received all of it.`
          : facts.receivedHaler > 0
            ? `this is a reminder of the remaining ${owing} for ${about(facts)} (so far we have received ${money(facts.receivedHaler)} of ${money(facts.dueHaler)}).`
            : `this is a reminder of the payment of ${owing} for ${about(facts)}; we have not received it yet.`
        : deposit
          ? `нагадуємо про завдаток ${owing} за ${about(facts)}; поки що ми не отримали його повністю.`
          : facts.receivedHaler > 0
            ? `нагадуємо про доплату ${owing} за ${about(facts)} (поки що ми отримали ${money(facts.receivedHaler)} з ${money(facts.dueHaler)}).`
            : `нагадуємо про оплату ${owing} за ${about(facts)}; поки що ми її не отримали.`;
      return render(
        operator,
        `${subject}: ${facts.title}`,
        greeting(facts),
        [
          {
            paragraphs: [
              lead,
              english
                ? 'If you have already paid, please disregard this e-mail: the payment may still be on its way to us.'
                : 'Якщо ви вже сплатили, не зважайте, будь ласка, на цей лист: оплата може ще бути в дорозі.',
            ],
          },
          paymentBlock(rest, language),
          detailsBlock(facts),
          linksBlock(facts, links),
        ],
        [qrAttachment(rest)],
        language,
      );
    },
  };
}

const TEXTS: InLanguages<{
  paymentReceived: typeof paymentReceivedMail;
  paymentPartial: typeof paymentPartialMail;
  paymentReminder: typeof paymentReminderMail;
  balanceRequest: typeof balanceRequestMail;
}> = {
  cs: {
    paymentReceived: paymentReceivedMail,
    paymentPartial: paymentPartialMail,
    paymentReminder: paymentReminderMail,
    balanceRequest: balanceRequestMail,
  },
  en: paymentMailsIn('en'),
  uk: paymentMailsIn('uk'),
};

/** The payment details for what is still owed for the current stage (a camp's deposit, or all of
 * it), with a QR Platba for exactly that; null when nothing is owed now. */
async function rest(operator: OperatorConfig, facts: LoadedFacts, today: string): Promise<Payment | null> {
  const plan = planOfFacts(facts, today);
  const owing = plan ? plan.owingNowHaler : facts.dueHaler - facts.receivedHaler;
  if (owing <= 0) return null;
  const details = {
    iban: operator.iban,
    amount: owing / 100,
    variableSymbol: facts.variableSymbol,
    message: `${facts.title} - ${facts.childFullName}`,
  };
  // The balance's due date once it is due (past it, a reminder says how overdue it is).
  const dueOn = plan?.stage === 'balance' ? plan.balanceDueOn : undefined;
  return { ...details, qrPng: await qrPng(spayd(details)), plan, dueOn };
}

/** Reminders sent before this one and this (1 or 2), counted afresh from the balance's request. */
async function reminderStep({ manager }: MailContext, registrationId: number): Promise<1 | 2> {
  const [row]: { sent: number }[] = await manager.query(
    `SELECT count(*)::int AS sent FROM mail_message
      WHERE registration_id = $1 AND kind = $2 AND status = 'sent'
        AND created_at >= coalesce((SELECT max(b.created_at) FROM mail_message b WHERE b.registration_id = $1 AND b.kind = $3),
                                   '-infinity'::timestamptz)`,
    [registrationId, PaymentMailKind.paymentReminder, PaymentMailKind.balanceRequest],
  );
  return (row?.sent ?? 0) >= 1 ? 2 : 1;
}

/** The payments' kinds of e-mail, each only while the state it speaks of holds at delivery. */
export const PAYMENT_MAIL_KINDS = declareMailKinds({
  /** The payment arrived: the registration is paid (or overpaid). */
  paymentReceived: {
    kind: 'payment_received',
    description: 'The payment arrived: the registration is paid (or overpaid)',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      if (facts.paymentState !== PaymentState.paid && facts.paymentState !== PaymentState.overpaid)
        throw new MailNotApplicable('Přihláška už není zaplacená.');
      return write.paymentReceived(context.operator, facts, await links());
    },
  },
  /** A part arrived: how much is still due, with a QR Platba for exactly the rest. */
  paymentPartial: {
    kind: 'payment_partial',
    description: 'A part arrived: how much is still due, with a QR Platba for exactly the rest',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      if (facts.paymentState !== PaymentState.partially_paid)
        throw new MailNotApplicable('Přihláška už není zaplacená jen zčásti.');
      return write.paymentPartial(
        context.operator,
        { ...facts, plan: planOfFacts(facts, message.queuedOn) },
        await rest(context.operator, facts, message.queuedOn),
        await links(),
      );
    },
  },
  /** Nothing (or not all) has come some days after registering: a reminder (payment.reminders.ts). */
  paymentReminder: {
    kind: 'payment_reminder',
    description: 'Nothing (or not all) has come some days after registering: a reminder',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const owing = facts.replacement ? null : await rest(context.operator, facts, message.queuedOn);
      if (!owing) throw new MailNotApplicable('Za přihlášku už nic nezbývá zaplatit.');
      const step = await reminderStep(context, facts.id);
      return write.paymentReminder(context.operator, facts, owing, await links(), step);
    },
  },
  /** A camp paid with a deposit: the balance is due (payment.balance.ts), with its QR Platba. */
  balanceRequest: {
    kind: 'balance_request',
    description: 'A camp paid with a deposit: the balance is due, with a QR Platba for what is still owed',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const owing = facts.replacement ? null : await rest(context.operator, facts, message.queuedOn);
      if (!owing?.plan || owing.plan.stage !== 'balance')
        throw new MailNotApplicable('Doplatek už není potřeba nebo ještě není splatný.');
      return write.balanceRequest(context.operator, facts, owing, await links());
    },
  },
});

export const PaymentMailKind = mailKindNames(PAYMENT_MAIL_KINDS);
type PaymentMailKindValue = (typeof PaymentMailKind)[keyof typeof PaymentMailKind];

type PaymentMailKindNames = MailKindNamesOf<typeof PAYMENT_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends PaymentMailKindNames {}
}

export const PAYMENT_MAIL: ModuleMailDeclaration = { kinds: PAYMENT_MAIL_KINDS };
