// Bank statements in (issue 24): a file (or the bank API's movements) read whole before anything is
// written, then one transaction records every movement once (the bank's id per account, or a hash of
// the movement where the format has none), pairs the incoming CZK credits with registrations by
// variable symbol, and settles them. A broken file changes nothing and names its line.
// A statement of 40,000 movements must not hold the event loop (issue 38, finding 3): the keys come
// computed from the worker that parsed the file, and the work here goes in slices of SLICE movements
// with a pause between them, each slice's rows sent to the database as one statement.
import { isAmountInRange, PaymentErrorCode, PaymentSource, PaymentState, STATEMENT_MAX_BYTES } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { settleRegistrations } from '../registrations/registration.settle';
import { PaymentEventType } from './payment.entity';
import type { PaymentService } from './payment.service';
import { MAX_STATEMENT_ITEMS, StatementError, type ParsedStatement, type StatementItem } from './statements';
import { movementKeys, movementKeysOf } from './statements/statement.keys';
import { parseStatementAsync } from './statements/statement.parse-async';

/** Movements handled between two pauses of the event loop: a slice takes it a few milliseconds
 * (building and sending its rows, taking in the answer), so other requests wait no longer. */
const SLICE = 1000;

/** Notes of each list (unmatched, refused) an import answers, the first in the file's order; the counts
 * say how many there were. A list of 18,000 unmatched credits helps nobody, and graphql-js completing
 * 40,000 notes held the event loop 250-770 ms (issue 38, finding 3). The unmatched credits are payments
 * in the payments grid (state unmatched) and the import's row keeps both lists whole. */
export const NOTES_ANSWERED = 200;

/** Lets the event loop answer what waits (other requests, the database's answers) before going on. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

function* slices<T>(items: readonly T[], size = SLICE): Generator<T[], void, undefined> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** A movement that paid nothing, or could not be paired: where it is in the file, and why. */
export interface ImportNote {
  line: number;
  amountHaler: number;
  variableSymbol: string | null;
  /** Who sent it and what they wrote, as the bank's file says: staff recognise a family by them. */
  payerName: string | null;
  message: string | null;
  reason: string;
  /** The domain code when the movement was refused for its content (an amount out of range). */
  code?: string | null;
}

export interface ImportSummary {
  importId: number | null;
  format: string;
  /** Movements in the file. */
  itemsRead: number;
  /** Incoming CZK credits (not reversals): the ones that may pay. */
  credits: number;
  /** Credits that made their registration paid, partially paid, overpaid. */
  paid: number;
  partiallyPaid: number;
  overpaid: number;
  /** Credits without a registration, for staff to pair: the first NOTES_ANSWERED of them. */
  unmatched: ImportNote[];
  /** All credits without a registration. */
  unmatchedCount: number;
  /** Movements recorded before (this statement, or one overlapping it). */
  alreadyImported: number;
  /** Movements that pay nothing (debits, reversals, other currencies, amounts out of range): the first
   * NOTES_ANSWERED of them. */
  refused: ImportNote[];
  /** All movements that pay nothing. */
  refusedCount: number;
}

/** The summary as answered: each list cut to its first NOTES_ANSWERED notes, the counts whole. */
function answered(summary: ImportSummary): ImportSummary {
  return {
    ...summary,
    unmatched: summary.unmatched.slice(0, NOTES_ANSWERED),
    refused: summary.refused.slice(0, NOTES_ANSWERED),
  };
}

const WHY_REFUSED = {
  debit: 'Odchozí platba: registrace neplatí.',
  reversal: 'Storno pohybu: platbu nepáruji.',
  currency: (currency: string) => `Platba v měně ${currency}: párují se jen platby v korunách.`,
};
const OUT_OF_RANGE = {
  zero: 'Nulová částka: pohyb se nezaznamenal.',
  tooLarge:
    'Částka přesahuje 10 000 000 Kč na jeden pohyb: pohyb se nezaznamenal ani nepároval; je-li skutečný, zadejte ho ručně po částech.',
};
const WHY_UNMATCHED = {
  noSymbol: 'Bez variabilního symbolu.',
  unknown: (vs: string) => `Variabilní symbol ${vs} nepatří žádné přihlášce.`,
  cancelled: (vs: string) => `Přihláška s variabilním symbolem ${vs} je zrušená.`,
};

