// Bank statements in (issue 24): a file (or the bank API's movements) read whole before anything is
// written, then one transaction records every movement once (the bank's id per account, or a hash of
// the movement where the format has none), pairs the incoming CZK credits with registrations by
// variable symbol, and settles them. A broken file changes nothing and names its line.
import { createHash } from 'node:crypto';
import { isAmountInRange, PaymentErrorCode, PaymentSource, PaymentState, STATEMENT_MAX_BYTES } from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import type { RegistrationService } from '../registrations/registration.service';
import { settleRegistrations } from '../registrations/registration.settle';
import { PaymentEventType } from './payment.entity';
import type { PaymentService } from './payment.service';
import {
  MAX_STATEMENT_ITEMS,
  StatementError,
  statementFingerprints,
  type ParsedStatement,
  type StatementItem,
} from './statements';
import { parseStatementAsync } from './statements/parse-async';

/** A movement that paid nothing, or could not be paired: where it is in the file, and why. */
export interface ImportNote {
  line: number;
  amountHaler: number;
  variableSymbol: string | null;
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
  /** Credits without a registration: for staff to pair. */
  unmatched: ImportNote[];
  /** Movements recorded before (this statement, or one overlapping it). */
  alreadyImported: number;
  /** Movements that pay nothing: debits, reversals, other currencies. */
  refused: ImportNote[];
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
 * The bank's id of a movement as one text whatever the format wrote: Fio's `ID pohybu` is
 * `26000000001` in its CSV, JSON and camt.053 and `0026000000001` in GPC's zero-padded field.
 */
export function canonicalMovementId(id: string): string {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : trimmed;
}

/**
 * The key that makes a movement one payment however often, and in whichever format, it is imported:
 * the statement's account and the bank's movement id (GPC's document number, Fio's `ID pohybu` in
 * its CSV and JSON, camt.053's `AcctSvcrRef`), or a hash of the movement where the format has no id.
 * Migration 1795800000382 moved the keys stored in the older per-format form to this one.
 */
export function dedupeKeys(statement: ParsedStatement): string[] {
  const fingerprints = statementFingerprints(statement);
  return statement.items.map((item, index) => {
    if (!item.transactionId) return `hash:${fingerprints[index]}`;
    const key = `bank:${statement.account ?? '-'}:${canonicalMovementId(item.transactionId)}`;
    // The column holds 200 characters; a longer id (no bank writes one) is kept whole as its hash.
    return key.length <= 200 ? key : `bank#${createHash('sha256').update(key).digest('hex')}`;
  });
}

/** Statement text that PostgreSQL stores as given: no NUL or other control characters. */
function storable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}

