// The staff export of registrations at any size: rows read over a server-side cursor, a batch at a
// time, and written to the response as they come (core/export.ts writes the CSV or XLSX). Memory
// stays at a batch or two, whatever the number of rows (bench/RESULTS.md, "Export").
import {
  contactDifferences,
  registrationExportColumns,
  type ContactField,
  type RegistrationExportRow,
} from '@kurzy/common';
import Cursor from 'pg-cursor';
import type { Pool, PoolClient } from 'pg';
import { ROW_TYPES } from '../../core/database/rows';
import type { Actor } from '../../core/actor';
import type { ExportShape } from '../../core/export';
import { creditState } from '../makeups/makeup.credits';

/** Rows fetched from the cursor at once: enough that round trips cost little, few enough that a
 * batch is gone before two young-generation collections (the XLSX writer allocates kilobytes per
 * row). Rows that outlive them are promoted to the old generation and pile up there as garbage until
 * a full collection: at 1,000 rows an XLSX export grew the process by 50 to 130 MiB, at 200 by under
 * 5 (bench/RESULTS.md, "Export"). */
const BATCH_ROWS = 200;

/** The registrations of a search (alias "registration", as the filters and the sort name it) with
 * what the columns show of their course, slot, camp, branch, customer and possible duplicate; their
 * make-up credits only `withMakeups` (for those who may read them: null otherwise). */
export function exportSql(where: string, order: string, withMakeups = false): string {
  return `SELECT
    ("registration"."created_at" AT TIME ZONE 'Europe/Prague')::date AS "createdDay",
    "registration"."child_full_name" AS "childFullName",
    "registration"."child_born_year" AS "childBornYear",
    "registration"."parent_first_name" AS "parentFirstName",
    "registration"."parent_last_name" AS "parentLastName",
    "registration"."email" AS "email",
    "registration"."phone" AS "phone",
    "registration"."type"::text AS "type",
    COALESCE(x_course."title", x_camp."title") AS "target",
    COALESCE(x_slot_branch."title", x_camp_branch."title") AS "branch",
    x_slot."day_of_week" AS "dayOfWeek",
    to_char(x_slot."from", 'HH24:MI') AS "from",
    to_char(x_slot."to", 'HH24:MI') AS "to",
    "registration"."replacement" AS "replacement",
    "registration"."payment_state"::text AS "paymentState",
    "registration"."variable_symbol"::text AS "variableSymbol",
    "registration"."invoice_number" AS "invoiceNumber",
    "registration"."invoice_sent" AS "invoiceSent",
    ("registration"."cancelled_at" AT TIME ZONE 'Europe/Prague')::date AS "cancelledDay",
    "registration"."photo_consent" AS "photoConsent",
    "registration"."note" AS "note",
    x_customer."first_name" AS "customerFirstName",
    x_customer."last_name" AS "customerLastName",
    x_customer."phone" AS "customerPhone",
    x_duplicate."variable_symbol"::text AS "possibleDuplicateVs",
    ${withMakeups ? 'x_makeups."available"' : 'NULL::int'} AS "makeupsAvailable",
    ${withMakeups ? 'x_makeups."earned"' : 'NULL::int'} AS "makeupsEarned"
  FROM "registration" "registration"
  LEFT JOIN "schedule" x_slot ON x_slot."id" = "registration"."schedule_id"
  LEFT JOIN "course" x_course ON x_course."id" = x_slot."course_id"
  LEFT JOIN "branch" x_slot_branch ON x_slot_branch."id" = x_slot."branch_id"
  LEFT JOIN "camp" x_camp ON x_camp."id" = "registration"."camp_id"
  LEFT JOIN "branch" x_camp_branch ON x_camp_branch."id" = x_camp."branch_id"
  LEFT JOIN "customer" x_customer ON x_customer."id" = "registration"."customer_id"
  LEFT JOIN "registration" x_duplicate ON x_duplicate."id" = "registration"."possible_duplicate_of_id"
  ${withMakeups ? MAKEUPS_JOIN : ''}
  ${where}
  ORDER BY ${order}`;
}

/** A registration's make-up credits: available now (one past its expiry is expired, written down or
 * not, as creditState reads it) and all it had. */
