#!/usr/bin/env node
// Public website figures of the built app: the gzipped JavaScript a phone downloads for the home
// route, and mobile Lighthouse (performance, accessibility) of home, course list and registration.
// Standalone: `node bench/web.mjs` (after `npm run build`) starts the app on a fresh embedded database,
// measures, stops it and prints a table for bench/RESULTS.md. `--runs N` (default 3) Lighthouse runs
// per page, the median reported. `npm run bench` calls runWebBenchmark() at its end; webBenchmark()
// measures an app already running at a given URL.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApp } from './standalone.mjs';

export const PAGES = [
  ['home', '/'],
  ['course list', '/courses'],
  ['registration', '/registration'],
  ['English home', '/en/'],
  ['Ukrainian home', '/uk/'],
];

/** The browser's preferred languages for a page: its own (a Czech visitor on /, an English one on /en/),
 * so the offer of another language (client/src/ui/LanguageOffer.tsx) is not what gets measured. */
const acceptLanguage = (url) => {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/en/')) return 'en-GB,en';
  if (pathname.startsWith('/uk/')) return 'uk-UA,uk';
  return 'cs-CZ,cs';
};
export const TARGETS = { performance: 95, accessibility: 100, homeJsKb: 150 };

function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/bash' }).toString().trim();
  } catch {
    throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROME_PATH)');
  }
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every script the page loads (entry, preloads, lazy route chunks), each gzipped at level 9. */
export async function routeJs(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROME_FLAGS, `--accept-lang=${acceptLanguage(url)}`],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // a response without a body (redirect) carries no code
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { files: scripts.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's default mobile run (Moto G-class CPU, slow 4G simulated), median of `runs`. */
export async function lighthouseScores(url, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const performance = [];
  const accessibility = [];
  const failedAudits = new Set();
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROME_FLAGS, `--accept-lang=${acceptLanguage(url)}`],
      userDataDir: mkdtempSync(path.join(tmpdir(), 'kurzy-lh-')),
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      performance.push(Math.round(categories.performance.score * 100));
      accessibility.push(Math.round(categories.accessibility.score * 100));
      for (const ref of categories.accessibility.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failedAudits.add(ref.id);
      }
    } finally {
      await chrome.kill();
    }
  }
  return { performance: median(performance), accessibility: median(accessibility), all: performance, failedAudits };
}

/** Measures an app at baseUrl; returns rows [measure, value, target]. */
export async function webBenchmark(baseUrl, { runs = 3 } = {}) {
  const rows = [];
  for (const [name, home] of [
    ['home', '/'],
    ['English home', '/en/'],
    ['Ukrainian home', '/uk/'],
  ]) {
    const js = await routeJs(`${baseUrl}${home}`);
    rows.push([
      `${name} route JavaScript, gzipped (${js.files} files, ${js.rawKb.toFixed(0)} KB raw)`,
      `${js.gzipKb.toFixed(1)} KB`,
      js.gzipKb <= TARGETS.homeJsKb ? `met (<= ${TARGETS.homeJsKb} KB)` : `missed (> ${TARGETS.homeJsKb} KB)`,
    ]);
  }
  for (const [name, pagePath] of PAGES) {
    const scores = await lighthouseScores(`${baseUrl}${pagePath}`, runs);
    rows.push([
      `Lighthouse mobile performance, ${name} (median of ${scores.all.join(', ')})`,
      String(scores.performance),
      scores.performance >= TARGETS.performance
        ? `met (>= ${TARGETS.performance})`
        : `missed (< ${TARGETS.performance})`,
    ]);
    rows.push([
      `Lighthouse accessibility, ${name}${scores.failedAudits.size ? ` (failed: ${[...scores.failedAudits].join(', ')})` : ''}`,
      String(scores.accessibility),
      scores.accessibility >= TARGETS.accessibility ? 'met' : 'missed',
    ]);
  }
  return rows;
}

export function webTable(rows) {
  const header = ['measure', 'value', 'target'];
  const widths = header.map((_, index) => Math.max(...[header, ...rows].map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The whole web benchmark as `npm run bench` runs it: an app of its own on a fresh embedded database
 * with the demo data (or WEB_BENCH_URL), measured and stopped; returns the table. */
export async function runWebBenchmark({ runs = 3 } = {}) {
  const app = process.env.WEB_BENCH_URL ? null : await startApp();
  try {
    return webTable(await webBenchmark(process.env.WEB_BENCH_URL ?? app.url, { runs }));
  } finally {
    await app?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runsIndex = process.argv.indexOf('--runs');
  console.log(await runWebBenchmark({ runs: runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3 }));
}
