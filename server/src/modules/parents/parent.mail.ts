// The parents' e-mails (issue 39, item 4): a fresh personal link to the family's page when asked
// for ("Pošlete mi odkaz znovu"), and the confirmation of a new address given on that page.
import {
  EMAIL_CHANGE_VALID_HOURS,
  isLocale,
  localizedPath,
  PARENT_EMAIL_CHANGE_PATH,
  withoutTrailingSlashes,
} from '@kurzy/common';
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
import { type ComposedMail, greeting, type MailLinks, type RegistrationFacts, render } from '../mail/mail.templates';
import { aboutRegistration, written } from '../registrations/registration.mail';
import { parentTokenHash } from './parent-link.token';

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

/** The personal link in English and Ukrainian (issue 49): the newest registration's language. */
function parentLinkMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (operator: OperatorConfig, facts: RegistrationFacts, links: MailLinks): ComposedMail =>
    render(
      operator,
      english ? 'The link to your registrations' : 'Посилання на ваші реєстрації',
      greeting(facts),
      [
        {
          paragraphs: [
            english
              ? 'here is the link to the page with your registrations: it shows whether your child has a place, where you are on the waiting list and how the payment stands.'
              : 'надсилаємо посилання на сторінку з вашими реєстраціями: на ній видно, чи має дитина місце, яке ваше місце в черзі резерву та як справи з оплатою.',
          ],
        },
        { links: [[english ? 'My registrations' : 'Мої реєстрації', links.parentPage]] },
        {
          paragraphs: english
            ? [
                'The link is for you alone; please do not forward it to anyone. It stays valid as long as you use it at least once in 12 months; older links from our e-mails still work.',
                'If you did not ask for the link, please ignore this e-mail.',
              ]
            : [
                'Посилання лише для вас, будь ласка, нікому його не пересилайте. Воно діє, доки ви користуєтеся ним хоча б раз на 12 місяців; старіші посилання з наших листів і далі діють.',
                'Якщо ви не просили посилання, просто проігноруйте цей лист.',
              ],
        },
      ],
      [],
      language,
    );
}

const LINK_TEXTS: InLanguages<typeof parentLinkMail> = {
  cs: parentLinkMail,
  en: parentLinkMailIn('en'),
  uk: parentLinkMailIn('uk'),
};

/** The new address's confirmation in English and Ukrainian (issue 49): in the language of the family
 * whose page asked for it (its newest registration's), the same blocks as the Czech one. */
function emailChangeMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (
    operator: OperatorConfig,
    link: string,
    validHours: number,
    { children, joinsFamily }: { children: readonly string[]; joinsFamily: boolean },
  ): ComposedMail => {
    const names = children.join(', ');
    const one = children.length === 1;
    return render(
      operator,
      english
        ? 'Please confirm the new e-mail for registrations'
        : 'Будь ласка, підтвердьте нову е-пошту для реєстрацій',
      english ? 'Hello,' : 'Добрий день!',
      [
        {
          paragraphs: english
            ? [
                `on the registrations page of our courses and camps, someone entered this address as the new e-mail of the parent of ${names}.`,
                joinsFamily
                  ? `This address already has other registrations with us, so confirming does not merge anything: it asks our office to move the registrations of ${names} to them. Before doing so, they will get in touch with you.`
                  : `If that was you, please confirm it with the link below. The registrations of ${names} then move to this address, further e-mails about them come here and we send you the link to their page separately; links sent to the previous address stop working.`,
              ]
            : [
                `на сторінці реєстрацій до наших гуртків і таборів хтось указав цю адресу як нову е-пошту батьків ${one ? 'дитини' : 'дітей'}: ${names}.`,
                joinsFamily
                  ? `На цю адресу в нас уже є інші реєстрації, тому підтвердження нічого не об’єднає: ви попросите наш офіс перенести до них реєстрації (${names}). Перш ніж це зробити, офіс зв’яжеться з вами.`
                  : `Якщо це ви, будь ласка, підтвердьте її посиланням нижче. Реєстрації (${names}) тоді перейдуть на цю адресу, наступні листи про них надходитимуть сюди, а посилання на їхню сторінку ми надішлемо окремо; посилання, надіслані на попередню адресу, перестануть діяти.`,
              ],
        },
        { links: [[english ? 'Confirm the new e-mail' : 'Підтвердити нову е-пошту', link]] },
        {
          paragraphs: [
            english
              ? `The link is valid for ${validHours} hours. If you do not know ${one ? 'this child' : 'these children'} or did not ask for the change, please ignore this e-mail: nothing will change.`
              : `Посилання діє ${validHours} годин. Якщо ви не знаєте ${one ? 'цієї дитини' : 'цих дітей'} або не просили про зміну, просто проігноруйте цей лист: нічого не зміниться.`,
          ],
        },
      ],
      [],
      language,
    );
  };
}

