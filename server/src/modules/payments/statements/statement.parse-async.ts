// A statement parsed on a worker thread (issue 38, finding 3): a 10 MB file takes the XML parser
// seconds, which on the main thread would hold every other request. Small files, which parse in a
// few milliseconds whatever they hold, are parsed in place: a worker costs more than they do.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  parseStatement,
  StatementError,
  type ParsedStatement,
  type ParseStatementOptions,
  type StatementItem,
} from './index';
import { movementKeys } from './statement.keys';

/** Up to this size a file is parsed in place: at worst (XML of empty elements) about 30 ms. */
export const PARSE_IN_PLACE_BYTES = 64 * 1024;
/** A parse that runs longer than this is stopped and the file refused (no real statement comes close). */
export const PARSE_TIME_LIMIT_MS = 30_000;
/** The worker's heap: a 10 MB XML statement parses in about 200 MB. */
const WORKER_HEAP_MB = 512;

type WorkerMessage =
  | { type: 'head'; format: ParsedStatement['format']; account: string | null }
  | { type: 'items'; json: string }
  | { type: 'done' }
  | {
      type: 'refused';
      reason: StatementError['reason'];
      line: number | null;
      detail?: string;
      place: StatementError['place'];
    };

/** Where the worker's code is: beside this file, compiled; under the tests, TypeScript compiled on load. */
function startWorker(file: Uint8Array, options: ParseStatementOptions): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  const workerData = { file, options };
  if (!__filename.endsWith('.ts'))
    return new Worker(path.join(__dirname, 'statement.parse-worker.js'), { workerData, resourceLimits });
  const source = path.join(__dirname, 'statement.parse-worker.ts');
  const bootstrap = `
    const fs = require('node:fs');
    const { transformSync } = require('@swc/core');
    require.extensions['.ts'] = (module, filename) => {
      const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
        filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
      });
      module._compile(code, filename);
    };
    require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

/** As parseStatement with the movements' keys, off the event loop for anything but a small file. */
export function parseStatementAsync(
  file: Uint8Array,
  options: ParseStatementOptions = {},
): Promise<ParsedStatement & { keys: string[] }> {
  if (file.byteLength <= PARSE_IN_PLACE_BYTES) {
    try {
      const statement = parseStatement(file, options);
      return Promise.resolve({ ...statement, keys: movementKeys(statement) });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return new Promise<{ head: ParsedStatement; slices: string[] }>((resolve, reject) => {
    const worker = startWorker(file, options);
    let head: ParsedStatement | null = null;
    const slices: string[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new StatementError('too-large', null, 'čtení souboru trvalo příliš dlouho'))),
      PARSE_TIME_LIMIT_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'head') head = { format: message.format, account: message.account, items: [] };
      else if (message.type === 'items') slices.push(message.json);
      else if (message.type === 'done') settle(() => resolve({ head: head!, slices }));
      else settle(() => reject(new StatementError(message.reason, message.line, message.detail, message.place)));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new StatementError('too-large', null, 'soubor je na přečtení příliš složitý')
            : error,
        ),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`statement parser stopped (exit code ${code})`))));
  }).then(read);
}

/** The worker's slices read one at a time, the event loop free between them. */
async function read({ head, slices }: { head: ParsedStatement; slices: string[] }) {
  const statement = { ...head, keys: [] as string[] };
  for (const json of slices) {
    const slice = JSON.parse(json) as { items: StatementItem[]; keys: string[] };
    for (const item of slice.items) statement.items.push(item);
    for (const key of slice.keys) statement.keys.push(key);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return statement;
}
