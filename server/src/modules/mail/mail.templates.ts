// The e-mails to parents, in Czech, as plain text and HTML. Pure functions of the facts: whatever
// a parent typed is escaped before it goes into HTML. Of what a visitor typed only the names (letters,
// spaces and `-'.`, common/src/validation/names.ts) ever reach a message; the note never does, as the
// public form would otherwise relay any text to any address, signed by the operator (issue 21).
import { formatDate, formatHaler, formatPrice, formatTimeRange, RegistrationType } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import { czechAccountNumber, formatIban } from './qr-platba';

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
  when: string;
  where: string | null;
  /** The course (through the slot) or camp, for the link to its page. */
  courseId: number | null;
  campId: number | null;
  /** The first lesson (on or after the day the message was queued) or the camp's first day (ISO);
   * null when unknown or when the course has ended. */
  firstDay?: string | null;
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

const PARENT_PAGE_LABEL = 'Moje přihlášky – stav, platby a pořadí náhradníků';
const CALENDAR_LABEL = 'Přidat do kalendáře';

/** The link to the parent's own page, as the messages without other links carry it. */
const parentPageBlock = (links: MailLinks): Block => ({ links: [[PARENT_PAGE_LABEL, links.parentPage]] });

export interface Payment {
  iban: string;
  amount: number;
  variableSymbol: string;
  /** The QR Platba image, attached inline. */
  qrPng: Buffer;
  /** Due date (ISO), when there is one. */
  dueOn?: string;
}

export interface InvoiceFacts {
  number: string;
  pdf: Buffer;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

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

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

const WEEKLY = [
  '',
  'každé pondělí',
  'každé úterý',
  'každou středu',
  'každý čtvrtek',
  'každý pátek',
  'každou sobotu',
  'každou neděli',
];

/** 'každé pondělí 16:00–16:45, od 01.09.2026 do 30.06.2027' */
export function courseWhen(
  dayOfWeek: number,
  from: string,
  to: string,
  start: string | null,
  end: string | null,
): string {
  const period = [start ? `od ${formatDate(start)}` : '', end ? `do ${formatDate(end)}` : ''].filter(Boolean).join(' ');
  return `${WEEKLY[dayOfWeek] ?? ''} ${formatTimeRange(from, to)}${period ? `, ${period}` : ''}`.trim();
}

const what = (facts: RegistrationFacts) => (facts.type === RegistrationType.camp ? 'tábor' : 'kroužek');

/** A text block: a heading and label/value rows, rendered both ways. */
interface Block {
  heading?: string;
  paragraphs?: string[];
  rows?: [string, string][];
  /** Label and address: a link in HTML, `label: address` in the text. */
  links?: [string, string][];
  qr?: boolean;
}

function render(
  operator: OperatorConfig,
  rawSubject: string,
  rawGreeting: string,
  rawBlocks: Block[],
  attachments: ComposedMail['attachments'],
): ComposedMail {
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
    `${operator.company}, IČO ${operator.companyId}, ${operator.address}`,
  ].map(mailText);
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => [
      ...(block.heading ? [block.heading.toUpperCase()] : []),
      ...(block.paragraphs ?? []),
      ...(block.rows ?? []).map(([label, value]) => `${label}: ${value}`),
      ...(block.links ?? []).map(([label, url]) => `${label}: ${url}`),
      ...(block.qr ? ['Zaplatit můžete i naskenováním QR kódu v příloze v aplikaci své banky (QR Platba).'] : []),
      '',
    ]),
    'S pozdravem',
    ...signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
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
    ? `<p>Zaplatit můžete i naskenováním QR kódu v aplikaci své banky:</p>
<p><img src="cid:${QR_CID}" alt="QR Platba" width="200" height="200" style="display:block"></p>`
    : ''
}`,
  )
  .join('\n')}
<p style="margin-top:32px">S pozdravem<br>${signature.map(e).join('<br>')}</p>
</div>
</body></html>
`;
  return { subject, text, html, attachments };
}

function paymentBlock(payment: Payment): Block {
  const local = czechAccountNumber(payment.iban);
  return {
    heading: 'Platba převodem',
    rows: [
      ['Číslo účtu', local ?? formatIban(payment.iban)],
      ...(local ? ([['IBAN', formatIban(payment.iban)]] as [string, string][]) : []),
      ['Částka', formatPrice(payment.amount)],
      ['Variabilní symbol', payment.variableSymbol],
      ...(payment.dueOn ? ([['Splatnost', formatDate(payment.dueOn)]] as [string, string][]) : []),
    ],
    qr: true,
  };
}

