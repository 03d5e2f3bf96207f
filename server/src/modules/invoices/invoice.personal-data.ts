// A family's invoices in the data export, and their erasure. The law keeps an issued invoice as it
// was issued, the customer's name included (accounting records): at erasure its PDF is rendered
// from the row exactly as issued and archived in the row (invoice.archived_pdf, never served but
// as that invoice's PDF to staff), then the row's personal text is replaced. The invoice itself
// (number, dates, amount, account, the document) remains.
import { ERASED_TEXT, erasedAddress, type PersonalData } from '../../core/personal-data';
import { loadInvoiceDocument } from './invoice.document';
import { renderInvoicePdf } from './invoice.pdf';

export const invoicePersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT number, registration_id AS "registrationId", to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn",
              to_char(due_on, 'YYYY-MM-DD') AS "dueOn", amount, item, customer_name AS "customerName",
              customer_email AS "customerEmail", account
         FROM invoice WHERE registration_id = ANY($1::int[]) ORDER BY number`,
      [family.registrationIds],
    );
    return {
      invoices: {
        title: 'Faktury',
        columns: {
          number: 'Číslo faktury',
          registrationId: 'Přihláška',
          issuedOn: 'Vystavena',
          dueOn: 'Splatná',
          amount: 'Částka (Kč)',
          item: 'Položka',
          customerName: 'Odběratel',
          customerEmail: 'E-mail odběratele',
          account: 'Účet',
        },
        rows,
      },
    };
  },

  async erase(manager, family, { config }) {
    const pending: { registrationId: number }[] = await manager.query(
      `SELECT registration_id AS "registrationId" FROM invoice
        WHERE registration_id = ANY($1::int[]) AND archived_pdf IS NULL ORDER BY registration_id FOR UPDATE`,
      [family.registrationIds],
    );
    for (const { registrationId } of pending) {
      const issued = await loadInvoiceDocument(manager, registrationId);
      if (!issued) continue;
      const pdf = await renderInvoicePdf(issued, config.operator);
      await manager.query('UPDATE invoice SET archived_pdf = $2 WHERE registration_id = $1', [registrationId, pdf]);
    }
    await manager.query(
      `UPDATE invoice SET customer_name = $2, customer_email = $3, item = $2 WHERE registration_id = ANY($1::int[])`,
      [family.registrationIds, ERASED_TEXT, erasedAddress()],
    );
  },
};