/** Pairs only what is money for us: an incoming credit in crowns that is not a reversal. */
export function pairable(item: StatementItem): boolean {
  return item.direction === 'credit' && !item.reversal && item.currency === 'CZK';
}

function refusalOf(item: StatementItem): string {
  if (item.reversal) return WHY_REFUSED.reversal;
  if (item.direction === 'debit') return WHY_REFUSED.debit;
  return WHY_REFUSED.currency(item.currency);
}

/**
 * The key that makes a movement one payment however often, and in whichever format, it is imported
 * (statements/statement.keys.ts).
 */
export function dedupeKeys(statement: ParsedStatement): string[] {
  return movementKeys(statement);
}

/** The statement's keys: as the worker that parsed it computed them, or here, pausing between slices. */
async function keysOf(statement: ParsedStatement): Promise<string[]> {
  if (statement.keys && statement.keys.length === statement.items.length) return statement.keys;
  const keys: string[] = [];
  for (const key of movementKeysOf(statement)) {
    keys.push(key);
    if (keys.length % SLICE === 0) await pause();
  }
  return keys;
}

/** Text as the database receives it: a lone surrogate (a JSON statement may escape one) as U+FFFD,
 * what writing it as UTF-8 makes of it; JSON would send the escape, which PostgreSQL refuses. */
function sent<T extends string | null>(text: T): T {
  return (text === null ? text : text.replace(/\p{Cs}/gu, '\ufffd')) as T;
}

/** Statement text that PostgreSQL stores as given: no NUL or other control characters. */
function storable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}

/** A movement on its way in: the item and its key. */
interface Keyed {
  item: StatementItem;
  key: string;
}

