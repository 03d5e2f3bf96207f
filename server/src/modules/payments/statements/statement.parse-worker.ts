// The worker side of statement.parse-async.ts: parses one statement off the event loop, computes its movements'
// keys (a hash each where the format has no id), and sends both back in slices of JSON text: the main
// thread takes a string in at once (a copy), where 40,000 items as objects held it 100 ms, and reads
// the slices one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement, StatementError, type ParseStatementOptions } from './index';
import { movementKeys } from './statement.keys';

/** Items per message: a slice is read by the main thread in a few milliseconds. */
const SLICE = 2000;

const { file, options } = workerData as { file: Uint8Array; options: ParseStatementOptions };
const port = parentPort!;
try {
  const statement = parseStatement(file, options);
  const keys = movementKeys(statement);
  port.postMessage({ type: 'head', format: statement.format, account: statement.account });
  for (let start = 0; start < statement.items.length; start += SLICE)
    port.postMessage({
      type: 'items',
      json: JSON.stringify({
        items: statement.items.slice(start, start + SLICE),
        keys: keys.slice(start, start + SLICE),
      }),
    });
  port.postMessage({ type: 'done' });
} catch (error) {
  if (!(error instanceof StatementError)) throw error;
  const { reason, line, detail, place } = error;
  port.postMessage({ type: 'refused', reason, line, detail, place });
}
