// The worker side of parse-async.ts: parses one statement off the event loop and sends it back in
// slices, so the main thread never spends long taking in one message.
import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement, StatementError, type ParseStatementOptions } from './index';

/** Items per message: a slice is taken in by the main thread in a few milliseconds. */
const SLICE = 2000;

const { file, options } = workerData as { file: Uint8Array; options: ParseStatementOptions };
const port = parentPort!;
try {
  const statement = parseStatement(file, options);
  port.postMessage({ type: 'head', format: statement.format, account: statement.account });
  for (let start = 0; start < statement.items.length; start += SLICE)
    port.postMessage({ type: 'items', items: statement.items.slice(start, start + SLICE) });
  port.postMessage({ type: 'done' });
} catch (error) {
  if (!(error instanceof StatementError)) throw error;
  const { reason, line, detail, place } = error;
  port.postMessage({ type: 'refused', reason, line, detail, place });
}
