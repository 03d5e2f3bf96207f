// What the parents module holds of a family, in the data export and at erasure. The personal links
// are keyed by the address in clear: erasure deletes them (which revokes them: the page then
// answers PARENT_LINK_INVALID). The retention job deletes an address's links only when none of its
// registrations stays.
// The parents' requests keep their kind, state and dates (staff's record of what was asked and
// done) without the family's address, reason or employer; the page's activity and the e-mail
// changes waiting for confirmation are deleted (they hold phones and addresses, nothing the law
// asks to keep).
import type { PersonalData } from '../../core/personal-data';

export const parentPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt",
              to_char(last_used_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "lastUsedAt",
              to_char(revoked_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "revokedAt"
         FROM parent_link WHERE email_key = ANY($1::varchar[]) ORDER BY created_at, id`,
      [family.emailKey === null ? [] : [family.emailKey]],
    );
    const keys = family.emailKey === null ? [] : [family.emailKey];
    const requests = await manager.query(
      `SELECT type, state, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt", registration_id AS "registrationId",
              reason, employer->>'name' AS "employerName", employer->>'companyId' AS "employerCompanyId",
              employer->>'address' AS "employerAddress", new_email AS "newEmail", to_char(handled_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "handledAt",
              handling_note AS "handlingNote"
         FROM parent_request WHERE email_key = ANY($1::varchar[]) OR registration_id = ANY($2::int[]) ORDER BY created_at, id`,
      [keys, family.registrationIds],
    );
    const activity = await manager.query(
      `SELECT type, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt", registration_id AS "registrationId",
              detail->>'from' AS "from", detail->>'to' AS "to"
         FROM parent_activity WHERE email_key = ANY($1::varchar[]) OR registration_id = ANY($2::int[]) ORDER BY created_at, id`,
      [keys, family.registrationIds],
    );
    return {
      parentRequests: {
        title: 'Vaše žádosti',
        columns: {
          createdAt: 'Podána',
          type: 'Druh',
          state: 'Stav',
          registrationId: 'Přihláška',
          reason: 'Důvod',
          employerName: 'Zaměstnavatel',
          employerCompanyId: 'IČO',
          employerAddress: 'Adresa zaměstnavatele',
          newEmail: 'Nový e-mail',
          handledAt: 'Vyřízena',
          handlingNote: 'Poznámka k vyřízení',
        },
        rows: requests,
      },
      parentActivity: {
        title: 'Co se dělo na stránce Moje přihlášky',
        columns: { createdAt: 'Kdy', type: 'Co', registrationId: 'Přihláška', from: 'Předtím', to: 'Nově' },
        rows: activity,
      },
      parentLinks: {
        title: 'Osobní odkazy na stránku Moje přihlášky',
        columns: { createdAt: 'Vytvořen', lastUsedAt: 'Naposledy použit', revokedAt: 'Zrušen' },
        rows,
      },
    };
  },

  async erase(manager, family) {
    await manager.query(
      `DELETE FROM parent_link l
        WHERE l.email_key = ANY($1::varchar[])
          AND ($2::boolean OR NOT EXISTS (SELECT 1 FROM registration r
                                           WHERE lower(r.email) = l.email_key AND r.id <> ALL($3::int[])))`,
      [family.emailKey === null ? family.emails : [family.emailKey], family.emailKey !== null, family.registrationIds],
    );
    const keys = family.emailKey === null ? [] : [family.emailKey];
    await manager.query(
      `UPDATE parent_request SET email_key = 'vymazano-' || id || '@vymazano.invalid', reason = NULL, employer = NULL,
              handling_note = NULL, new_email = NULL
        WHERE email_key = ANY($1::varchar[]) OR registration_id = ANY($2::int[])`,
      [keys, family.registrationIds],
    );
    // Another family's request to move to this address keeps its own address, not this one.
    await manager.query('UPDATE parent_request SET new_email = NULL WHERE lower(new_email) = ANY($1::varchar[])', [
      family.emailKey === null ? [] : family.emails,
    ]);
    await manager.query(
      'DELETE FROM parent_activity WHERE email_key = ANY($1::varchar[]) OR registration_id = ANY($2::int[])',
      [keys, family.registrationIds],
    );
    await manager.query(
      'DELETE FROM parent_email_change WHERE email_key = ANY($1::varchar[]) OR lower(new_email) = ANY($2::varchar[])',
      [keys, family.emailKey === null ? [] : family.emails],
    );
  },
};
