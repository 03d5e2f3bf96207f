// A family's answers to the invitations to continue, in the data export, and their erasure: the
// answer stays (staff's record of who continued), the reason in the family's words goes.
import { ERASED_TEXT, type PersonalData } from '../../core/personal-data';

export const reenrolmentPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT f.registration_id AS "registrationId", f.state::text AS state, f.reason,
              f.new_registration_id AS "newRegistrationId",
              to_char(f.invited_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "invitedAt",
              to_char(f.decided_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "decidedAt"
         FROM reenrolment_family f WHERE f.registration_id = ANY($1::int[]) ORDER BY f.id`,
      [family.registrationIds],
    );
    return {
      reenrolment: {
        title: 'Pokračování v dalším pololetí',
        columns: {
          registrationId: 'Přihláška',
          state: 'Odpověď',
          reason: 'Důvod',
          newRegistrationId: 'Nová přihláška',
          invitedAt: 'Pozváno',
          decidedAt: 'Odpovězeno',
        },
        rows,
      },
    };
  },

  async erase(manager, family) {
    await manager.query(
      'UPDATE reenrolment_family SET reason = $2 WHERE registration_id = ANY($1::int[]) AND reason IS NOT NULL',
      [family.registrationIds, ERASED_TEXT],
    );
  },
};
