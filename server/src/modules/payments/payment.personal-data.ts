// A family's payments in the data export, and their erasure. Accounting keeps a payment as it came
// (amount, dates, symbols, both accounts, the bank's transaction id); the payer's name and the
// message for the recipient (which names the child, as often as not) are what erasure replaces.
import { ERASED_TEXT, type PersonalData } from '../../core/personal-data';

/** Payments that paid, or once paid, one of the registrations: allocated now, moved away (the
 * reversed allocation stays), or named by the history. */
const FAMILY_PAYMENTS = `SELECT payment_id FROM payment_allocation WHERE registration_id = ANY($1::int[])
                         UNION SELECT payment_id FROM payment_event WHERE registration_id = ANY($1::int[])`;

export const paymentPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT p.id, to_char(p.booked_on, 'YYYY-MM-DD') AS "bookedOn", p.amount_haler::int AS "amountHaler", p.currency,
              p.source::text AS source, p.variable_symbol AS "variableSymbol", p.specific_symbol AS "specificSymbol",
              p.constant_symbol AS "constantSymbol", p.counter_account AS "counterAccount", p.counter_name AS "counterName",
              p.message, p.receipt_number AS "receiptNumber",
              (SELECT string_agg(a.registration_id || ':' || a.amount_haler, ', ' ORDER BY a.id) FROM payment_allocation a
                WHERE a.payment_id = p.id AND a.reversed_at IS NULL AND a.registration_id = ANY($1::int[])) AS pays
         FROM payment p WHERE p.id IN (${FAMILY_PAYMENTS})
        ORDER BY p.booked_on, p.id`,
      [family.registrationIds],
    );
    return {
      payments: {
        title: 'Platby',
        columns: {
          id: 'Číslo',
          bookedOn: 'Datum',
          amountHaler: 'Částka (haléře)',
          currency: 'Měna',
          source: 'Zdroj',
          variableSymbol: 'VS',
          specificSymbol: 'SS',
          constantSymbol: 'KS',
          counterAccount: 'Z účtu',
          counterName: 'Plátce',
          message: 'Zpráva',
          receiptNumber: 'Číslo dokladu',
          pays: 'Platí přihlášky (číslo:haléře)',
        },
        rows,
      },
    };
  },

  async erase(manager, family) {
    await manager.query(
      `UPDATE payment SET counter_name = CASE WHEN counter_name IS NOT NULL THEN $2 END,
              message = CASE WHEN message IS NOT NULL THEN $2 END
        WHERE id IN (${FAMILY_PAYMENTS})`,
      [family.registrationIds, ERASED_TEXT],
    );
  },
};
