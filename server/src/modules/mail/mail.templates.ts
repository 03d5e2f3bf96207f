// The common layout of the e-mails, the toolkit every domain writes its kinds of message with
// (<domain>.mail.ts): the greeting, blocks of text, rows and links, payment details with QR Platba,
// the links to the family's page, the footer with the operator's details, as plain text and HTML.
// Pure functions of the facts: whatever a parent typed is escaped before it goes into HTML. Of what
// a visitor typed only the names (letters, spaces and `-'.`, common/src/validation/names.ts) ever
// reach a message; the note never does, as the public form would otherwise relay any text to any
// address, signed by the operator (issue 21).
import {
  type DepositPlan,
  formatDate,
  formatHaler,
  formatPrice,
  formatTimeRange,
  LOCALE_TAGS,
  RegistrationType,
} from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import { escapeHtml } from '../../core/html';
import type { ComposedMail, MailLanguage } from './mail.kinds';
import { czechAccountNumber, formatIban } from './mail.qr-platba';

/** A registration as an e-mail speaks of it. */
export interface RegistrationFacts {
  id: number;
  email: string;
  parentName: string;
  childFullName: string;
  type: RegistrationType;
  replacement: boolean;
  cancelled: boolean;
  variableSymbol: string;
  /** Course or camp title. */
  title: string;
  /** In Kč. */
  price: number;
  /** What was taken off the price (issue 47), its own line wherever the price shows. */
  discount?: { amountHaler: number; name: string } | null;
  when: string;
  where: string | null;
  /** The course (through the slot) or camp, for the link to its page. */
  courseId: number | null;
  campId: number | null;
  /** The first lesson (on or after the day the message was queued) or the camp's first day (ISO);
   * null when unknown or when the course has ended. */
  firstDay?: string | null;
  /** The language the message is written in (the registration's, or Czech where a kind is not yet
   * translated): the blocks' labels, dates and money follow it. Czech when not given. */
  language?: MailLanguage;
}

/** What was due and what has come, in haléře (payments/). */
export interface MoneyFacts {
  dueHaler: number;
  receivedHaler: number;
}

/** Links of a message to the site (PUBLIC_URL-based). */
export interface MailLinks {
  /** The course's or camp's page. */
  offering: string;
  /** The terms and conditions: cancellation and refunds. */
  conditions: string;
  /** The parent's own page with all their registrations (a fresh personal link, parents/). */
  parentPage: string;
  /** The registration's lessons or camp days as iCalendar, by the same personal link. */
  calendar: string;
}

export const PARENT_PAGE_LABEL = 'Moje přihlášky – stav, platby a pořadí náhradníků';
const CALENDAR_LABEL = 'Přidat do kalendáře';

/** The blocks' own words in each language (Czech: the spec's). */
const BLOCK_WORDS: Readonly<
  Record<
    MailLanguage,
    {
      parentPage: string;
      calendar: string;
      course: string;
      camp: string;
      coursePage: string;
      campPage: string;
      conditions: string;
      links: string;
      what: string;
      child: string;
      when: string;
      firstLesson: string;
      firstCampDay: string;
      where: string;
      price: string;
      discounted: string;
      transfer: string;
      depositTransfer: string;
      deposit: string;
      balance: string;
      balanceDue: (amount: string, date: string) => string;
      account: string;
      amount: string;
      variableSymbol: string;
      due: string;
      greeting: (name: string) => string;
      weekly: readonly string[];
      from: string;
      to: string;
    }
  >
