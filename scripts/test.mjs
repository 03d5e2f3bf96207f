#!/usr/bin/env node
// npm test: everything, in order of cost. Builds what changed, checks that the generated schema and
// client types are fresh and the code is linted, runs the jest unit and integration tests (real
// PostgreSQL: embedded, or TEST_DATABASE_URL), the client's component tests (jsdom, over the real app),
// then the browser and start-up tests against the built app. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // optional: 'unit' or 'e2e'
const reports = mkdtempSync(path.join(tmpdir(), 'kurzy-test-reports-'));
const totals = { passed: 0, failed: 0 };
let failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function jest(title, args, env = {}) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(title, 'npx', ['jest', '--json', `--outputFile=${report}`, ...args], env);
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests + numRuntimeErrorTestSuites;
  } catch {
    totals.failed += 1; // no report: jest itself failed to run
  }
}

if (!run('build', 'node', ['scripts/ensure-built.mjs'])) {
  console.error('The build failed; nothing was tested.');
  process.exit(1);
}

if (only !== 'e2e') {
  run('generated code is fresh (schema.graphql, client/src/gql)', 'node', ['scripts/check-generated.mjs']);
  run('lint', 'npm', ['run', 'lint', '--silent']);
  jest('unit and integration tests', ['--selectProjects', 'common', 'server']);
  jest('client component tests', ['--selectProjects', 'client']);
}
if (only !== 'unit') {
  jest('browser and start-up tests against the built app', ['--config', 'e2e/jest.config.cjs', '--runInBand']);
}

rmSync(reports, { recursive: true, force: true });
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join('; ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