const TEXTS: InLanguages<{ emailChange: typeof emailChangeMail }> = {
  cs: { emailChange: emailChangeMail },
  en: { emailChange: emailChangeMailIn('en') },
  uk: { emailChange: emailChangeMailIn('uk') },
};

/** The parents' kinds of e-mail. */
export const PARENT_MAIL_KINDS = declareMailKinds({
  /** "Pošlete mi odkaz znovu": a fresh personal link to the parent's own page (about their newest
   * registration, which names the address it goes to). */
  parentLink: {
    kind: 'parent_link',
    description: "A fresh personal link to the parent's own page (asked for on the site)",
    async compose(message, context) {
      const { write, facts, links } = await written(LINK_TEXTS, await aboutRegistration(message, context));
      return write(context.operator, facts, await links());
    },
  },
  /** To a new address a parent gave on their page: the link that confirms it (the token rides in
   * the outbox row until sent); nothing changes until it is used. Naming the children who would
   * move and whether the address has registrations already (then confirming asks staff instead), as
   * they are when it goes out. */
  emailChange: {
    kind: 'email_change',
    description: 'To a new address a parent gave on their page: the link that confirms it',
    async compose(message, context) {
      const { token } = message;
      if (!token) throw new MailNotApplicable('Změna e-mailu už neplatí.');
      const [change]: { children: string[]; joinsFamily: boolean; language: string | null }[] =
        await context.manager.query(
          `SELECT (SELECT r.language FROM registration r WHERE lower(r.email) = c.email_key
                  ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS language,
                ARRAY(SELECT r.child_full_name FROM registration r WHERE lower(r.email) = c.email_key
                       GROUP BY r.child_full_name ORDER BY min(r.created_at), r.child_full_name) AS children,
                EXISTS (SELECT 1 FROM registration r WHERE lower(r.email) = lower(trim(c.new_email))) AS "joinsFamily"
           FROM parent_email_change c WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now()`,
          [parentTokenHash(token)],
        );
      if (!change || change.children.length === 0) throw new MailNotApplicable('Změna e-mailu už neplatí.');
      // The family's language: its newest registration's, as the page that asked was (issue 49).
      const { texts, language } = inLanguage(TEXTS, isLocale(change.language) ? change.language : context.language);
      const path = localizedPath(language, `${PARENT_EMAIL_CHANGE_PATH}${encodeURIComponent(token)}`);
      const link = `${withoutTrailingSlashes(context.publicUrl)}${path}`;
      return texts.emailChange(context.operator, link, EMAIL_CHANGE_VALID_HOURS, change);
    },
  },
});

export const ParentMailKind = mailKindNames(PARENT_MAIL_KINDS);

type ParentMailKindNames = MailKindNamesOf<typeof PARENT_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends ParentMailKindNames {}
}

export const PARENT_MAIL: ModuleMailDeclaration = { kinds: PARENT_MAIL_KINDS };
