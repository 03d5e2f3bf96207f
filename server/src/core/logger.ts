/** Plain line logging to stdout/stderr; the process manager or container collects it. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`${new Date().toISOString()} ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} WARN ${message}`),
  error: (message, error) => console.error(`${new Date().toISOString()} ERROR ${message}`, error ?? ''),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
