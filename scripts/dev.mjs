#!/usr/bin/env node
// npm run dev: the server rebuilt and restarted on change, and Vite with hot reload on
// http://localhost:5173 (it forwards /graphql, /api and /public to the server on port 4000).
import { spawn, execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

/** `tsc --watch` for a project, its output passed on; `ready` once its first compile is written. */
function compiler(project) {
  const child = spawn('npx', ['tsc', '-p', project, '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('Watching for file changes')) resolve();
    });
  });
  return { child, ready };
}

const compilers = [compiler('common/tsconfig.build.json'), compiler('server/tsconfig.build.json')];
const children = [
  ...compilers.map(({ child }) => child),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The watchers' first compile rewrites every file of dist/: a server started before it restarted once
// for each burst of writes (three times on a first start). It starts when both have written theirs.
await Promise.all(compilers.map(({ ready }) => ready));
children.push(
  spawn(
    'node',
    ['--watch-path=server/dist', '--watch-path=common/dist', '--enable-source-maps', 'server/dist/main.js'],
    { cwd: root, stdio: 'inherit' },
  ),
);
