// A family's registrations in the data export, and their erasure: the rows stay (capacity, waiting
// lists and payments count them) with no personal data left in them.
import { ERASED_TEXT, type PersonalData } from '../../core/personal-data';

export const registrationPersonalData: PersonalData = {
  async export(manager, family) {
    const registrations = await manager.query(
      `SELECT r.id, r.type::text AS type, COALESCE(c.title, camp.title) AS title,
              r.child_full_name AS "childFullName", to_char(r.child_born_year, 'YYYY-MM-DD') AS "childBornYear",
              r.parent_first_name AS "parentFirstName", r.parent_last_name AS "parentLastName", r.email, r.phone,
              r.note, r.photo_consent AS "photoConsent", r.personal_data_consent AS "personalDataConsent",
              r.replacement, r.variable_symbol::text AS "variableSymbol", r.due_haler::float8 AS "dueHaler",
              r.received_haler::float8 AS "receivedHaler", r.payment_state::text AS "paymentState",
              r.invoice_number AS "invoiceNumber", to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt",
              to_char(r.cancelled_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "cancelledAt"
         FROM registration r
         LEFT JOIN schedule s ON s.id = r.schedule_id
         LEFT JOIN course c ON c.id = s.course_id
         LEFT JOIN camp ON camp.id = r.camp_id
        WHERE r.id = ANY($1::int[])
        ORDER BY r.created_at, r.id`,
      [family.registrationIds],
    );
    const events = await manager.query(
      `SELECT registration_id AS "registrationId", type, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt"
         FROM registration_event WHERE registration_id = ANY($1::int[]) ORDER BY id`,
      [family.registrationIds],
    );
    return {
      registrations: {
        title: 'Přihlášky',
        columns: {
          id: 'Číslo',
          type: 'Druh',
          title: 'Kroužek / tábor',
          childFullName: 'Dítě',
          childBornYear: 'Datum narození',
          parentFirstName: 'Jméno rodiče',
          parentLastName: 'Příjmení rodiče',
          email: 'E-mail',
          phone: 'Telefon',
          note: 'Poznámka',
          photoConsent: 'Souhlas s fotografiemi',
          personalDataConsent: 'Souhlas se zpracováním údajů',
          replacement: 'Náhradník',
          variableSymbol: 'Variabilní symbol',
          dueHaler: 'K úhradě (haléře)',
          receivedHaler: 'Zaplaceno (haléře)',
          paymentState: 'Stav platby',
          invoiceNumber: 'Číslo faktury',
          createdAt: 'Přihlášeno',
          cancelledAt: 'Zrušeno',
        },
        rows: registrations,
      },
      registrationEvents: {
        title: 'Události přihlášek',
        columns: { registrationId: 'Přihláška', type: 'Událost', createdAt: 'Kdy' },
        rows: events,
      },
    };
  },

  // The birth date keeps its year only (the column is required; the year is what age statistics
  // need). The e-mail becomes an address of its own registration, so erased registrations never form
  // one "family". The idempotency key and its hash (of the form's personal data) go too, and the sender's hashes.
  async erase(manager, family) {
    await manager.query(
      `UPDATE registration
          SET parent_first_name = $2, parent_last_name = $2, child_full_name = $2,
              email = 'vymazano-r' || id || '@vymazano.invalid', phone = '', note = NULL,
              child_born_year = make_date(extract(year FROM child_born_year)::int, 1, 1),
              idempotency_key = NULL, idempotency_hash = NULL, sender_address = NULL, sender_mailbox = NULL,
              erased_at = COALESCE(erased_at, now())
        WHERE id = ANY($1::int[])`,
      [family.registrationIds, ERASED_TEXT],
    );
  },
};
