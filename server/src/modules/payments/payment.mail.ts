// The parents are told about their money through the outbox (issue 24): a receipt when a
// registration becomes paid, and how much is still due (with a QR Platba for exactly the rest) when
// a part came. Written in the transaction that settled the registration, sent after it.
import { PaymentState } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { MailKind, MailStatus } from '../mail/mail-message.entity';
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
    const received = byKind.get(MailKind.paymentReceived);
    if (received) byKind.set(MailKind.paymentReceived, await this.notToldYet(manager, received));
    for (const [kind, ids] of byKind) await this.outbox.queueMany(manager, ids, kind);
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
      [ids, MailKind.paymentReceived, MailStatus.pending, MailStatus.sent],
    );
    return rows.map((row) => row.id);
  }

  kick(): void {
    this.outbox.kick();
  }
}
