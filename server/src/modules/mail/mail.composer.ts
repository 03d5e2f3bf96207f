// Composes an outbox message through the domain that declares its kind (mail.kinds.ts), as things
// are at delivery time; mail/ itself knows no kind's content.
import type { EntityManager } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import { MAIL_KINDS, type ComposedMail, type MailKinds, type QueuedMail } from './mail.kinds';

export { MailNotApplicable } from './mail.kinds';

export class MailComposer {
  /** `publicUrl`: where the site is, for the links in the messages; `kinds`: every module's (the
   * app's, declared by modules/index.ts). */
  constructor(
    private readonly operator: OperatorConfig,
    private readonly publicUrl = '',
    readonly kinds: MailKinds = MAIL_KINDS,
  ) {}

  /** The message of its kind's domain; MailNotApplicable when it no longer applies, UnknownMailKind
   * when no module declares its kind. */
  async compose(manager: EntityManager, message: QueuedMail): Promise<ComposedMail> {
    // Czech until the families' languages come (issue 39): then the message's own.
    return this.kinds
      .get(message.kind)
      .compose(message, { manager, operator: this.operator, publicUrl: this.publicUrl, language: 'cs' });
  }

  /** What its kind does once it went out, in the transaction that records it sent. */
  async sent(manager: EntityManager, message: QueuedMail): Promise<void> {
    await this.kinds.get(message.kind).sent?.(manager, message);
  }
}
