// Moving a family to another e-mail address (issue 38, finding 1). The address is what a personal
// link opens, so a move must never hand one family's page to whoever held another's link: every
// earlier link of the family ends and a fresh one is e-mailed to the new address; an address that
// holds registrations of its own is never joined by self-service (ParentActionService asks staff).
import { emailKey as keyOf, ParentActivityType } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import type { MailOutbox } from '../mail/mail.outbox';
import { recordActivity } from './parent.activity';
import { ParentMailKind } from './parent.mail';

/** The first key of pg_advisory_xact_lock(int, int): a family's address ("pfam" in ASCII). */
const FAMILY_LOCK = 0x7066616d;

/** Takes the addresses' locks in one order, so two moves between the same families take turns (and
 * the check "the new address has no registrations" holds until the move commits). */
export async function lockFamilies(manager: EntityManager, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [FAMILY_LOCK, key]);
}

/** Whether any registration (cancelled ones too: they hold a child's data) was made with the address. */
export async function hasRegistrations(manager: EntityManager, key: string): Promise<boolean> {
  const [found] = await manager.query('SELECT 1 FROM registration WHERE lower(email) = $1 LIMIT 1', [key]);
  return Boolean(found);
}

export interface FamilyMove {
  from: string;
  toEmail: string;
  /** Staff's merge into an address whose family they checked: its own links stay. A self-service
   * move goes only to an address without registrations, whose links (of a family gone from it)
   * end. */
  keepTargetLinks: boolean;
  actorId?: number | null;
}

/** Moves the family's registrations, customer record, requests, activity and e-mail changes to the
 * new address, ends every link of the old one (and its e-mail changes still waiting), and queues a
 * fresh link to the new address. Call with both addresses locked (lockFamilies). */
export async function moveFamily(
  manager: EntityManager,
  mail: Pick<MailOutbox, 'queue'>,
  { from, toEmail, keepTargetLinks, actorId = null }: FamilyMove,
): Promise<void> {
  const to = keyOf(toEmail);
  await manager.query('UPDATE registration SET email = $2 WHERE lower(email) = $1', [from, toEmail]);
  // A customer record of the new address may exist already (the address registered before):
  // then it stays the one, and the old record keeps its address for staff to merge.
  await manager.query(
    `UPDATE customer SET email = $2 WHERE lower(email) = $1
        AND NOT EXISTS (SELECT 1 FROM customer WHERE lower(email) = lower($2))`,
    [from, toEmail],
  );
  // Links stay with the address they were sent to: the old mailbox's links end, never follow.
  await manager.query(
    'UPDATE parent_link SET revoked_at = now() WHERE email_key = ANY($1::varchar[]) AND revoked_at IS NULL',
    [keepTargetLinks ? [from] : [from, to]],
  );
  await manager.query('UPDATE parent_email_change SET used_at = now() WHERE email_key = $1 AND used_at IS NULL', [
    from,
  ]);
  for (const table of ['parent_activity', 'parent_email_change'])
    await manager.query(`UPDATE ${table} SET email_key = $2 WHERE email_key = $1`, [from, to]);
  // An open request the new address has too stays one request (the partial unique index).
  await manager.query(
    `UPDATE parent_request q SET email_key = $2 WHERE email_key = $1 AND NOT (state = 'open' AND EXISTS (
       SELECT 1 FROM parent_request o WHERE o.email_key = $2 AND o.state = 'open' AND o.type = q.type
          AND COALESCE(o.registration_id, 0) = COALESCE(q.registration_id, 0)))`,
    [from, to],
  );
  await recordActivity(manager, {
    emailKey: to,
    type: ParentActivityType.email_changed,
    detail: { from, to: toEmail },
    actorId,
  });
  const [newest]: { id: number }[] = await manager.query(
    'SELECT id FROM registration WHERE lower(email) = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [to],
  );
  if (newest) await mail.queue(manager, newest.id, ParentMailKind.parentLink);
}
