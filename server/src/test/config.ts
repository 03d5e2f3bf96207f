import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Config, loadConfig } from '../core/config';

/** Nothing listens on the discard port: saving a branch never asks the real address search. */
const NO_GEOCODER = 'http://127.0.0.1:9/search';

/** A valid configuration for tests, with its data in a new temporary directory. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-test-data-'));
  // Tests send anonymous GraphQL far faster than people: its flood guard is off unless a test sets it.
  return loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    GEOCODER_URL: NO_GEOCODER,
    GRAPHQL_RATE_LIMIT: '0',
    ...env,
  });
}

/** Collects log lines so tests can read what an operator would see. */
export function memoryLogger() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: string) => void lines.push(message),
    warn: (message: string) => void lines.push(`WARN ${message}`),
    error: (message: string) => void lines.push(`ERROR ${message}`),
  };
}