> = {
  cs: {
    parentPage: PARENT_PAGE_LABEL,
    calendar: CALENDAR_LABEL,
    course: 'Kroužek',
    camp: 'Tábor',
    coursePage: 'Stránka kroužku',
    campPage: 'Stránka tábora',
    conditions: 'Podmínky odhlášení a vrácení peněz (storno podmínky)',
    links: 'Odkazy',
    what: 'Co',
    child: 'Dítě',
    when: 'Kdy',
    firstLesson: 'První lekce',
    firstCampDay: 'První den tábora',
    where: 'Kde',
    price: 'Cena',
    discounted: 'Cena po slevě',
    transfer: 'Platba převodem',
    depositTransfer: 'Záloha převodem',
    deposit: 'Záloha',
    balance: 'Doplatek',
    balanceDue: (amount, date) => `${amount}, splatný do ${date}`,
    account: 'Číslo účtu',
    amount: 'Částka',
    variableSymbol: 'Variabilní symbol',
    due: 'Splatnost',
    greeting: (name) => `Dobrý den, ${name},`,
    weekly: [
      '',
      'každé pondělí',
      'každé úterý',
      'každou středu',
      'každý čtvrtek',
      'každý pátek',
      'každou sobotu',
      'každou neděli',
    ],
    from: 'od',
    to: 'do',
  },
  en: {
    parentPage: 'My registrations – status, payments and waiting-list order',
    calendar: 'Add to calendar',
    course: 'Course',
    camp: 'Camp',
    coursePage: 'Course page',
    campPage: 'Camp page',
    conditions: 'Cancellation and refund terms',
    links: 'Links',
    what: 'What',
    child: 'Child',
    when: 'When',
    firstLesson: 'First lesson',
    firstCampDay: 'First day of the camp',
    where: 'Where',
    price: 'Price',
    discounted: 'Price after discount',
    transfer: 'Payment by bank transfer',
    depositTransfer: 'Deposit by bank transfer',
    deposit: 'Deposit',
    balance: 'Balance',
    balanceDue: (amount, date) => `${amount}, due by ${date}`,
    account: 'Account number',
    amount: 'Amount',
    variableSymbol: 'Variable symbol (payment reference)',
    due: 'Due date',
    greeting: (name) => `Dear ${name},`,
    weekly: [
      '',
      'every Monday',
      'every Tuesday',
      'every Wednesday',
      'every Thursday',
      'every Friday',
      'every Saturday',
      'every Sunday',
    ],
    from: 'from',
    to: 'to',
  },
  uk: {
    parentPage: 'Мої реєстрації – стан, оплати та черга резерву',
    calendar: 'Додати до календаря',
    course: 'Гурток',
    camp: 'Табір',
    coursePage: 'Сторінка гуртка',
    campPage: 'Сторінка табору',
    conditions: 'Умови скасування та повернення коштів',
    links: 'Посилання',
    what: 'Що',
    child: 'Дитина',
    when: 'Коли',
    firstLesson: 'Перше заняття',
    firstCampDay: 'Перший день табору',
    where: 'Де',
    price: 'Ціна',
    discounted: 'Ціна зі знижкою',
    transfer: 'Оплата банківським переказом',
    depositTransfer: 'Завдаток банківським переказом',
    deposit: 'Завдаток',
    balance: 'Доплата',
    balanceDue: (amount, date) => `${amount}, сплатити до ${date}`,
    account: 'Номер рахунку',
    amount: 'Сума',
    variableSymbol: 'Варіабельний символ (призначення платежу)',
    due: 'Сплатити до',
    greeting: (name) => `Добрий день, ${name}!`,
    weekly: ['', 'щопонеділка', 'щовівторка', 'щосереди', 'щочетверга', 'щоп’ятниці', 'щосуботи', 'щонеділі'],
    from: 'з',
    to: 'до',
  },
};

/** The blocks' words in a language (labels of rows and links a kind adds to its own blocks). */
export const blockWords = (language: MailLanguage = 'cs') => BLOCK_WORDS[language];

/** A title in the language's quotation marks: „…“, “…”, «…». */
export function quoted(title: string, language: MailLanguage = 'cs'): string {
  return language === 'en' ? `“${title}”` : language === 'uk' ? `«${title}»` : `„${title}“`;
}

/** "kroužek"/"tábor" in a message's language: course/camp, гурток/табір. */
export function whatIn(facts: RegistrationFacts): string {
  const camp = facts.type === RegistrationType.camp;
  const language = facts.language ?? 'cs';
  if (language === 'en') return camp ? 'camp' : 'course';
  if (language === 'uk') return camp ? 'табір' : 'гурток';
  return camp ? 'tábor' : 'kroužek';
}

/** The link to the parent's own page, as the messages without other links carry it. */
export const parentPageBlock = (links: MailLinks, language: MailLanguage = 'cs'): Block => ({
  links: [[BLOCK_WORDS[language].parentPage, links.parentPage]],
});

export interface Payment {
  iban: string;
  amount: number;
  variableSymbol: string;
  /** The QR Platba image, attached inline. */
  qrPng: Buffer;
  /** Due date (ISO), when there is one. */
  dueOn?: string;
  /** A camp with a deposit (issue 47): in its deposit stage the block asks for the deposit and
   * names the balance with its due date. */
  plan?: DepositPlan | null;
}

export type { ComposedMail };

export const QR_CID = 'qr-platba@kurzy';

/** Control characters (line breaks among them), Unicode line and paragraph separators and
 * bidirectional overrides: none may reach an e-mail from a value, where a line break would start
 * a line, or a header, of the sender's choosing. Each run becomes one space. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** A value as it may go into an e-mail: every text of a message passes here once, in render(),
 * before the templates add their own line breaks. */
