// The parents are told about their money through the outbox (issue 24): a receipt when a
// registration becomes paid, and how much is still due (with a QR Platba for exactly the rest) when
// a part came. Written in the transaction that settled the registration, sent after it.
import { PaymentState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { MailKind } from '../mail/mail-message.entity';
import type { MailOutbox } from '../mail/mail.outbox';
import type { Settled } from '../registrations/registration.settle';

const PAID: readonly PaymentState[] = [PaymentState.paid, PaymentState.overpaid];

/** The e-mail a settled registration's change calls for, if any. */
export function mailFor(change: Settled): MailKind | null {
  if (PAID.includes(change.after)) return PAID.includes(change.before) ? null : MailKind.paymentReceived;
  if (change.after === PaymentState.partially_paid && change.receivedHaler > change.receivedBeforeHaler)
    return MailKind.paymentPartial;
  return null;
}

export class PaymentMail {
  constructor(private readonly outbox: Pick<MailOutbox, 'queueMany' | 'kick'>) {}

  async tell(manager: EntityManager, settled: readonly Settled[]): Promise<void> {
    const byKind = new Map<MailKind, number[]>();
    for (const change of settled) {
      const kind = mailFor(change);
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), change.id]);
    }
    for (const [kind, ids] of byKind) await this.outbox.queueMany(manager, ids, kind);
  }

  kick(): void {
    this.outbox.kick();
  }
}
