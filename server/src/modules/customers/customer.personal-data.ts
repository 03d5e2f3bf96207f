// A family's customer record in the data export, and its erasure. The row stays: registrations
// (kept for their money) reference it. The version grows, so a staff edit made from the record as
// it was before cannot write the data back (RECORD_CHANGED_MEANWHILE).
import { ERASED_TEXT, type PersonalData } from '../../core/personal-data';

export const customerPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone,
              to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt"
         FROM customer WHERE id = ANY($1::int[]) ORDER BY id`,
      [family.customerIds],
    );
    return {
      customers: {
        title: 'Zákaznický záznam',
        columns: {
          id: 'Číslo',
          firstName: 'Jméno',
          lastName: 'Příjmení',
          email: 'E-mail',
          phone: 'Telefon',
          createdAt: 'Založen',
        },
        rows,
      },
    };
  },

  // The address is unique among customers (lower(email)): each erased one gets its own.
  async erase(manager, family) {
    await manager.query(
      `UPDATE customer SET first_name = $2, last_name = $2, email = 'vymazano-c' || id || '@vymazano.invalid',
              phone = NULL, version = version + 1
        WHERE id = ANY($1::int[]) AND email <> 'vymazano-c' || id || '@vymazano.invalid'`,
      [family.customerIds, ERASED_TEXT],
    );
  },
};