export class StatementImport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentService,
    private readonly registrations: Pick<RegistrationService, 'lockRegistrationRows'>,
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
    // An amount of nothing, or beyond what one movement may be (common/src/validation/money.ts), is
    // listed with its code and neither recorded nor paired: the rest of the statement is.
    const outOfRange = statement.items.filter((item) => !isAmountInRange(item.amountHaler));
    const counted = { ...statement, items: statement.items.filter((item) => isAmountInRange(item.amountHaler)) };
    return this.payments.inTransaction(async (manager) => {
      const summary: ImportSummary = {
        importId: null,
        format: statement.format,
        itemsRead: statement.items.length,
        credits: counted.items.filter(pairable).length,
        paid: 0,
        partiallyPaid: 0,
        overpaid: 0,
        unmatched: [],
        alreadyImported: 0,
        refused: [],
      };
      if (source === PaymentSource.statement) {
        const [made]: { id: number }[] = await manager.query(
          `INSERT INTO bank_import (created_by_id, format, file_name, summary) VALUES ($1, $2, $3, '{}') RETURNING id`,
          [actor?.userId ?? null, statement.format, fileName ? storable(fileName).slice(0, 255) : null],
        );
        summary.importId = made!.id;
      }
      const recorded = await this.insertNew(manager, actor, counted, source, summary.importId);
      summary.alreadyImported = counted.items.length - recorded.length;
      for (const item of outOfRange)
        summary.refused.push({
          line: item.line,
          amountHaler: item.amountHaler,
          variableSymbol: item.variableSymbol,
          reason: item.amountHaler === 0 ? OUT_OF_RANGE.zero : OUT_OF_RANGE.tooLarge,
          code: PaymentErrorCode.StatementAmountOutOfRange,
        });
      for (const { item } of recorded)
        if (!pairable(item))
          summary.refused.push({
            line: item.line,
            amountHaler: item.amountHaler,
            variableSymbol: item.variableSymbol,
            reason: refusalOf(item),
          });

      summary.refused.sort((one, other) => one.line - other.line);
      const credits = recorded.filter(({ item }) => pairable(item));
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
      if (summary.importId !== null)
        await manager.query('UPDATE bank_import SET summary = $2 WHERE id = $1', [summary.importId, summary]);
      return { result: summary, settled };
    });
  }

  /** Inserts the movements not recorded before; answers the new ones with their payment ids. */
  private async insertNew(
    manager: EntityManager,
    actor: Actor,
    statement: ParsedStatement,
    source: PaymentSource,
    importId: number | null,
  ): Promise<{ id: number; item: StatementItem }[]> {
    const keys = dedupeKeys(statement);
    const byKey = new Map(statement.items.map((item, index) => [keys[index]!, item]));
    const recorded: { id: number; item: StatementItem }[] = [];
    const CHUNK = 2000;
    for (let start = 0; start < statement.items.length; start += CHUNK) {
      const items = statement.items.slice(start, start + CHUNK);
      const column = <T>(pick: (item: StatementItem) => T) => items.map(pick);
      const rows: { id: number; key: string }[] = await manager.query(
        `INSERT INTO payment (source, amount_haler, currency, direction, reversal, pairable, booked_on, account,
                              counter_account, counter_name, variable_symbol, specific_symbol, constant_symbol,
                              message, bank_transaction_id, dedupe_key, import_id, recorded_by_id)
         SELECT $1::payment_source, t.*, $16::int, $17::int
           FROM unnest($2::bigint[], $3::char(3)[], $4::varchar[], $5::boolean[], $6::boolean[], $7::date[],
                       $8::varchar[], $9::varchar[], $10::varchar[], $11::varchar[], $12::varchar[], $13::varchar[],
                       $14::text[], $15::varchar[], $18::varchar[]) AS t
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id, dedupe_key AS key`,
        [
          source,
          column((item) => item.amountHaler),
          column((item) => item.currency),
          column((item) => item.direction),
          column((item) => item.reversal),
          column(pairable),
          column((item) => item.bookingDate),
          column(() => statement.account?.slice(0, 60) ?? null),
          column((item) => item.counterAccount?.slice(0, 60) ?? null),
          column((item) => item.counterName?.slice(0, 200) ?? null),
          column((item) => item.variableSymbol?.slice(0, 10) ?? null),
          column((item) => item.specificSymbol?.slice(0, 10) ?? null),
          column((item) => item.constantSymbol?.slice(0, 10) ?? null),
          column((item) => item.message),
          column((item) => item.transactionId?.slice(0, 60) ?? null),
          importId,
          actor?.userId ?? null,
          keys.slice(start, start + CHUNK),
        ],
      );
      for (const row of rows) recorded.push({ id: row.id, item: byKey.get(row.key)! });
    }
    await this.payments.history(
      manager,
      actor,
      recorded.map(({ id, item }) => ({
        paymentId: id,
        type: PaymentEventType.recorded,
        registrationId: null,
        variableSymbol: item.variableSymbol,
        amountHaler: item.amountHaler,
      })),
    );
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
    const found: { id: number; vs: string }[] =
      symbols.length === 0
        ? []
        : await manager.query(
            `SELECT id, variable_symbol::text AS vs FROM registration WHERE variable_symbol = ANY($1::bigint[]) ORDER BY id`,
            [symbols.filter((vs) => /^\d{1,10}$/.test(vs))],
          );
    const locked = await this.registrations.lockRegistrationRows(
      manager,
      found.map((row) => row.id),
    );
    const byVs = new Map(locked.map((registration) => [registration.variableSymbol, registration]));
    const parts: { paymentId: number; registrationId: number; amountHaler: number; variableSymbol: string }[] = [];
    for (const { id, item } of credits) {
      const vs = item.variableSymbol;
      const registration = vs ? byVs.get(vs) : undefined;
      const note = (reason: string) =>
        summary.unmatched.push({ line: item.line, amountHaler: item.amountHaler, variableSymbol: vs, reason });
      if (!vs) note(WHY_UNMATCHED.noSymbol);
      else if (!registration) note(WHY_UNMATCHED.unknown(vs));
      else if (registration.cancelledAt !== null) note(WHY_UNMATCHED.cancelled(vs));
      else
        parts.push({
          paymentId: id,
          registrationId: registration.id,
          amountHaler: item.amountHaler,
          variableSymbol: vs,
        });
    }
    await this.payments.supersedeManual(
      manager,
      actor,
      parts.map((part) => part.registrationId),
    );
    await this.payments.allocate(manager, actor, parts);
    return parts;
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
