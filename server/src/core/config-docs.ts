// .env.example and the README's configuration table, written from the declaration of the variables
// (config-variables.ts) by `npm run docs`; config.test.ts fails when a committed one differs.
import { VARIABLES, type Variable } from './config-variables';

/** The README's table sits between these two lines. */
export const README_TABLE_START =
  '<!-- configuration table: written by `npm run docs` from server/src/core/config-variables.ts -->';
export const README_TABLE_END = '<!-- end of the configuration table -->';

const DECLARED = Object.entries(VARIABLES) as [string, Variable<unknown>][];

/** The default as a person reads it: the value in code style, or the words the declaration gives. */
function documentedDefault(declared: Variable<unknown>): string {
  if (declared.documentedDefault !== undefined) return declared.documentedDefault;
  const value = declared.default;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return `\`${value}\``;
  throw new Error('A default that is not a plain value needs its documentedDefault');
}

/** The value .env.example shows on the variable's (commented-out) line. */
function exampleValue(declared: Variable<unknown>): string {
  if (declared.example !== undefined) return declared.example;
  const value = declared.default;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** `text` as `# ` comment lines of at most `width` characters, broken between words. */
function comment(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length > 1 && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** Markdown as a sentence of plain text: capitalised (unless it starts with code), without code marks,
 * with one full stop. */
function sentence(markdown: string): string {
  const capitalised = markdown.startsWith('`') ? markdown : `${markdown.charAt(0).toUpperCase()}${markdown.slice(1)}`;
  const text = capitalised.replaceAll('`', '');
  return text.endsWith('.') ? text : `${text}.`;
}

/** The head of .env.example: what `docker compose` reads from it beside the app's settings.
 * docker-compose.test.ts checks it against docker-compose.yml. */
const COMPOSE_SECTION = [
  '# Written by `npm run docs` from server/src/core/config-variables.ts and config-docs.ts: change those,',
  '# not this file.',
  '',
  '# docker compose: `cp .env.example .env` beside docker-compose.yml and fill in the four secrets below;',
  '# compose refuses to start while one is empty and names it. Letters and digits only (the database',
  '# password goes into a URL): make each with the command above it. Outside containers the app does',
  '# not read this file.',
  '',
  "# The site's domain name (Caddy gets its certificate); localhost for a try on your own machine.",
  'SITE_ADDRESS=localhost',
  '# openssl rand -hex 24',
  'POSTGRES_PASSWORD=',
  '# openssl rand -hex 32 (Garage, the store of the pictures: its nodes talk with this)',
  'GARAGE_RPC_SECRET=',
  '# echo GK$(openssl rand -hex 12) (Garage wants GK and 24 hex digits)',
  'STORAGE_ACCESS_KEY=',
  '# openssl rand -hex 32',
  'STORAGE_SECRET_KEY=',
  '',
  '# A backup into the `backups` volume at start and then every this many hours; the newest this many',
  '# are kept (README.md, "Backups").',
  '# BACKUP_INTERVAL_HOURS=24',
  '# BACKUP_KEEP=14',
  '',
  '# The app: uncomment a line to set it. docker compose sets these itself (they name its other',
  '# services), so their lines below change nothing there: NODE_ENV, PORT, PUBLIC_URL (from',
  '# SITE_ADDRESS), TRUST_PROXY, DATABASE_URL, DATA_DIR, STORAGE_URL, PRIVATE_STORAGE_URL,',
  '# S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (from STORAGE_ACCESS_KEY and',
  '# STORAGE_SECRET_KEY). In compose DEMO_DATA is false and SMTP_URL is its Mailpit unless set here.',
  '',
];

export function envExample(): string {
  const lines = [
    ...COMPOSE_SECTION,
    '# Configuration of the app: environment variables, all optional for local use. Copy the lines you',
    "# need into your environment (or your process manager's or container's settings) and uncomment them.",
  ];
  for (const [name, declared] of DECLARED) {
    lines.push('');
    if (declared.heading) lines.push(...comment(declared.heading), '');
    lines.push(
      ...comment(sentence(declared.meaning)),
      ...comment(sentence(`Accepts ${declared.expected}; by default ${documentedDefault(declared)}`)),
      `# ${name}=${exampleValue(declared)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A Markdown table laid out as Prettier lays it out (columns padded to their widest cell), so
 * `prettier --check` and the freshness test agree. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(3, cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function readmeTable(): string {
  return markdownTable(
    ['variable', 'default', 'meaning'],
    DECLARED.map(([name, declared]) =>
      [`\`${name}\``, documentedDefault(declared), declared.meaning].map((cell) => cell.replaceAll('|', '\\|')),
    ),
  );
}

/** The README with its configuration table replaced by the one the declaration gives. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${README_TABLE_START}" … "${README_TABLE_END}"`);
  return `${readme.slice(0, start + README_TABLE_START.length)}\n\n${readmeTable()}\n\n${readme.slice(end)}`;
}
