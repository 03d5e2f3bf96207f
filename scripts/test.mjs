#!/usr/bin/env node
// npm test: everything, in order of cost. Builds what changed, checks that the generated schema and
// client types are fresh and the code is linted, runs the jest unit and integration tests (real
// PostgreSQL: embedded, or TEST_DATABASE_URL), the client's component tests (jsdom, over the real app),
// then the browser and start-up tests against the built app. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // optional: 'unit', 'e2e', 'quick' or 'static' (the build and the checks without tests)
// Jest's default leaves a core idle (one worker on two cores), while the tests mostly wait on PostgreSQL,
// the app and the browser: a worker per core halves the time. Each browser-test worker gets an app of its
// own. Capped: every worker holds database connections (and, in the browser tests, an app and a browser).
const workers = Number(process.env.KURZY_TEST_WORKERS) || Math.min(4, Math.max(2, availableParallelism()));
const reports = mkdtempSync(path.join(tmpdir(), 'kurzy-test-reports-'));
const totals = { passed: 0, failed: 0 };
let failedSteps = [];
// Every failed test by file and name, repeated at the very end: CI keeps only the tail of a long log.
const failedTests = [];

/** How long each step took, printed at the end: the full run's time on two cores is a figure we keep. */
const stepTimes = [];
const secondsSince = (started) => Math.round((performance.now() - started) / 1000);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push([title, secondsSince(started)]);
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function printStepTimes() {
  console.log(
    `\nStep times:\n${stepTimes.map(([title, seconds]) => `  ${String(seconds).padStart(5)} s  ${title}`).join('\n')}`,
  );
}

function printFailedTests() {
  if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
}

function firstLine(text) {
  return stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
}

function jest(title, args, env = {}) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(title, 'npx', ['jest', '--json', `--outputFile=${report}`, ...args], env);
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites, testResults } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    totals.passed += numPassedTests;
    totals.failed += numFailedTests + numRuntimeErrorTestSuites;
    for (const suite of testResults) {
      const file = path.relative(root, suite.name);
      const failed = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) failedTests.push(`${file} › ${test.fullName}`);
      if (failed.length === 0 && suite.status === 'failed')
        failedTests.push(`${file} (did not run: ${firstLine(suite.message)})`);
    }
  } catch {
    totals.failed += 1; // no report: jest itself failed to run
  }
}

// The slowest suites, left out of `npm test -- quick` (they run in the full `npm test` and in CI): hostile
// input against every call, the registration races and limits, two app instances' mail, the HTTP edge.
const SLOW_SUITES = [
  'server/src/hostile-input.test.ts',
  'server/src/modules/registrations/registration-abuse.test.ts',
  'server/src/modules/mail/mail-instances.test.ts',
  'server/src/core/http.test.ts',
];

if (only === 'quick') {
  // The loop while working: types, then the common and server tests without the slow ones. No build, no
  // lint, no browser.
  run('types', 'npm', ['run', 'typecheck', '--silent']);
  jest('unit and integration tests (quick: without the slow suites)', [
    '--selectProjects',
    'common',
    'server',
    `--maxWorkers=${workers}`,
    '--testPathIgnorePatterns',
    ...SLOW_SUITES,
  ]);
  printFailedTests();
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed (quick)`);
  process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
}

if (!run('build', 'node', ['scripts/ensure-built.mjs'])) {
  console.error('The build failed; nothing was tested.');
  process.exit(1);
}

/** Runs one lane's steps in order, its output kept and printed whole when the lane ends (two lanes
 * running at once would interleave their lines). Resolves with the titles of the steps that failed. */
function lane(steps) {
  return new Promise((resolve) => {
    const failed = [];
    let output = '';
    const next = (index) => {
      if (index === steps.length) {
        process.stdout.write(output);
        resolve(failed);
        return;
      }
      const [title, command, args] = steps[index];
      output += `\n=== ${title}\n`;
      const started = performance.now();
      const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      let ended = false;
      const end = (ok) => {
        if (ended) return;
        ended = true;
        stepTimes.push([`${title} (beside the other lane)`, secondsSince(started)]);
        if (!ok) failed.push(title);
        next(index + 1);
      };
      // A command that cannot start may report only the error: the lane goes on either way.
      child.on('error', (error) => {
        output += `${error.message}\n`;
        end(false);
      });
      child.on('close', (code) => end(code === 0));
    };
    next(0);
  });
}

/** The static checks (`npm run lint` and the generated code) on two lanes at once: type-aware ESLint
 * alone takes as long as all the others together, each on one core. The build above has just compiled
 * common and the server and type-checked the client (its build runs `tsc --noEmit`), so the generated
 * code is checked against that build and the client is not type-checked twice. */
async function staticChecks() {
  const started = performance.now();
  const lanes = await Promise.all([
    lane([['lint: eslint', 'npx', ['eslint', '.']]]),
    lane([
      ['generated code is fresh (schema.graphql, client/src/gql)', 'node', ['scripts/check-generated.mjs', '--built']],
      ['lint: prettier', 'npx', ['prettier', '--check', '.']],
      ['lint: dependency rules', 'npm', ['run', 'deps', '--silent']],
      ['lint: types (common, server and their tests, e2e)', 'npm', ['run', 'typecheck:beyond-build', '--silent']],
    ]),
  ]);
  failedSteps.push(...lanes.flat());
  stepTimes.push(['static checks, both lanes', secondsSince(started)]);
}

if (only !== 'e2e') await staticChecks();
if (only !== 'e2e' && only !== 'static') {
  jest('unit and integration tests', ['--selectProjects', 'common', 'server', `--maxWorkers=${workers}`]);
  jest('client component tests', ['--selectProjects', 'client', `--maxWorkers=${workers}`]);
}
if (only !== 'unit' && only !== 'static') {
  jest('browser and start-up tests against the built app', [
    '--config',
    'e2e/jest.config.cjs',
    `--maxWorkers=${workers}`,
  ]);
}

rmSync(reports, { recursive: true, force: true });
printStepTimes();
printFailedTests();
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join('; ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
