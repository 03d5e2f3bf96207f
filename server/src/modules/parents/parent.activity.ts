// What happened on a family's page, as staff read it in the registration dialog. Written in the
// transaction of the change it records; a page view at most once an hour per family, so opening the
// page leaves a trace without a row per reload.
import { ParentActivityType } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import type { ParentActivityEntry } from './parent-request.types';

export interface ActivityRecord {
  emailKey: string;
  type: ParentActivityType;
  registrationId?: number | null;
  detail?: Record<string, string | number | null> | null;
  actorId?: number | null;
}

export async function recordActivity(manager: EntityManager, record: ActivityRecord): Promise<void> {
  await manager.query(
    `INSERT INTO parent_activity (email_key, registration_id, type, detail, actor_id) VALUES ($1, $2, $3, $4, $5)`,
    [
      record.emailKey,
      record.registrationId ?? null,
      record.type,
      record.detail ? JSON.stringify(record.detail) : null,
      record.actorId ?? null,
    ],
  );
}

/** A page view, unless the family's page was viewed within the hour. */
export async function recordView(manager: EntityManager, emailKey: string): Promise<void> {
  await manager.query(
    `INSERT INTO parent_activity (email_key, type)
     SELECT $1::varchar, $2::varchar WHERE NOT EXISTS (
       SELECT 1 FROM parent_activity WHERE email_key = $1::varchar AND type = $2::varchar
          AND created_at > now() - interval '1 hour')`,
    [emailKey, ParentActivityType.viewed],
  );
}

/** The activity staff see on a registration: its own, and its family's (link sent, page viewed),
 * newest first. The family is the registration's address as it is now. */
export async function activityOf(
  dataSource: DataSource,
  actor: Actor,
  registrationId: number,
): Promise<ParentActivityEntry[]> {
  authorize(actor, 'request.read');
  return dataSource.query(
    `SELECT a.id, a.type, a.registration_id AS "registrationId", a.created_at AS "createdAt", u.name AS "actorName",
            a.detail->>'from' AS "from", a.detail->>'to' AS "to",
            a.detail->>'requestType' AS "requestType", a.detail->>'requestState' AS "requestState"
       FROM parent_activity a
       LEFT JOIN "user" u ON u.id = a.actor_id
      WHERE a.registration_id = $1
         OR (a.registration_id IS NULL AND a.email_key = (SELECT lower(email) FROM registration WHERE id = $1))
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT 200`,
    [registrationId],
  );
}
