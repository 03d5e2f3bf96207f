// The key that makes a movement one payment however often, and in whichever format, it is imported
// (issue 38, finding 2). Here beside the parsers so the worker thread that parsed a large file computes
// the keys too (issue 38, finding 3): hashing 40,000 movements held the event loop for 200 ms.
import { createHash } from 'node:crypto';
import { fingerprintsOf } from './index';
import type { ParsedStatement } from './statement';

/**
 * The bank's id of a movement as one text whatever the format wrote: Fio's `ID pohybu` is
 * `26000000001` in its CSV, JSON and camt.053 and `0026000000001` in GPC's zero-padded field.
 */
export function canonicalMovementId(id: string): string {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : trimmed;
}

/**
 * The statement's account and the bank's movement id (GPC's document number, Fio's `ID pohybu` in
 * its CSV and JSON, camt.053's `AcctSvcrRef`), or a hash of the movement where the format has no id.
 * Migration 1795800000382 moved the keys stored in the older per-format form to this one.
 */
export function movementKeys(statement: ParsedStatement): string[] {
  return [...movementKeysOf(statement)];
}

/** As movementKeys, one at a time: a caller on the event loop can pause between them. */
export function* movementKeysOf(statement: ParsedStatement): Generator<string, void, undefined> {
  // A movement's fingerprint (a hash) is needed only where a movement has no id; they are counted
  // over all the movements, as they always were, so a key stored before stays its movement's key.
  const fingerprints = statement.items.some((item) => !item.transactionId) ? fingerprintsOf(statement) : null;
  for (const item of statement.items) {
    const fingerprint = fingerprints?.next().value;
    if (!item.transactionId) {
      yield `hash:${fingerprint!}`;
      continue;
    }
    const key = `bank:${statement.account ?? '-'}:${canonicalMovementId(item.transactionId)}`;
    // The column holds 200 characters; a longer id (no bank writes one) is kept whole as its hash.
    yield key.length <= 200 ? key : `bank#${createHash('sha256').update(key).digest('hex')}`;
  }
}
