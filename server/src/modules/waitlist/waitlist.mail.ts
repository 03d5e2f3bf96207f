// The waiting list's e-mails (issue 42): a place offered with its deadline, and an offer that ended
// without the family (lapsed, or withdrawn by staff). Accepting brings the registrations' own
// "promoted" message with the payment and its QR code.
import { formatOfferDeadline, WaitlistOfferState } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';
import {
  declareMailKinds,
  MailNotApplicable,
  mailKindNames,
  inLanguage,
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
  type RegistrationFacts,
  render,
  what,
} from '../mail/mail.templates';
import { aboutActiveRegistration } from '../registrations/registration.mail';

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

const TEXTS: InLanguages<{ offer: typeof offerMail; offerEnded: typeof offerEndedMail }> = {
  cs: { offer: offerMail, offerEnded: offerEndedMail },
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
      const { facts, links } = await aboutActiveRegistration(message, context);
      const offer = await newestOffer(message, context);
      // An offer decided or lapsed before its message went out: no stale deadline in a mailbox.
      if (!offer?.open) throw new MailNotApplicable('Nabídka místa už neplatí.');
      return inLanguage(TEXTS, context.language).texts.offer(
        context.operator,
        facts,
        new Date(offer.expiresAt),
        await links(),
      );
    },
  },
  /** The offer lapsed or staff withdrew it; the family stays on the waiting list. */
  waitlistOfferEnded: {
    kind: 'waitlist_offer_ended',
    description: 'The offer lapsed or staff withdrew it; the child stays on the waiting list',
    async compose(message, context) {
      const { facts, links } = await aboutActiveRegistration(message, context);
      const offer = await newestOffer(message, context);
      if (!offer || (offer.state !== WaitlistOfferState.expired && offer.state !== WaitlistOfferState.withdrawn))
        throw new MailNotApplicable('Nabídka místa neskončila bez rodiny.');
      return inLanguage(TEXTS, context.language).texts.offerEnded(context.operator, facts, offer.state, await links());
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