export function mailText(text: string): string {
  return text.replace(CONTROL, ' ');
}

export { escapeHtml };

/** 'každé pondělí 16:00–16:45, od 01.09.2026 do 30.06.2027' */
export function courseWhen(
  dayOfWeek: number,
  from: string,
  to: string,
  start: string | null,
  end: string | null,
  language: MailLanguage = 'cs',
): string {
  const words = BLOCK_WORDS[language];
  const period = [
    start ? `${words.from} ${formatDate(start, language)}` : '',
    end ? `${words.to} ${formatDate(end, language)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${words.weekly[dayOfWeek] ?? ''} ${formatTimeRange(from, to)}${period ? `, ${period}` : ''}`.trim();
}

/** A moment in Prague time as a language writes a date and time: "6 Jul 2027, 18:00", "06.07.2027, 18:00". */
export function momentIn(moment: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    timeZone: 'Europe/Prague',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(moment);
}

export const what = (facts: RegistrationFacts) => (facts.type === RegistrationType.camp ? 'tábor' : 'kroužek');

/** A text block: a heading and label/value rows, rendered both ways. */
export interface Block {
  heading?: string;
  paragraphs?: string[];
  rows?: [string, string][];
  /** Label and address: a link in HTML, `label: address` in the text. */
  links?: [string, string][];
  qr?: boolean;
}

/** The layout's own words, in each language a message can be written in. */
const LAYOUT: Readonly<Record<MailLanguage, { qrText: string; qrHtml: string; closing: string; companyId: string }>> = {
  cs: {
    qrText: 'Zaplatit můžete i naskenováním QR kódu v příloze v aplikaci své banky (QR Platba).',
    qrHtml: 'Zaplatit můžete i naskenováním QR kódu v aplikaci své banky:',
    closing: 'S pozdravem',
    companyId: 'IČO',
  },
  en: {
    qrText: 'You can also pay by scanning the attached QR code in your banking app (QR Platba).',
    qrHtml: 'You can also pay by scanning the QR code in your banking app:',
    closing: 'Kind regards',
    companyId: 'Company ID (IČO)',
  },
  uk: {
    qrText: 'Також можна оплатити, відсканувавши QR-код із вкладення в застосунку свого банку (QR Platba).',
    qrHtml: 'Також можна оплатити, відсканувавши QR-код у застосунку свого банку:',
    closing: 'З повагою',
    companyId: 'ІČO (ідентифікаційний номер)',
  },
};

/** A whole message: the greeting, the blocks, and the closing with the operator's details. */
export function render(
  operator: OperatorConfig,
  rawSubject: string,
  rawGreeting: string,
  rawBlocks: Block[],
  attachments: ComposedMail['attachments'],
  language: MailLanguage = 'cs',
): ComposedMail {
  const words = LAYOUT[language];
  const subject = mailText(rawSubject);
  const greeting = mailText(rawGreeting);
  const blocks = rawBlocks.map((block) => ({
    ...block,
    heading: block.heading === undefined ? undefined : mailText(block.heading),
    paragraphs: block.paragraphs?.map(mailText),
    rows: block.rows?.map(([label, value]): [string, string] => [mailText(label), mailText(value)]),
    links: block.links?.map(([label, url]): [string, string] => [mailText(label), mailText(url)]),
  }));
  const signature = [
    `${operator.name}`,
    `${operator.phone} · ${operator.email}`,
    `${operator.company}, ${words.companyId} ${operator.companyId}, ${operator.address}`,
  ].map(mailText);
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => [
      ...(block.heading ? [block.heading.toUpperCase()] : []),
      ...(block.paragraphs ?? []),
      ...(block.rows ?? []).map(([label, value]) => `${label}: ${value}`),
      ...(block.links ?? []).map(([label, url]) => `${label}: ${url}`),
      ...(block.qr ? [words.qrText] : []),
      '',
    ]),
    words.closing,
    ...signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p>${e(greeting)}</p>
${blocks
  .map(
    (block) => `${block.heading ? `<h2 style="font-size:18px;margin:24px 0 8px">${e(block.heading)}</h2>` : ''}
${(block.paragraphs ?? []).map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${
  block.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#555">${e(label)}</td><td style="padding:2px 0"><strong>${e(value)}</strong></td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${(block.links ?? []).map(([label, url]) => `<p><a href="${e(url)}" style="color:#106ba3">${e(label)}</a></p>`).join('\n')}
${
  block.qr
    ? `<p>${words.qrHtml}</p>
<p><img src="cid:${QR_CID}" alt="QR Platba" width="200" height="200" style="display:block"></p>`
    : ''
}`,
  )
  .join('\n')}
<p style="margin-top:32px">${e(words.closing)}<br>${signature.map(e).join('<br>')}</p>
</div>
</body></html>
`;
  return { subject, text, html, attachments };
}

export function paymentBlock(payment: Payment, language: MailLanguage = 'cs'): Block {
  const local = czechAccountNumber(payment.iban);
  const words = BLOCK_WORDS[language];
  const deposit = payment.plan?.stage === 'deposit' ? payment.plan : null;
  return {
    heading: deposit ? words.depositTransfer : words.transfer,
    rows: [
      [words.account, local ?? formatIban(payment.iban)],
      ...(local ? ([['IBAN', formatIban(payment.iban)]] as [string, string][]) : []),
      [words.amount, formatPrice(payment.amount, language)],
      [words.variableSymbol, payment.variableSymbol],
      ...(payment.dueOn ? ([[words.due, formatDate(payment.dueOn, language)]] as [string, string][]) : []),
      ...(deposit ? balanceRows(deposit, language) : []),
    ],
    qr: true,
  };
}

/** The deposit and the balance still owed with its due date, as their own lines. */
export function balanceRows(plan: DepositPlan, language: MailLanguage = 'cs'): [string, string][] {
  const words = BLOCK_WORDS[language];
  return [
    [words.deposit, formatHaler(plan.depositHaler, language)],
    [
      words.balance,
      words.balanceDue(formatHaler(plan.balanceOwingHaler, language), formatDate(plan.balanceDueOn, language)),
    ],
  ];
}

export const qrAttachment = (payment: Payment) => ({
  filename: 'qr-platba.png',
  content: payment.qrPng,
  contentType: 'image/png',
  cid: QR_CID,
});

export function detailsBlock(facts: RegistrationFacts): Block {
  const language = facts.language ?? 'cs';
  const words = BLOCK_WORDS[language];
  const camp = facts.type === RegistrationType.camp;
  return {
    heading: camp ? words.camp : words.course,
    rows: [
      [words.what, facts.title],
      [words.child, facts.childFullName],
      [words.when, facts.when],
      ...(facts.firstDay
        ? ([[camp ? words.firstCampDay : words.firstLesson, formatDate(facts.firstDay, language)]] as [
            string,
            string,
          ][])
        : []),
      ...(facts.where ? ([[words.where, facts.where]] as [string, string][]) : []),
      [words.price, formatPrice(facts.price, language)],
      ...discountRows(facts, language),
    ],
  };
}

/** The discount's own line (its name as staff wrote it) and the price after it; none without a discount. */
export function discountRows(
  facts: Pick<RegistrationFacts, 'price' | 'discount'>,
  language: MailLanguage = 'cs',
): [string, string][] {
  if (!facts.discount) return [];
  return [
    [facts.discount.name, `−${formatHaler(facts.discount.amountHaler, language)}`],
    [BLOCK_WORDS[language].discounted, formatHaler(facts.price * 100 - facts.discount.amountHaler, language)],
  ];
}

export const greeting = (facts: RegistrationFacts) => BLOCK_WORDS[facts.language ?? 'cs'].greeting(facts.parentName);

/** The course's or camp's page and the cancellation terms; with `calendar`, the place's calendar. */
export function linksBlock(facts: RegistrationFacts, links: MailLinks, calendar = false): Block {
  const words = BLOCK_WORDS[facts.language ?? 'cs'];
  return {
    heading: words.links,
    links: [
      [facts.type === RegistrationType.camp ? words.campPage : words.coursePage, links.offering],
      [words.conditions, links.conditions],
      [words.parentPage, links.parentPage],
      ...(calendar ? ([[words.calendar, links.calendar]] as [string, string][]) : []),
    ],
  };
}

/** A message about a place the child has: the lead, the details, what to pay (with its QR code and
 * due date) unless the place is free, the links and a closing line. */
export function placeMail(
  operator: OperatorConfig,
  subject: string,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
  lead: string,
  closing: string,
): ComposedMail {
  const language = facts.language ?? 'cs';
  return render(
    operator,
    subject,
    greeting(facts),
    [
      { paragraphs: [lead] },
      detailsBlock(facts),
      ...(payment ? [paymentBlock(payment, language)] : []),
      linksBlock(facts, links, true),
      { paragraphs: [closing] },
    ],
    payment ? [qrAttachment(payment)] : [],
    language,
  );
}
