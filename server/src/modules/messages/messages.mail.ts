// The e-mail of a staff member's message to a family (issue 43): one per family address, naming the
// family's children in the audience together, greeting the parent by name, the staff member's text,
// the opt-out of an informační message, and the family's page at the end. Reply-To is the operator.
// Composed at delivery: a family that opted out meanwhile is skipped, as is one whose data is gone.
import { FamilyMessageKind, isLocale } from '@kurzy/common';
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
import { type Block, blockWords, type ComposedMail, PARENT_PAGE_LABEL, render } from '../mail/mail.templates';
import { issueParentLink, parentPageUrl } from '../parents/parent-link.token';

/** What one family's copy of a message is written from. */
export interface FamilyMessageFacts {
  kind: FamilyMessageKind;
  subject: string;
  text: string;
  /** The newest registration's parent. */
  parentName: string;
  /** The family's children in the audience, each once. */
  children: string[];
}

/** The section of the family's page where it opts out (client's parent page: id="zpravy"). */
export const OPT_OUT_ANCHOR = '#zpravy';

/** The staff member's text: blank lines part paragraphs, the lines of a paragraph stay lines. */
export function textBlocks(text: string): Block[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => ({ paragraphs: lines }));
}

const childrenLine = (children: readonly string[]) =>
  children.length === 1 ? `Zpráva se týká dítěte: ${children[0]}.` : `Zpráva se týká dětí: ${children.join(', ')}.`;

export function familyMessageMail(operator: OperatorConfig, facts: FamilyMessageFacts, pageUrl: string): ComposedMail {
  const informational = facts.kind === FamilyMessageKind.informational;
  const mail = render(
    operator,
    facts.subject,
    `Dobrý den, ${facts.parentName},`,
    [
      { paragraphs: [childrenLine(facts.children)] },
      ...textBlocks(facts.text),
      ...(informational
        ? [
            {
              paragraphs: [
                'Toto je informační zpráva. Pokud už informační zprávy dostávat nechcete, odhlaste je na stránce svých přihlášek; zprávy o provozu kroužků a táborů vám budou chodit dál.',
              ],
              links: [['Odhlásit informační zprávy', `${pageUrl}${OPT_OUT_ANCHOR}`]] as [string, string][],
            },
          ]
        : []),
      { links: [[PARENT_PAGE_LABEL, pageUrl]] },
    ],
    [],
  );
  return { ...mail, replyTo: operator.email };
}

/** The frame of a staff member's message in English and Ukrainian (issue 49); their text stays as written. */
function familyMessageMailIn(language: 'en' | 'uk') {
  const english = language === 'en';
  return (operator: OperatorConfig, facts: FamilyMessageFacts, pageUrl: string): ComposedMail => {
    const informational = facts.kind === FamilyMessageKind.informational;
    const children = facts.children.join(', ');
    const about = english ? `This message is about: ${children}.` : `Це повідомлення стосується: ${children}.`;
    const mail = render(
      operator,
      facts.subject,
      english ? `Dear ${facts.parentName},` : `Добрий день, ${facts.parentName}!`,
      [
        { paragraphs: [about] },
        ...textBlocks(facts.text),
        ...(informational
          ? [
              {
                paragraphs: [
                  english
                    ? 'This is an informational message. If you no longer want informational messages, unsubscribe on the page of your registrations; messages about how the courses and camps run will still reach you.'
                    : 'Це інформаційне повідомлення. Якщо ви більше не хочете отримувати інформаційні повідомлення, відпишіться на сторінці своїх реєстрацій; повідомлення про роботу гуртків і таборів і далі надходитимуть.',
                ],
                links: [
                  [
                    english ? 'Unsubscribe from informational messages' : 'Відписатися від інформаційних повідомлень',
                    `${pageUrl}${OPT_OUT_ANCHOR}`,
                  ],
                ] as [string, string][],
              },
            ]
          : []),
        { links: [[blockWords(language).parentPage, pageUrl]] },
      ],
      [],
      language,
    );
    return { ...mail, replyTo: operator.email };
  };
}

const TEXTS: InLanguages<{ familyMessage: typeof familyMessageMail }> = {
  cs: { familyMessage: familyMessageMail },
  en: { familyMessage: familyMessageMailIn('en') },
  uk: { familyMessage: familyMessageMailIn('uk') },
};

export const MESSAGE_MAIL_KINDS = declareMailKinds({
  /** A staff member's message to a family (the reference is its family_message_recipient row). */
  familyMessage: {
    kind: 'family_message',
    description: "A staff member's message to a family",
    async compose(message, context) {
      const [row]: (Omit<FamilyMessageFacts, 'children'> & {
        children: string[] | null;
        optedOut: boolean;
        language: string | null;
        translations: Record<string, { subject: string; text: string }> | null;
      })[] =
        message.referenceId === null
          ? []
          : await context.manager.query(
              `SELECT m.kind, m.subject, m.text, m.translations,
                      (SELECT r.parent_first_name || ' ' || r.parent_last_name FROM registration r
                        WHERE r.id = ANY(fr.registration_ids) ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS "parentName",
                      (SELECT r.language FROM registration r
                        WHERE r.id = ANY(fr.registration_ids) ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS language,
                      ARRAY(SELECT r.child_full_name FROM registration r WHERE r.id = ANY(fr.registration_ids)
                             GROUP BY r.child_full_name ORDER BY min(r.id)) AS children,
                      EXISTS (SELECT 1 FROM family_message_opt_out o WHERE o.email_key = fr.address) AS "optedOut"
                 FROM family_message_recipient fr JOIN family_message m ON m.id = fr.message_id
                WHERE fr.id = $1`,
              [message.referenceId],
            );
      if (!row || !row.parentName || !row.children?.length) throw new MailNotApplicable('Rodina už není v evidenci.');
      if (row.kind === FamilyMessageKind.informational && row.optedOut)
        throw new MailNotApplicable('Rodina se odhlásila z informačních zpráv.');
      const token = await issueParentLink(context.manager, message.recipient);
      // The family's language: its newest registration's, as the greeting's name (issue 49).
      const { texts, language } = inLanguage(TEXTS, isLocale(row.language) ? row.language : context.language);
      // A message the system wrote (a lesson's change) in that language too; a staff member's as written.
      const own = row.translations?.[language];
      return texts.familyMessage(
        context.operator,
        { ...row, ...(own ? { subject: own.subject, text: own.text } : {}), children: row.children },
        parentPageUrl(context.publicUrl, token, language),
      );
    },
  },
});

export const MessageMailKind = mailKindNames(MESSAGE_MAIL_KINDS);

type MessageMailKindNames = MailKindNamesOf<typeof MESSAGE_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends MessageMailKindNames {}
}

export const MESSAGE_MAIL: ModuleMailDeclaration = { kinds: MESSAGE_MAIL_KINDS };
