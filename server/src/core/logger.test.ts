// LOG_LEVEL: the lines below the level are dropped, the others written as before.
import { jsonLogger, type LogLevel } from './logger';

function written(level: LogLevel): string[] {
  const lines: string[] = [];
  const logger = jsonLogger({ write: (line: string) => void lines.push(line) }, level);
  logger.info('a request');
  logger.warn('a retry');
  logger.error('a failure', new Error('broken'));
  return lines.map((line) => (JSON.parse(line) as { level: string }).level);
}

it.each([
  ['info', ['info', 'warn', 'error']],
  ['warn', ['warn', 'error']],
  ['error', ['error']],
] as const)('at %s writes %j', (level, levels) => {
  expect(written(level)).toEqual(levels);
});
