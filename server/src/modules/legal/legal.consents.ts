// Recording consents where registrations are made: plain functions over the caller's transaction,
// so the registration and its consents are written together or not at all.
import { ConsentAction, ConsentSource, LegalTextKind } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

/** The version of each of the kinds (SQL, an array) in force now. */
const currentVersions = (kinds: string) => `SELECT DISTINCT ON (kind) id, kind FROM legal_text
  WHERE kind = ANY(${kinds}::legal_text_kind[]) ORDER BY kind, version DESC`;
const CURRENT_VERSIONS = currentVersions('$2');

/** What a new registration consents to: the terms and the personal data always (the form requires
 * them), the photographs when given. */
export const registrationConsentKinds = (photoConsent: boolean): LegalTextKind[] => [
  LegalTextKind.conditions,
  LegalTextKind.gdpr,
  ...(photoConsent ? [LegalTextKind.photo] : []),
];

/** A new registration's consents, as an INSERT for the statement that makes the registration (so
 * they are written together or not at all): of the registrations `from` selects (SQL with their
 * column id), to `kinds` (SQL for registrationConsentKinds), each in the version in force at this
 * moment, from `source` (SQL). */
export const registrationConsentsSql = (from: string, kinds: string, source: string) =>
  `INSERT INTO registration_consent (registration_id, kind, legal_text_id, action, source)
   SELECT r.id, t.kind, t.id, 'given', ${source} FROM ${from} r, (${currentVersions(kinds)}) t`;

/** The photo consent of a registration changed (staff ticked or unticked it, or the parent withdrew
 * it): recorded once, only when it differs from what the records say. The withdrawal names the
 * version it withdraws. Returns whether anything was recorded. */
export async function recordPhotoConsentChange(
  manager: EntityManager,
  registrationId: number,
  given: boolean,
  source: ConsentSource,
): Promise<boolean> {
  const [last]: { action: ConsentAction; legalTextId: number }[] = await manager.query(
    `SELECT action, legal_text_id AS "legalTextId" FROM registration_consent
      WHERE registration_id = $1 AND kind = 'photo' ORDER BY at DESC, id DESC LIMIT 1`,
    [registrationId],
  );
  const holds = last?.action === ConsentAction.given;
  if (holds === given) return false;
  if (given) {
    await manager.query(
      `INSERT INTO registration_consent (registration_id, kind, legal_text_id, action, source)
       SELECT $1, t.kind, t.id, 'given', $3 FROM (${CURRENT_VERSIONS}) t`,
      [registrationId, [LegalTextKind.photo], source],
    );
  } else if (last) {
    await manager.query(
      `INSERT INTO registration_consent (registration_id, kind, legal_text_id, action, source)
       VALUES ($1, 'photo', $2, 'withdrawn', $3)`,
      [registrationId, last.legalTextId, source],
    );
  }
  return true;
}

/** Registrations made without the service (the demo and benchmark seeds) that have no consents yet:
 * given at their creation, to the version in force then (the first one for older registrations),
 * in one statement whatever their number. */
export async function recordMissingConsents(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO registration_consent (registration_id, kind, legal_text_id, action, at, source)
     SELECT r.id, k.kind, t.id, 'given', r.created_at, 'form'
       FROM registration r
       CROSS JOIN unnest(enum_range(NULL::legal_text_kind)) AS k(kind)
       CROSS JOIN LATERAL (
         SELECT id FROM legal_text l WHERE l.kind = k.kind
          ORDER BY (l.published_at <= r.created_at) DESC, CASE WHEN l.published_at <= r.created_at THEN -l.version ELSE l.version END
          LIMIT 1) t
      WHERE (k.kind <> 'photo' OR r.photo_consent)
        AND NOT EXISTS (SELECT 1 FROM registration_consent c WHERE c.registration_id = r.id)`,
  );
}