const qrAttachment = (payment: Payment) => ({
  filename: 'qr-platba.png',
  content: payment.qrPng,
  contentType: 'image/png',
  cid: QR_CID,
});

function detailsBlock(facts: RegistrationFacts): Block {
  return {
    heading: facts.type === RegistrationType.camp ? 'Tábor' : 'Kroužek',
    rows: [
      ['Co', facts.title],
      ['Dítě', facts.childFullName],
      ['Kdy', facts.when],
      ...(facts.firstDay
        ? ([
            [facts.type === RegistrationType.camp ? 'První den tábora' : 'První lekce', formatDate(facts.firstDay)],
          ] as [string, string][])
        : []),
      ...(facts.where ? ([['Kde', facts.where]] as [string, string][]) : []),
      ['Cena', formatPrice(facts.price)],
    ],
  };
}

const greeting = (facts: RegistrationFacts) => `Dobrý den, ${facts.parentName},`;

/** The course's or camp's page and the cancellation terms; with `calendar`, the place's calendar. */
function linksBlock(facts: RegistrationFacts, links: MailLinks, calendar = false): Block {
  return {
    heading: 'Odkazy',
    links: [
      [facts.type === RegistrationType.camp ? 'Stránka tábora' : 'Stránka kroužku', links.offering],
      ['Podmínky odhlášení a vrácení peněz (storno podmínky)', links.conditions],
      [PARENT_PAGE_LABEL, links.parentPage],
      ...(calendar ? ([[CALENDAR_LABEL, links.calendar]] as [string, string][]) : []),
    ],
  };
}

/** A message about a place the child has: the lead, the details, what to pay (with its QR code and
 * due date) unless the place is free, the links and a closing line. */
function placeMail(
  operator: OperatorConfig,
  subject: string,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
  lead: string,
  closing: string,
): ComposedMail {
  return render(
    operator,
    subject,
    greeting(facts),
    [
      { paragraphs: [lead] },
      detailsBlock(facts),
      ...(payment ? [paymentBlock(payment)] : []),
      linksBlock(facts, links, true),
      { paragraphs: [closing] },
    ],
    payment ? [qrAttachment(payment)] : [],
  );
}

/** The child has a place. Without a payment (a free course) there are no payment instructions. */
export function confirmationMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  return placeMail(
    operator,
    `Potvrzení přihlášky: ${facts.title}`,
    facts,
    payment,
    links,
    `děkujeme za přihlášku. ${facts.childFullName} má místo – ${what(facts)} „${facts.title}“ se na vás těší.`,
    'Kdybyste se potřebovali na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.',
  );
}

/** The child is on the waiting list: nothing to pay until a place is free. */
export function replacementMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  return render(
    operator,
    `Přihláška mezi náhradníky: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `děkujeme za přihlášku. Kapacita – ${what(facts)} „${facts.title}“ – je bohužel naplněna, a proto je ${facts.childFullName} na seznamu náhradníků.`,
          'Zatím nic neplaťte. Jakmile se uvolní místo, přidělíme ho náhradníkům v pořadí, v jakém se přihlásili, a pošleme vám e-mail s platebními údaji.',
        ],
      },
      detailsBlock(facts),
      { paragraphs: ['Kolikátí jste v pořadí, uvidíte na stránce svých přihlášek:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** A place was freed and the child on the waiting list has it now. */
export function promotedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  payment: Payment | null,
  links: MailLinks,
): ComposedMail {
  return placeMail(
    operator,
    `Uvolnilo se místo: ${facts.title}`,
    facts,
    payment,
    links,
    `máme dobrou zprávu: uvolnilo se místo a ${facts.childFullName} se posouvá z náhradníků mezi přihlášené – ${what(facts)} „${facts.title}“.`,
    'Pokud už o místo nestojíte, dejte nám prosím vědět odpovědí na tento e-mail, ať ho můžeme nabídnout dalšímu náhradníkovi.',
  );
}

/** Staff cancelled the registration: the place (or the waiting-list entry) is given up. A paid
 * registration is never cancelled, so there is nothing to refund here. */
export function cancelledMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  const details = detailsBlock(facts);
  return render(
    operator,
    `Zrušení přihlášky: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          facts.replacement
            ? `oznamujeme vám, že jsme zrušili přihlášku mezi náhradníky – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Na uvolněné místo už ${facts.childFullName} nečeká.`
            : `oznamujeme vám, že jsme zrušili přihlášku – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Místo už pro ${facts.childFullName} nedržíme.`,
          'Za zrušenou přihlášku už nic neplaťte. Pokud jste platbu mezitím poslali, ozvěte se nám: vrátíme ji podle storno podmínek.',
        ],
      },
      { ...details, rows: [...(details.rows ?? []), ['Variabilní symbol', facts.variableSymbol]] },
      {
        links: [
          ['Podmínky odhlášení a vrácení peněz (storno podmínky)', links.conditions],
          [facts.type === RegistrationType.camp ? 'Stránka tábora' : 'Stránka kroužku', links.offering],
          [PARENT_PAGE_LABEL, links.parentPage],
        ],
      },
      {
        paragraphs: [
          'Pokud jde o omyl, nebo se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.',
        ],
      },
    ],
    [],
  );
}

