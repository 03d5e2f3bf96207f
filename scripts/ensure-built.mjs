#!/usr/bin/env node
// Builds each workspace whose sources changed since its last build (npm start, seed and bench use it),
// so a fresh clone builds everything once and later starts are instant.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspaces in build order, each with its inputs, what it depends on, and (when a stamp alone does not
 * prove it) the outputs it must have. */
const WORKSPACES = [
  { name: 'common', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], after: [] },
  { name: 'server', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], after: ['common'] },
  {
    name: 'client',
    inputs: ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'],
    after: ['common'],
    // The browser build and the server-side renderer (dist-ssr, which the server imports).
    outputs: ['dist/index.html', 'dist/.vite/page-assets.json', 'dist-ssr/entry-server.js'],
  },
];

function newest(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((entry) => newest(path.join(file, entry))));
}

/** Vite's native bundler (rolldown) now and then crashes with SIGSEGV/SIGBUS while tearing down
 * after a finished build (rolldown issue 10860); one retry gets past it. Real build errors fail. */
function build(name) {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    if (result.status === 0) return;
    const crashed = result.signal !== null || result.status === 139 || result.status === 135;
    if (!crashed || attempt === 2) process.exit(result.status ?? 1);
    console.warn(`The ${name} build crashed (${result.signal ?? result.status}); trying once more.`);
  }
}

const rebuilt = new Set();
for (const workspace of WORKSPACES) {
  const dir = path.join(root, workspace.name);
  const stamp = path.join(dir, 'dist', '.build-stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed =
    workspace.inputs.some((input) => newest(path.join(dir, input)) > builtAt) ||
    (workspace.outputs ?? []).some((output) => !existsSync(path.join(dir, output)));
  if (!changed && !workspace.after.some((dependency) => rebuilt.has(dependency))) continue;
  console.log(`Building ${workspace.name}...`);
  build(workspace.name);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  rebuilt.add(workspace.name);
}
