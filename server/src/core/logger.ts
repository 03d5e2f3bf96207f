// Structured logging: one JSON line per event on stdout (pino), collected by the process manager or
// the container. A line a request causes carries its id (`reqId`, request-scope.ts).
// No personal data goes in: messages name records by id, errors keep their name, message, code and
// stack but not the values a driver attaches (a query's parameters, PostgreSQL's `detail`).
import pino, { type DestinationStream } from 'pino';

/** Values a line may carry beside its message (the access log's method, path, status …). */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

const MAX_TEXT = 2000;

/** An error as a log line holds it: enough to find the fault, none of the data it was about. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, MAX_TEXT) };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message.slice(0, MAX_TEXT),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

export type LogLevel = 'info' | 'warn' | 'error';

/** JSON lines to `destination` (stdout by default), from `level` up. */
export function jsonLogger(destination?: DestinationStream, level: LogLevel = 'info'): Logger {
  const log = pinoLogger(destination);
  log.level = level;
  return loggerOf(log);
}

function pinoLogger(destination?: DestinationStream) {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
    },
    destination,
  );
}

/** `flushProblems`: a warning or an error is written at once, with what was logged before it. */
function loggerOf(log: ReturnType<typeof pinoLogger>, { flushProblems = false } = {}): Logger {
  const problem = () => flushProblems && log.flush();
  // The message always comes after an object: pino reads a lone string's `%s` as a placeholder.
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => {
      log.warn(fields ?? {}, message);
      problem();
    },
    error: (message, error, fields) => {
      log.error(error === undefined ? { ...fields } : { ...fields, err: error }, message);
      problem();
    },
  };
}

/** Lines for stdout are written 4 KB at a time, and at least once a second; warnings and errors at
 * once. Each write of a line or two handed a thread of the pool a file write, a cost the access log
 * paid on every request (about 3% of a staff search's throughput, issue 28). Not larger blocks:
 * sonic-boom measures the block it is filling at every line, so a 32 KB block copied 16 KB per line.
 * `flushLogs` and pino's own exit handler write what is left when the process ends. */
export const LOG_BUFFER = { bytes: 4096, flushMs: 1000 };

let stdoutPino: ReturnType<typeof pinoLogger> | undefined;
let stdoutLogger: Logger | undefined;
let stdoutLevel: LogLevel = 'info';
const stdout = () => {
  if (!stdoutLogger) {
    stdoutPino = pinoLogger(
      pino.destination({ dest: 1, minLength: LOG_BUFFER.bytes, periodicFlush: LOG_BUFFER.flushMs }),
    );
    stdoutPino.level = stdoutLevel;
    stdoutLogger = loggerOf(stdoutPino, { flushProblems: true });
  }
  return stdoutLogger;
};

/** The least severe lines the process's logger writes (LOG_LEVEL); the ones below are dropped. */
export function setLogLevel(level: LogLevel): void {
  stdoutLevel = level;
  if (stdoutPino) stdoutPino.level = level;
}

/** The process's logger, to stdout; made on first use, so importing this file opens nothing. */
export const consoleLogger: Logger = {
  info: (message, fields) => stdout().info(message, fields),
  warn: (message, fields) => stdout().warn(message, fields),
  error: (message, error, fields) => stdout().error(message, error, fields),
};

/** Writes out what the process's logger still holds, before the process exits: stdout is written
 * asynchronously, and a line still on its way could otherwise come after (or without) the last ones
 * (the access line of a request answered during shutdown came after "Stopped."). */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => {
    if (!stdoutPino) return resolve();
    stdoutPino.flush(() => resolve());
  });
}

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
