// The users' e-mail (issue 39, item 4): a new staff member's link to set their own password. The
// message's reference is the invitation; its token rides in the outbox row until the message is sent
// (the invitation keeps only its hash).
import { INVITATION_PATH, INVITATION_VALID_HOURS, withoutTrailingSlashes } from '@kurzy/common';
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
import { type ComposedMail, render } from '../mail/mail.templates';

/** A new staff member, invited to the back-office. */
export interface InvitationMailFacts {
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
export function invitationMail(operator: OperatorConfig, facts: InvitationMailFacts): ComposedMail {
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

const TEXTS: InLanguages<{ invitation: typeof invitationMail }> = { cs: { invitation: invitationMail } };

/** The users' kind of e-mail. */
export const USER_MAIL_KINDS = declareMailKinds({
  /** Not to a parent: a new staff member's link to set their own password; not sent once the
   * invitation was used, expired or replaced by a newer one. */
  invitation: {
    kind: 'invitation',
    description: "Not to a parent: a new staff member's link to set their own password",
    async compose(message, context) {
      const [row]: { name: string; username: string; invitedBy: string | null; valid: boolean }[] =
        await context.manager.query(
          `SELECT u.name, u.username, inviter.name AS "invitedBy", (i.used_at IS NULL AND i.expires_at > now()) AS valid
             FROM user_invitation i
             JOIN "user" u ON u.id = i.user_id
             LEFT JOIN "user" inviter ON inviter.id = i.created_by_id
            WHERE i.id = $1`,
          [message.referenceId],
        );
      if (!row || !row.valid || !message.token) throw new MailNotApplicable('Pozvánka už neplatí.');
      const link = `${withoutTrailingSlashes(context.publicUrl)}${INVITATION_PATH}${encodeURIComponent(message.token)}`;
      return inLanguage(TEXTS, context.language).texts.invitation(context.operator, {
        name: row.name,
        username: row.username,
        invitedBy: row.invitedBy,
        link,
        validHours: INVITATION_VALID_HOURS,
      });
    },
  },
});

export const UserMailKind = mailKindNames(USER_MAIL_KINDS);

type UserMailKindNames = MailKindNamesOf<typeof USER_MAIL_KINDS>;
declare module '../mail/mail.kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the kinds' names
  interface MailKindNames extends UserMailKindNames {}
}

export const USER_MAIL: ModuleMailDeclaration = { kinds: USER_MAIL_KINDS };