const MAKEUPS_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE ${creditState('now()', 'm')} = 'available')::int AS "available", count(*)::int AS "earned"
      FROM "makeup_credit" m WHERE m."registration_id" = "registration"."id"
  ) x_makeups ON true`;

type SqlRow = Omit<RegistrationExportRow, 'contactDifferences'> & {
  customerFirstName: string | null;
  customerLastName: string | null;
  customerPhone: string | null;
  contactDifferences?: readonly ContactField[];
};

const NO_DIFFERENCES: readonly ContactField[] = Object.freeze([]);

/** The row pg made, completed in place: a copy per row (a spread) was most of what the old
 * generation collected after an export (BATCH_ROWS). */
function exportRow(row: SqlRow): RegistrationExportRow {
  const { customerFirstName, customerLastName, customerPhone } = row;
  // Most registrations repeat their customer's details exactly: no need to compare normalised forms.
  const same =
    customerFirstName === row.parentFirstName && customerLastName === row.parentLastName && customerPhone === row.phone;
  row.contactDifferences =
    customerFirstName === null || same
      ? NO_DIFFERENCES
      : contactDifferences(row, {
          parentFirstName: customerFirstName,
          parentLastName: customerLastName ?? '',
          phone: customerPhone ?? '',
        });
  return row as RegistrationExportRow;
}

/** Exports running at once across every instance of the app: each holds a pooled connection and
 * a cursor until its client has the whole file. */
export const MAX_RUNNING_EXPORTS = 4;
/** pg_try_advisory_lock(int, int): the export slots' space ("expo" in ASCII), then the slot 1..4. */
const EXPORT_SLOTS_LOCK = 0x6578706f;

/** One of the MAX_RUNNING_EXPORTS export slots, shared by every instance through PostgreSQL: a
 * session advisory lock on the connection the export reads over, so the slot of an instance that
 * dies is freed with its connection. */
export class ExportSlot {
  private failure: Error | undefined;
  private released = false;
  // A checked-out client has no listener of the pool's: a connection lost mid-export would
  // otherwise be an unhandled 'error' that ends the process. The cursor's read fails with it too.
  private readonly lost = (error: Error) => {
    this.failure ??= error;
  };

  private constructor(
    private readonly client: PoolClient,
    private readonly slot: number,
  ) {
    client.on('error', this.lost);
  }

  /** A free slot, or null when every one is taken. */
  static async take(pool: Pool): Promise<ExportSlot | null> {
    const client = await pool.connect();
    try {
      // LIMIT 1 stops the scan at the first lock taken, so one slot at most is held.
      const { rows } = await client.query<{ slot: number }>(
        'SELECT slot FROM generate_series(1, $2::int) AS slot WHERE pg_try_advisory_lock($1, slot) LIMIT 1',
        [EXPORT_SLOTS_LOCK, MAX_RUNNING_EXPORTS],
      );
      if (rows[0]) return new ExportSlot(client, rows[0].slot);
      client.release();
      return null;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  /** The rows of `sql`, a batch at a time, over a cursor on the slot's connection. Stopping early
   * (the client went away) closes the cursor. The cursor's portal lives in one implicit
   * transaction, so the whole file is one consistent snapshot. */
  async *batches(sql: string, values: unknown[]): AsyncGenerator<RegistrationExportRow[]> {
    const cursor = this.client.query(new Cursor<SqlRow>(sql, values, { types: ROW_TYPES }));
    try {
      for (;;) {
        const rows = await cursor.read(BATCH_ROWS);
        if (rows.length === 0) return;
        yield rows.map(exportRow);
      }
    } catch (error) {
      this.failure ??= error as Error;
      throw error;
    } finally {
      await cursor.close().catch(this.lost);
    }
  }

  /** Frees the slot and gives the connection back; a connection in an unknown state (lost, or a
   * cursor that could not be closed) is dropped instead, which frees the slot too. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    if (!this.failure)
      await this.client.query('SELECT pg_advisory_unlock($1, $2)', [EXPORT_SLOTS_LOCK, this.slot]).catch(this.lost);
    this.client.removeListener('error', this.lost);
    this.client.release(this.failure);
  }
}

/** What the registrations' export writes for a staff member: the columns they may see (common,
 * declared once) in one sheet. */
export const registrationExport = (actor: Actor): ExportShape<RegistrationExportRow> => ({
  columns: registrationExportColumns(actor),
  sheet: 'Přihlášky',
});