export class StatementImport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentService,
  ) {}

  /** A statement file staff upload: read, then recorded and paired in one transaction. */
  async importFile(actor: Actor, file: Buffer, fileName: string | null): Promise<ImportSummary> {
    authorize(actor, 'payment.write');
    return this.record(actor, await readStatement(file), PaymentSource.statement, fileName);
  }

  /** Records a statement's movements and pairs the new credits; answers what happened to each. */
  async record(
    actor: Actor,
    statement: ParsedStatement,
    source: PaymentSource,
    fileName: string | null = null,
  ): Promise<ImportSummary> {
    const keys = await keysOf(statement);
    // An amount of nothing, or beyond what one movement may be (common/src/validation/money.ts), is
    // listed with its code and neither recorded nor paired: the rest of the statement is.
    const outOfRange: StatementItem[] = [];
    const counted: Keyed[] = [];
    statement.items.forEach((item, index) => {
      if (isAmountInRange(item.amountHaler)) counted.push({ item, key: keys[index]! });
      else outOfRange.push(item);
    });
    return this.payments.inTransaction(async (manager) => {
      const summary: ImportSummary = {
        importId: null,
        format: statement.format,
        itemsRead: statement.items.length,
        credits: counted.filter(({ item }) => pairable(item)).length,
        paid: 0,
        partiallyPaid: 0,
        overpaid: 0,
        unmatched: [],
        unmatchedCount: 0,
        alreadyImported: 0,
        refused: [],
        refusedCount: 0,
      };
      if (source === PaymentSource.statement) {
        const [made]: { id: number }[] = await manager.query(
          `INSERT INTO bank_import (created_by_id, format, file_name, summary) VALUES ($1, $2, $3, '{}') RETURNING id`,
          [actor?.userId ?? null, statement.format, fileName ? storable(fileName).slice(0, 255) : null],
        );
        summary.importId = made!.id;
      }
      const recorded = await this.insertNew(manager, actor, statement.account, counted, source, summary.importId);
      summary.alreadyImported = counted.length - recorded.length;
      for (const item of outOfRange)
        summary.refused.push({
          ...noteOf(item),
          reason: item.amountHaler === 0 ? OUT_OF_RANGE.zero : OUT_OF_RANGE.tooLarge,
          code: PaymentErrorCode.StatementAmountOutOfRange,
        });
      for (const { item } of recorded)
        if (!pairable(item)) summary.refused.push({ ...noteOf(item), reason: refusalOf(item) });

      summary.refused.sort((one, other) => one.line - other.line);
      const credits = recorded.filter(({ item }) => pairable(item));
      await pause();
      const outcomes = await this.pair(manager, actor, credits, summary);
      const settled = await settleRegistrations(manager, [
        ...new Set(outcomes.map((outcome) => outcome.registrationId)),
      ]);
      // Each paired credit counts by the state its registration ended in.
      const stateOf = await this.statesOf(
        manager,
        outcomes.map((outcome) => outcome.registrationId),
      );
      for (const outcome of outcomes) {
        const state = stateOf.get(outcome.registrationId);
        if (state === PaymentState.paid) summary.paid += 1;
        else if (state === PaymentState.overpaid) summary.overpaid += 1;
        else summary.partiallyPaid += 1;
      }
      summary.unmatchedCount = summary.unmatched.length;
      summary.refusedCount = summary.refused.length;
      await pause();
      // The import's row keeps every note; the answer, the first of each list.
      if (summary.importId !== null)
        await manager.query('UPDATE bank_import SET summary = $2 WHERE id = $1', [summary.importId, summary]);
      return { result: answered(summary), settled };
    });
  }

  /** Inserts the movements not recorded before, a slice at a time with its history; answers the new
   * ones with their payment ids, in the file's order. */
  private async insertNew(
    manager: EntityManager,
    actor: Actor,
    account: string | null,
    counted: readonly Keyed[],
    source: PaymentSource,
    importId: number | null,
  ): Promise<{ id: number; item: StatementItem }[]> {
    const recorded: { id: number; item: StatementItem }[] = [];
    for (const slice of slices(counted)) {
      // A key twice in a file (a movement written twice) is recorded once, as its first line: the line
      // its payment pairs by.
      const byKey = new Map<string, StatementItem>();
      const rows = slice.map(({ item, key }) => {
        const dedupeKey = sent(key);
        if (!byKey.has(dedupeKey)) byKey.set(dedupeKey, item);
        return {
          amount_haler: item.amountHaler,
          currency: sent(item.currency),
          direction: item.direction,
          reversal: item.reversal,
          pairable: pairable(item),
          booked_on: item.bookingDate,
          counter_account: sent(item.counterAccount?.slice(0, 60) ?? null),
          counter_name: sent(item.counterName?.slice(0, 200) ?? null),
          variable_symbol: sent(item.variableSymbol?.slice(0, 10) ?? null),
          specific_symbol: sent(item.specificSymbol?.slice(0, 10) ?? null),
          constant_symbol: sent(item.constantSymbol?.slice(0, 10) ?? null),
          message: sent(item.message),
          bank_transaction_id: sent(item.transactionId?.slice(0, 60) ?? null),
          dedupe_key: dedupeKey,
        };
      });
      // One JSON text, not an array per column: the driver writes those element by element in
      // JavaScript (1,000 movements took it 40 ms), JSON.stringify is native.
      const inserted: { id: number; key: string }[] = await manager.query(
        `INSERT INTO payment (source, amount_haler, currency, direction, reversal, pairable, booked_on, account,
                              counter_account, counter_name, variable_symbol, specific_symbol, constant_symbol,
                              message, bank_transaction_id, dedupe_key, import_id, recorded_by_id)
         SELECT $1::payment_source, t.amount_haler, t.currency::char(3), t.direction, t.reversal, t.pairable,
                t.booked_on, $3::varchar, t.counter_account, t.counter_name, t.variable_symbol, t.specific_symbol,
                t.constant_symbol, t.message, t.bank_transaction_id, t.dedupe_key, $4::int, $5::int
           FROM json_to_recordset($2::json) AS t(amount_haler bigint, currency text, direction varchar,
                reversal boolean, pairable boolean, booked_on date, counter_account varchar, counter_name varchar,
                variable_symbol varchar, specific_symbol varchar, constant_symbol varchar, message text,
                bank_transaction_id varchar, dedupe_key varchar)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id, dedupe_key AS key`,
        [source, JSON.stringify(rows), sent(account?.slice(0, 60) ?? null), importId, actor?.userId ?? null],
      );
      const made = inserted.map((row) => ({ id: row.id, item: byKey.get(row.key)! }));
      await this.payments.history(
        manager,
        actor,
        made.map(({ id, item }) => ({
          paymentId: id,
          type: PaymentEventType.recorded,
          registrationId: null,
          variableSymbol: item.variableSymbol,
          amountHaler: item.amountHaler,
        })),
      );
      recorded.push(...made);
      await pause();
    }
    return recorded.sort((a, b) => a.item.line - b.item.line);
  }

  /** Pairs each new credit with the registration of its variable symbol, whole; notes the rest. */
  private async pair(
    manager: EntityManager,
    actor: Actor,
    credits: readonly { id: number; item: StatementItem }[],
    summary: ImportSummary,
  ): Promise<{ paymentId: number; registrationId: number }[]> {
    const symbols = [...new Set(credits.map(({ item }) => item.variableSymbol).filter((vs): vs is string => !!vs))];
    const byVs = await this.lockBySymbol(
      manager,
      symbols.filter((vs) => /^\d{1,10}$/.test(vs)),
    );
    const parts: { paymentId: number; registrationId: number; amountHaler: number; variableSymbol: string }[] = [];
    for (const [index, { id, item }] of credits.entries()) {
      const vs = item.variableSymbol;
      const registration = vs ? byVs.get(vs) : undefined;
      const note = (reason: string) => summary.unmatched.push({ ...noteOf(item), variableSymbol: vs, reason });
      if (!vs) note(WHY_UNMATCHED.noSymbol);
      else if (!registration) note(WHY_UNMATCHED.unknown(vs));
      else if (registration.cancelled) note(WHY_UNMATCHED.cancelled(vs));
      else
        parts.push({
          paymentId: id,
          registrationId: registration.id,
          amountHaler: item.amountHaler,
          variableSymbol: vs,
        });
      if ((index + 1) % SLICE === 0) await pause();
    }
    await this.payments.supersedeManual(
      manager,
      actor,
      parts.map((part) => part.registrationId),
    );
    for (const slice of slices(parts)) {
      await this.payments.allocate(manager, actor, slice);
      await pause();
    }
    return parts;
  }

  /**
   * The registrations of these variable symbols, locked as RegistrationService.lockRegistrationRows
   * locks them (FOR UPDATE, by id ascending, the order every change of payments takes), a slice at a
   * time and without making entities of them: 2,000 registrations made into entities held the event
   * loop 200 ms. Answers the id and whether it is cancelled (as read under the lock), by symbol.
   */
  private async lockBySymbol(
    manager: EntityManager,
    symbols: readonly string[],
  ): Promise<Map<string, { id: number; cancelled: boolean }>> {
    const ids: number[] = [];
    for (const slice of slices(symbols)) {
      const found: { id: number }[] = await manager.query(
        'SELECT id FROM registration WHERE variable_symbol = ANY($1::bigint[])',
        [slice],
      );
      for (const row of found) ids.push(row.id);
    }
    ids.sort((a, b) => a - b);
    const byVs = new Map<string, { id: number; cancelled: boolean }>();
    for (const slice of slices(ids)) {
      const locked: { id: number; vs: string; cancelled: boolean }[] = await manager.query(
        `SELECT id, variable_symbol::text AS vs, cancelled_at IS NOT NULL AS cancelled FROM registration
          WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
        [slice],
      );
      for (const row of locked) byVs.set(row.vs, { id: row.id, cancelled: row.cancelled });
    }
    return byVs;
  }

  private async statesOf(manager: EntityManager, ids: readonly number[]): Promise<Map<number, PaymentState>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; state: PaymentState }[] = await manager.query(
      'SELECT id, payment_state AS state FROM registration WHERE id = ANY($1::int[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row.state]));
  }
}

/** What a summary's note repeats of a movement. */
function noteOf(item: StatementItem): Omit<ImportNote, 'reason'> {
  return {
    line: item.line,
    amountHaler: item.amountHaler,
    variableSymbol: item.variableSymbol,
    payerName: item.counterName,
    message: item.message,
  };
}

/** The statement a file holds, or the refusal that names its line. */
export async function readStatement(file: Buffer): Promise<ParsedStatement> {
  let statement: ParsedStatement;
  try {
    statement = await parseStatementAsync(file, { maxBytes: STATEMENT_MAX_BYTES, maxItems: MAX_STATEMENT_ITEMS });
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.reason === 'unknown-format')
      throw new AppError(PaymentErrorCode.StatementUnknownFormat, { field: 'file' });
    if (error.reason === 'too-large')
      throw new AppError(PaymentErrorCode.StatementTooLarge, {
        params: { maxItems: MAX_STATEMENT_ITEMS },
        field: 'file',
      });
    throw new AppError(PaymentErrorCode.StatementMalformed, {
      params: { line: error.line, reason: error.message },
      field: 'file',
    });
  }
  if (statement.items.length === 0) throw new AppError(PaymentErrorCode.StatementEmpty, { field: 'file' });
  return statement;
}