/** One lesson of the child's slot as it now is: cancelled, moved, or (a cancellation or move
 * undone) back as planned. */
export interface LessonChangeFacts {
  /** The day it was planned for, `YYYY-MM-DD`. */
  plannedDate: string;
  plannedFrom: string;
  date: string;
  from: string;
  to: string;
  cancelled: boolean;
  reason: string | null;
}

const lessonDay = (day: string, from?: string) => `${formatDate(day)}${from ? ` v ${from}` : ''}`;

export function lessonChangedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  lesson: LessonChangeFacts,
  links: MailLinks,
): ComposedMail {
  const planned = lessonDay(lesson.plannedDate, lesson.plannedFrom);
  const moved = lesson.date !== lesson.plannedDate || lesson.from !== lesson.plannedFrom;
  let subject: string;
  let paragraph: string;
  if (lesson.cancelled) {
    subject = `Zrušená lekce: ${facts.title} ${formatDate(lesson.date)}`;
    paragraph = `lekce kroužku „${facts.title}“ ${lessonDay(lesson.date, lesson.from)} se nekoná. Ostatní lekce pokračují podle rozvrhu.`;
  } else if (moved) {
    subject = `Přesunutá lekce: ${facts.title} ${formatDate(lesson.plannedDate)}`;
    paragraph = `lekce kroužku „${facts.title}“, plánovaná na ${planned}, se přesouvá na ${lessonDay(lesson.date, lesson.from)}–${lesson.to}.`;
  } else {
    subject = `Lekce se koná: ${facts.title} ${formatDate(lesson.date)}`;
    paragraph = `lekce kroužku „${facts.title}“ ${planned} se přece jen koná, jak byla naplánována.`;
  }
  return render(
    operator,
    subject,
    greeting(facts),
    [
      {
        paragraphs: [
          paragraph,
          ...(lesson.cancelled && lesson.reason ? [`Důvod: ${lesson.reason}`] : []),
          `Týká se to přihlášky: ${facts.childFullName}.`,
        ],
      },
      detailsBlock(facts),
      {
        links: [
          ['Stránka kroužku', links.offering],
          [PARENT_PAGE_LABEL, links.parentPage],
        ],
      },
      { paragraphs: ['Pokud se chcete na něco zeptat, odpovězte prosím na tento e-mail nebo nám zavolejte.'] },
    ],
    [],
  );
}

/** The child's registration was sent again from the family's e-mail address: nothing changed, and
 * the family learns of it (the sender was answered as if it were a new registration). */
