// The waiting list's e-mails (issue 42): a place offered with its deadline, and an offer that ended
// without the family (lapsed, or withdrawn by staff). Accepting brings the registrations' own
// "promoted" message with the payment and its QR code.
import { formatOfferDeadline, WaitlistOfferState } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  type InLanguages,
  type MailContext,
  type MailKindNamesOf,
  type ModuleMailDeclaration,
  type QueuedMail,
} from '../mail/mail.kinds';
import {
  type ComposedMail,
  detailsBlock,
  greeting,
  type MailLinks,
  parentPageBlock,
  momentIn,
  quoted,
  type RegistrationFacts,
  render,
  what,
  whatIn,
} from '../mail/mail.templates';
import { aboutActiveRegistration, written } from '../registrations/registration.mail';

/** "Uvolnilo se místo pro …": the child, the course and slot or camp, the price, the deadline in
 * Prague time, and the family's page, where the offer is accepted or declined (POST there, never by
 * a link that changes anything). */
export function offerMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  expiresAt: Date,
  links: MailLinks,
): ComposedMail {
  const deadline = formatOfferDeadline(expiresAt);
  return render(
    operator,
    `Uvolnilo se místo pro ${facts.childFullName}: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          `máme dobrou zprávu: uvolnilo se místo – ${what(facts)} „${facts.title}“ – a nabízíme ho ${facts.childFullName}. Místo pro vás držíme do ${deadline}.`,
          `Pokud o místo stojíte, přijměte ho prosím na stránce svých přihlášek tlačítkem „Přijmout místo“ nejpozději do ${deadline}. Pak vám pošleme platební údaje. Pokud o něj nestojíte, klikněte tam na „Nemám zájem“, ať ho můžeme hned nabídnout další rodině.`,
          'Když do té doby neodpovíte, nabídneme místo dalšímu náhradníkovi a vy zůstanete na seznamu náhradníků.',
        ],
      },
      detailsBlock(facts),
      { paragraphs: ['Místo přijmete nebo odmítnete zde:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The offer ended without the family: lapsed (the deadline passed) or withdrawn by staff. The
 * family stays on the waiting list. */
export function offerEndedMail(
  operator: OperatorConfig,
  facts: RegistrationFacts,
  state: WaitlistOfferState,
  links: MailLinks,
): ComposedMail {
  const why =
    state === WaitlistOfferState.expired
      ? `nabídka volného místa – ${what(facts)} „${facts.title}“ pro ${facts.childFullName} – vypršela, a tak jsme místo nabídli další rodině na seznamu náhradníků.`
      : `nabídku volného místa – ${what(facts)} „${facts.title}“ pro ${facts.childFullName} – jsme zrušili.`;
  return render(
    operator,
    `Nabídka místa skončila: ${facts.title}`,
    greeting(facts),
    [
      {
        paragraphs: [
          why,
          `${facts.childFullName} zůstává na seznamu náhradníků. Jakmile se uvolní další místo, ozveme se.`,
        ],
      },
      detailsBlock(facts),
      { paragraphs: ['Kolikátí jste v pořadí, uvidíte na stránce svých přihlášek:'], ...parentPageBlock(links) },
    ],
    [],
  );
}

/** The offer and its end in English and Ukrainian (issue 49): the same blocks as the Czech ones. */
function offerMailsIn(language: 'en' | 'uk') {
  const english = language === 'en';
  const order = english
    ? 'You can see your place in the queue on the page of your registrations:'
    : 'Своє місце в черзі ви побачите на сторінці своїх реєстрацій:';
  return {
    offer(operator: OperatorConfig, facts: RegistrationFacts, expiresAt: Date, links: MailLinks): ComposedMail {
      const deadline = momentIn(expiresAt, language);
      const title = quoted(facts.title, language);
      const child = facts.childFullName;
      return render(
        operator,
        english ? `A place is free for ${child}: ${facts.title}` : `Звільнилося місце для ${child}: ${facts.title}`,
        greeting(facts),
        [
          {
            paragraphs: english
              ? [
                  `good news: a place has become free in the ${whatIn(facts)} ${title}, and we are offering it to ${child}. We are holding the place for you until ${deadline}.`,
                  `If you want the place, please accept it on the page of your registrations with the button “Accept the place” by ${deadline} at the latest. We will then send you the payment details. If you do not want it, click “Not interested” there, so that we can offer it to the next family straight away.`,
                  'If we do not hear from you by then, we will offer the place to the next child on the waiting list and you will stay on the waiting list.',
                ]
              : [
                  `маємо добру новину: звільнилося місце – ${whatIn(facts)} ${title} – і ми пропонуємо його для ${child}. Ми тримаємо місце для вас до ${deadline}.`,
                  `Якщо місце вам потрібне, будь ласка, прийміть його на сторінці своїх реєстрацій кнопкою «Прийняти місце» не пізніше ${deadline}. Тоді ми надішлемо вам платіжні дані. Якщо воно вам не потрібне, натисніть там «Не цікавить», щоб ми могли одразу запропонувати його іншій родині.`,
                  'Якщо до того часу ви не відповісте, ми запропонуємо місце наступній дитині з резерву, а ви залишитеся в списку резерву.',
                ],
          },
          detailsBlock(facts),
          {
            paragraphs: [english ? 'Accept or decline the place here:' : 'Прийняти або відхилити місце можна тут:'],
            ...parentPageBlock(links, language),
          },
        ],
        [],
        language,
      );
    },
    offerEnded(
      operator: OperatorConfig,
      facts: RegistrationFacts,
      state: WaitlistOfferState,
      links: MailLinks,
    ): ComposedMail {
      const title = quoted(facts.title, language);
      const child = facts.childFullName;
      const expired = state === WaitlistOfferState.expired;
      const why = english
        ? expired
          ? `the offer of a free place for ${child} – the ${whatIn(facts)} ${title} – has expired, so we offered the place to the next family on the waiting list.`
          : `we have withdrawn the offer of a free place for ${child} – the ${whatIn(facts)} ${title}.`
        : expired
          ? `пропозиція вільного місця для ${child} – ${whatIn(facts)} ${title} – закінчилася, тому ми запропонували місце наступній родині з резерву.`
          : `ми скасували пропозицію вільного місця для ${child} – ${whatIn(facts)} ${title}.`;
      const stays = english
        ? `${child} stays on the waiting list. As soon as another place becomes free, we will be in touch.`
        : `${child} залишається в списку резерву. Щойно звільниться інше місце, ми з вами зв’яжемося.`;
      return render(
        operator,
        english ? `The offer of a place has ended: ${facts.title}` : `Пропозиція місця завершилася: ${facts.title}`,
        greeting(facts),
        [
          { paragraphs: [why, stays] },
          detailsBlock(facts),
          { paragraphs: [order], ...parentPageBlock(links, language) },
        ],
        [],
        language,
      );
    },
  };
}

const TEXTS: InLanguages<{ offer: typeof offerMail; offerEnded: typeof offerEndedMail }> = {
  cs: { offer: offerMail, offerEnded: offerEndedMail },
  en: offerMailsIn('en'),
  uk: offerMailsIn('uk'),
};

/** The newest offer of the message's registration. */
async function newestOffer(
  message: QueuedMail,
  context: MailContext,
): Promise<{ state: WaitlistOfferState; expiresAt: Date; open: boolean } | null> {
  const [offer] = await context.manager.query(
    `SELECT state, expires_at AS "expiresAt", state = 'offered' AND expires_at > now() AS open
       FROM waitlist_offer WHERE registration_id = $1 ORDER BY id DESC LIMIT 1`,
    [message.registrationId],
  );
  return offer ?? null;
}

export const WAITLIST_MAIL_KINDS = declareMailKinds({
  /** A freed place offered to a replacement, with its deadline. */
  waitlistOffer: {
    kind: 'waitlist_offer',
    description: 'A freed place offered to a child on the waiting list, with its deadline',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const offer = await newestOffer(message, context);
      // An offer decided or lapsed before its message went out: no stale deadline in a mailbox.
      if (!offer?.open) throw new MailNotApplicable('Nabídka místa už neplatí.');
      return write.offer(context.operator, facts, new Date(offer.expiresAt), await links());
    },
  },
  /** The offer lapsed or staff withdrew it; the family stays on the waiting list. */
  waitlistOfferEnded: {
    kind: 'waitlist_offer_ended',
    description: 'The offer lapsed or staff withdrew it; the child stays on the waiting list',
    async compose(message, context) {
      const { write, facts, links } = await written(TEXTS, await aboutActiveRegistration(message, context));
      const offer = await newestOffer(message, context);
      if (!offer || (offer.state !== WaitlistOfferState.expired && offer.state !== WaitlistOfferState.withdrawn))
        throw new MailNotApplicable('Nabídka místa neskončila bez rodiny.');
      return write.offerEnded(context.operator, facts, offer.state, await links());
    },
  },
});

/** What the waiting list's code queues messages by. */
export const WaitlistMailKind = mailKindNames(WAITLIST_MAIL_KINDS);

type WaitlistMailKindNames = MailKindNamesOf<typeof WAITLIST_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends WaitlistMailKindNames {}
}

export const WAITLIST_MAIL: ModuleMailDeclaration = { kinds: WAITLIST_MAIL_KINDS };
