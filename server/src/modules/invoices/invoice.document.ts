import type { EntityManager } from 'typeorm';
import { qrPng, spayd } from '../mail/qr-platba';
import type { InvoiceDocument } from './invoice.pdf';

/** The issued invoice of a registration with what its PDF needs, or null when none was issued. */
export async function loadInvoiceDocument(
  manager: EntityManager,
  registrationId: number,
): Promise<InvoiceDocument | null> {
  const [row] = await manager.query(
    `SELECT i.number, to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn",
            i.account, i.amount, i.item, i.customer_name AS "customerName", i.customer_email AS "customerEmail",
            r.variable_symbol::text AS "variableSymbol"
       FROM invoice i JOIN registration r ON r.id = i.registration_id
      WHERE i.registration_id = $1`,
    [registrationId],
  );
  if (!row) return null;
  const qr =
    row.amount > 0
      ? await qrPng(
          spayd({
            iban: row.account,
            amount: row.amount,
            variableSymbol: row.variableSymbol,
            message: `Faktura ${row.number}`,
          }),
        )
      : null;
  return { ...row, qrPng: qr };
}