export function repeatedMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  const details = detailsBlock(facts);
  return render(
    operator,
    `Opakovaná přihláška: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `právě nám s vaší e-mailovou adresou znovu přišla přihláška – ${what(facts)} „${facts.title}“ pro ${facts.childFullName}. Tu už u nás máte: druhou přihlášku jsme nevytvořili a vaše přihláška platí beze změny.`,
        ],
      },
      { ...details, rows: [...(details.rows ?? []), ['Variabilní symbol', facts.variableSymbol]] },
      parentPageBlock(links),
      {
        paragraphs: [
          'Pokud jste formulář odeslali vy, nemusíte nic dělat. Pokud ne, dejte nám prosím vědět odpovědí na tento e-mail.',
        ],
      },
    ],
    [],
  );
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

/** A new staff member, invited to the back-office. */
export interface InvitationFacts {
  name: string;
  username: string;
  /** Who sent the invitation; null when their account is gone. */
  invitedBy: string | null;
  /** The link to set a password with. */
  link: string;
  /** How long the link is valid, in hours. */
  validHours: number;
}

/** The link to set one's own password; the login name, so the first login needs no question. */
export function invitationMail(operator: OperatorConfig, facts: InvitationFacts): ComposedMail {
  const who = facts.invitedBy ? `${facts.invitedBy} vás zve` : 'Zveme vás';
  return render(
    operator,
    'Pozvánka do administrace',
    `Dobrý den, ${facts.name},`,
    [
      {
        paragraphs: [
          `${who} do administrace webu ${operator.name}. Účet pro vás je připravený, zbývá si jen nastavit vlastní heslo.`,
          `Vaše přihlašovací jméno je: ${facts.username}`,
        ],
      },
      { links: [['Nastavit heslo', facts.link]] },
      {
        paragraphs: [
          `Odkaz platí ${facts.validHours} hodin od odeslání pozvánky a lze ho použít jen jednou. Pokud mezitím vyprší, požádejte administrátora o novou pozvánku.`,
          'Pokud jste žádnou pozvánku nečekali, tento e-mail prosím ignorujte.',
        ],
      },
    ],
    [],
  );
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
        rows: [
          ['Přijato celkem', formatHaler(facts.receivedHaler)],
          ['Cena', formatHaler(facts.dueHaler)],
          ['Variabilní symbol', facts.variableSymbol],
        ],
      },
      detailsBlock(facts),
      linksBlock(facts, links),
    ],
    [],
  );
}

/** A part has come: what is still due, with a QR Platba for exactly the rest. */
export function paymentPartialMail(
  operator: OperatorConfig,
  facts: RegistrationFacts & MoneyFacts,
  rest: Payment,
  links: MailLinks,
): ComposedMail {
  return render(
    operator,
    `Částečná platba: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `děkujeme, přijali jsme ${formatHaler(facts.receivedHaler)} za ${facts.childFullName} – ${what(facts)} „${facts.title}“. Cena je ${formatHaler(facts.dueHaler)}, zbývá tedy doplatit ${formatHaler(facts.dueHaler - facts.receivedHaler)}.`,
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
  const owing = facts.dueHaler - facts.receivedHaler;
  return render(
    operator,
    `${step === 1 ? 'Připomínka platby' : 'Druhá připomínka platby'}: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          facts.receivedHaler > 0
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

/** "Pošlete mi odkaz znovu": a fresh personal link to the parent's own page. It goes only to an
 * address that has registrations (the newest one is `facts`), and says nothing of the children. */
export function parentLinkMail(operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail {
  return render(
    operator,
    'Odkaz na vaše přihlášky',
    greeting(facts),
    [
      {
        paragraphs: [
          'posíláme odkaz na stránku s vašimi přihláškami: uvidíte na ní, zda má dítě místo, kolikátí jste mezi náhradníky a jak je to s platbou.',
        ],
      },
      { links: [['Moje přihlášky', links.parentPage]] },
      {
        paragraphs: [
          'Odkaz je jen pro vás, nikomu ho prosím nepřeposílejte. Platí, dokud ho alespoň jednou za 12 měsíců použijete; starší odkazy z našich e-mailů platí dál.',
          'Pokud jste o odkaz nežádali, tento e-mail prosím ignorujte.',
        ],
      },
    ],
    [],
  );
}

/** A new address given on a parent's page asks to be confirmed from its own mailbox. Whoever typed
 * it may have typed a stranger's: the message names the children who would move, so a stranger sees
 * at once that they are not theirs, and says what confirming does. An address that has registrations
 * already is never joined by the click: it asks staff, who check with both families. */
export function emailChangeMail(
  operator: OperatorConfig,
  link: string,
  validHours: number,
  { children, joinsFamily }: { children: readonly string[]; joinsFamily: boolean },
): ComposedMail {
  const whose = children.length === 1 ? `dítěte ${children[0]}` : `dětí ${children.join(', ')}`;
  return render(
    operator,
    'Potvrďte prosím nový e-mail pro přihlášky',
    'Dobrý den,',
    [
      {
        paragraphs: [
          `na stránce přihlášek k našim kroužkům a táborům někdo zadal tuto adresu jako nový e-mail rodiče ${whose}.`,
          joinsFamily
            ? `Na tuto adresu už u nás jsou jiné přihlášky, proto potvrzením nic nesloučíte: požádáte naši kancelář, aby přihlášky ${whose} přesunula k nim. Než to udělá, ozve se vám.`
            : `Pokud jste to vy, potvrďte ji prosím odkazem níže. Přihlášky ${whose} se pak přesunou na tuto adresu, další e-maily o nich půjdou sem a odkaz na stránku s nimi vám pošleme zvlášť; odkazy poslané na dosavadní adresu přestanou platit.`,
        ],
      },
      { links: [['Potvrdit nový e-mail', link]] },
      {
        paragraphs: [
          `Odkaz platí ${validHours} hodin. Pokud ${children.length === 1 ? 'to dítě' : 'ty děti'} neznáte nebo jste o změnu nežádali, tento e-mail prosím ignorujte: nic se nezmění.`,
        ],
      },
    ],
    [],
  );
}
