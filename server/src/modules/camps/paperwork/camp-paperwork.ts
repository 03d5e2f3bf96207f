// Writing a camp registration's paperwork (camp-paperwork.entity.ts) in the caller's transaction: the
// registration form (both doors), the staff edit and the family's page.
import type { CampPickupValues, PickupPerson } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

/** The paperwork fields as the form and the family's page send them; undefined: not sent (kept). */
export interface CampPaperworkValues extends Partial<CampPickupValues> {
  healthNotes?: string | null;
  insurer?: string | null;
}

const COLUMNS: Record<string, (values: CampPaperworkValues) => unknown> = {
  pickup_persons: (values) =>
    values.pickupPersons === undefined && values.pickupParentsOnly === undefined
      ? undefined
      : JSON.stringify(
          (values.pickupParentsOnly ? [] : (values.pickupPersons ?? [])).map(
            ({ name, relation, phone }: PickupPerson) => ({ name, relation, phone }),
          ),
        ),
  pickup_parents_only: (values) =>
    values.pickupPersons === undefined && values.pickupParentsOnly === undefined
      ? undefined
      : values.pickupParentsOnly === true,
  leaves_alone_from: (values) => (values.leavesAlone === undefined ? undefined : (values.leavesAlone?.from ?? null)),
  health_notes: (values) => values.healthNotes,
  insurer: (values) => values.insurer,
};

/** Stores what was sent of a registration's paperwork; what was not sent stays as it was. Nothing sent
 * writes nothing (an old client of the spec's call: the family's page asks for the pickup choice). */
export async function saveCampPaperwork(
  manager: EntityManager,
  registrationId: number,
  values: CampPaperworkValues,
): Promise<void> {
  const given = Object.entries(COLUMNS)
    .map(([column, read]) => [column, read(values)] as const)
    .filter(([, value]) => value !== undefined);
  if (given.length === 0) return;
  const names = given.map(([column]) => `"${column}"`);
  await manager.query(
    `INSERT INTO camp_paperwork (registration_id, ${names.join(', ')})
     VALUES ($1, ${given.map((_, index) => `$${index + 2}`).join(', ')})
     ON CONFLICT (registration_id) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, updated_at = now()`,
    [registrationId, ...given.map(([, value]) => value)],
  );
}

/** SQL: whether the camp registration `alias` still lacks the pickup choice. */
export const pickupMissingSql = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM camp_paperwork p WHERE p.registration_id = ${alias}.id
     AND (p.pickup_parents_only OR jsonb_array_length(p.pickup_persons) > 0))`;
