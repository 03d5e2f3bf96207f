// A family's messages in the data export, and their erasure: the copies stay as the record that a
// message went out, without the address; the opt-out of the address is forgotten.
import { erasedAddress, type PersonalData } from '../../core/personal-data';

export const messagesPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT m.id, m.subject, m.kind, fr.address, to_char(m.created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt"
         FROM family_message_recipient fr JOIN family_message m ON m.id = fr.message_id
        WHERE fr.registration_ids && $1::int[] ORDER BY m.created_at, m.id`,
      [family.registrationIds],
    );
    return {
      familyMessages: {
        title: 'Zprávy rodině',
        columns: { id: 'Číslo', subject: 'Předmět', kind: 'Druh', address: 'Komu', createdAt: 'Odesláno' },
        rows,
      },
    };
  },

  async erase(manager, family) {
    await manager.query('UPDATE family_message_recipient SET address = $2 WHERE registration_ids && $1::int[]', [
      family.registrationIds,
      erasedAddress(),
    ]);
    if (family.emailKey)
      await manager.query('DELETE FROM family_message_opt_out WHERE email_key = ANY($1::text[])', [
        [family.emailKey, ...family.emails],
      ]);
  },
};
