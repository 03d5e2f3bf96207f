#!/usr/bin/env node
// npm run dev: the server rebuilt and restarted on change, and Vite with hot reload on
// http://localhost:5173 (it forwards /graphql, /api and /public to the server on port 4000).
import { spawn, execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

const children = [
  spawn('npx', ['tsc', '-p', 'common/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    'node',
    ['--watch-path=server/dist', '--watch-path=common/dist', '--enable-source-maps', 'server/dist/main.js'],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
