// Whose families a staff member reads (issue 26, item 4; docs/SECURITY.md): administrators every
// registration, a lector only the children of their own slots (schedule.lector_id) and camps
// (camp.lector_id). The one rule, as SQL conditions every read of registrations and customers adds:
// the grid, its search, counts and exports, one registration by id, the customers, the photo
// refusals, a registration's consents, e-mails and invoice.
import { RegistrationErrorCode, Role } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';

/** Binds a value as a parameter of the query being built and returns its placeholder. */
export type BindValue = (value: unknown) => string;

/** The lector whose families the actor reads, or null for someone who reads all (an administrator).
 * Anyone else (anonymous too, though no read lets them this far) gets a scope that holds nothing. */
function scopedUser(actor: Actor): number | null {
  if (actor?.role === Role.administrator) return null;
  return actor?.userId ?? 0;
}

/** The registration `alias` is of a slot or a camp that `lector` (a placeholder) runs. The lector's
 * slots and camps come first, by their lector_id indexes, and each list is matched to the
 * registrations by their schedule_id and camp_id indexes: a lector's few slots cost a few index
 * lookups however many registrations there are. */
function ofLector(alias: string, lector: string): string {
  return (
    `(${alias}."schedule_id" = ANY (ARRAY(SELECT s.id FROM schedule s WHERE s.lector_id = ${lector}))` +
    ` OR ${alias}."camp_id" = ANY (ARRAY(SELECT c.id FROM camp c WHERE c.lector_id = ${lector})))`
  );
}

/** The registrations the actor may read, as a condition over the registration `alias`; null (nothing
 * added) for administrators. */
export function registrationScope(actor: Actor, alias: string, bind: BindValue): string | null {
  const lector = scopedUser(actor);
  return lector === null ? null : ofLector(alias, bind(lector));
}

/** The customers the actor may read, over the customer `alias`: a lector the parents of the children
 * they teach, administrators all (null). */
export function customerScope(actor: Actor, alias: string, bind: BindValue): string | null {
  const lector = scopedUser(actor);
  if (lector === null) return null;
  return `${alias}."id" IN (SELECT r.customer_id FROM registration r WHERE ${ofLector('r', bind(lector))})`;
}

/** Refuses a registration outside the actor's scope with REGISTRATION_NOT_FOUND, the very answer
 * for one that does not exist: a lector learns nothing of another family, not even that it exists.
 * No query for administrators. */
export async function assertRegistrationInScope(
  db: DataSource | EntityManager,
  actor: Actor,
  registrationId: number,
): Promise<void> {
  const values: unknown[] = [registrationId];
  const scope = registrationScope(actor, 'r', (value) => `$${values.push(value)}`);
  if (scope === null) return;
  const [found] = await db.query(`SELECT 1 FROM registration r WHERE r.id = $1 AND ${scope}`, values);
  if (!found) throw new AppError(RegistrationErrorCode.NotFound);
}
