// A camp registration's paperwork in the family's data export, and gone with its erasure: pickup
// persons and health data are special-category data, and nothing in the law keeps them.
import type { PersonalData } from '../../core/personal-data';

export const campPaperworkPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT p.registration_id AS "registrationId",
              CASE WHEN p.pickup_parents_only THEN 'jen rodiče' ELSE
                (SELECT string_agg(person->>'name' || ' (' || (person->>'relation') || ', ' || (person->>'phone') || ')', '; ')
                   FROM jsonb_array_elements(p.pickup_persons) person) END AS "pickup",
              p.leaves_alone_from AS "leavesAloneFrom", p.health_notes AS "healthNotes", p.insurer
         FROM camp_paperwork p WHERE p.registration_id = ANY($1::int[]) ORDER BY p.registration_id`,
      [family.registrationIds],
    );
    return {
      campPaperwork: {
        title: 'Tábory: vyzvedávání a zdraví',
        columns: {
          registrationId: 'Přihláška',
          pickup: 'Kdo smí dítě vyzvedávat',
          leavesAloneFrom: 'Odchází sám od',
          healthNotes: 'Zdravotní omezení, alergie a léky',
          insurer: 'Zdravotní pojišťovna',
        },
        rows,
      },
    };
  },
  async erase(manager, family) {
    await manager.query('DELETE FROM camp_paperwork WHERE registration_id = ANY($1::int[])', [family.registrationIds]);
  },
};
