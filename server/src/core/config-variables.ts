// Every environment variable of the app, declared once: its name, its check (which gives its type),
// its default and its meaning. config.ts reads them; .env.example and the README's configuration
// table are written from here (`npm run docs`), and config.test.ts fails when they are stale.
// Tooling has variables of its own (TEST_DATABASE_URL, FUZZ_RUNS, CHROMIUM_PATH, E2E_*, BENCH_*):
// the tests and scripts that read them document them; the app never reads them.
import { isIP } from 'node:net';
import path from 'node:path';
import {
  isCompanyId,
  isEmail,
  isIban,
  isPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  withoutTrailingSlashes,
} from '@kurzy/common';
import { passwordProblem } from './password-policy';

/** A value that has the expected form but is refused for a reason of its own (a common password). */
export class Refused {
  constructor(readonly reason: string) {}
}

export interface Variable<T> {
  /** What it does, in Markdown, for the README's table and .env.example. */
  meaning: string;
  /** The values it accepts, in words: a refusal reads `NAME="value" is not valid: expected …`. */
  expected: string;
  /** Its value from the variable's text (trimmed, never empty); undefined or Refused refuse it. */
  parse: (text: string) => T | undefined | Refused;
  /** Its value when unset or empty. A function works it out from the values of the others; it may
   * read only variables whose default is not a function (they are all read before it). */
  default: T | ((values: Readonly<Record<string, unknown>>) => T);
  /** The default in the README's words, when it is not the value itself (`(embedded)`). */
  documentedDefault?: string;
  /** The value .env.example shows, when it is not the default. */
  example?: string;
  /** A password: a refusal never repeats the value. */
  secret?: boolean;
  /** Starts a group of variables in .env.example. */
  heading?: string;
}

const variable = <T>(declaration: Variable<T>): Variable<T> => declaration;

const url = (protocols: string[]) => (text: string) => {
  try {
    return protocols.includes(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
};
const httpUrl = url(['http:', 'https:']);
const integerBetween = (min: number, max: number) => (text: string) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;
const boolean = (text: string) => ({ true: true, false: false, '1': true, '0': false })[text];
const text = (value: string) => value;
const checked = (valid: (value: string) => boolean) => (value: string) => (valid(value) ? value : undefined);

const socialLink = (network: string) =>
  variable<string | null>({
    meaning: `${network} link in the footer`,
    expected: 'an http(s) URL',
    parse: httpUrl,
    default: null,
    documentedDefault: '(none)',
  });

export const VARIABLES = {
  NODE_ENV: variable<'development' | 'production' | 'test'>({
    meaning: '`production` turns the GraphQL Sandbox off (unless `GRAPHQL_SANDBOX=true`)',
    expected: 'development, production or test',
    parse: (value) => (value === 'development' || value === 'production' || value === 'test' ? value : undefined),
    default: 'development',
  }),
  PORT: variable({
    meaning: 'HTTP port',
    expected: 'a port number 1-65535',
    parse: integerBetween(1, 65535),
    default: 4000,
  }),
  DATABASE_URL: variable<string | null>({
    meaning: '`postgres://user:password@host:5432/db`; without it an embedded PostgreSQL runs in `DATA_DIR/db`',
    expected: 'a postgres:// or postgresql:// URL',
    parse: url(['postgres:', 'postgresql:']),
    default: null,
    documentedDefault: '(embedded)',
  }),
  // PostgreSQL allows 100 connections by default: instances × this must stay below it.
  PG_POOL_SIZE: variable({
    meaning: 'database connections this instance keeps at most (instances × this must fit `max_connections`)',
    expected: 'connections, 1-1000',
    parse: integerBetween(1, 1000),
    default: 20,
  }),
  DATA_DIR: variable({
    meaning: 'embedded database, uploaded pictures (`uploads/`), e-mail outbox (`outbox/`)',
    expected: 'a directory',
    parse: (value) => path.resolve(value),
    default: () => path.resolve('data'),
    documentedDefault: '`./data`',
    example: './data',
  }),
  ADMIN_USERNAME: variable({
    meaning: 'administrator created or updated at start',
    expected: '3-100 letters, digits, dots, dashes or underscores',
    parse: checked((value) => /^[A-Za-z0-9._-]{3,100}$/.test(value)),
    default: 'admin',
  }),
  // The rules of every new staff password.
  ADMIN_PASSWORD: variable<string | null>({
    meaning: `that administrator's password (${PASSWORD_MIN_LENGTH}+ characters, not a common one); without it a random one, printed once`,
    expected: `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters and not one of the most common passwords`,
    parse: (value) => {
      const problem = passwordProblem(value);
      return problem ? new Refused(problem) : value;
    },
    default: null,
    documentedDefault: '(generated)',
    secret: true,
  }),
  DEMO_DATA: variable({
    meaning: 'seed the Czech demo data into an empty database',
    expected: 'true or false',
    parse: boolean,
    default: true,
  }),
  SMTP_URL: variable<string | null>({
    meaning: '`smtp://` or `smtps://` mail server; without it e-mails are written to `DATA_DIR/outbox` as `.eml` files',
    expected: 'an smtp:// or smtps:// URL',
    parse: url(['smtp:', 'smtps:']),
    default: null,
    documentedDefault: '(outbox)',
  }),
  MAIL_FROM: variable({
    meaning: 'sender of the e-mails to parents, `Name <address>` or an address',
    expected: 'an e-mail address, optionally as Name <address>',
    parse: checked((value) => isEmail(/^(.*)<([^<>]+)>$/.exec(value)?.[2] ?? value)),
    default: (values) => `"${String(values.OPERATOR_NAME).replace(/["\\]/g, '')}" <${String(values.OPERATOR_EMAIL)}>`,
    documentedDefault: 'operator name and e-mail',
    example: 'Dětské kroužky Slunečnice <info@krouzky-slunecnice.cz>',
  }),
  GEOCODER_URL: variable({
    meaning: 'Nominatim-compatible address search for branch maps',
    expected: 'an http(s) URL',
    parse: httpUrl,
    default: 'https://nominatim.openstreetmap.org/search',
    documentedDefault: 'Nominatim',
  }),
  GEOCODER_TIMEOUT_MS: variable({
    meaning: 'how long saving a branch waits for the address search; then it saves without a location and warns',
    expected: 'milliseconds, 100-60000',
    parse: integerBetween(100, 60_000),
    default: 5000,
  }),
  UPLOAD_MAX_FILE_BYTES: variable({
    meaning: 'largest picture accepted in an upload, in bytes',
    expected: 'bytes, 1024-104857600',
    parse: integerBetween(1024, 100 * 1024 * 1024),
    default: 10 * 1024 * 1024,
    documentedDefault: '`10485760` (10 MB)',
  }),
  UPLOAD_MAX_FILES: variable({
    meaning: 'most pictures accepted in one upload',
    expected: 'a number of files, 1-100',
    parse: integerBetween(1, 100),
    default: 20,
  }),
  // Above a staff member's real use (a gallery of 20 photos twice in a minute), far below what keeps
  // the image queue busy for others: each picture is decoded and encoded in turn.
  UPLOAD_RATE_LIMIT: variable({
    meaning: 'pictures one staff member may upload in any minute (both APIs), then 429; `0` = off',
    expected: 'pictures per staff member in a minute, 0-100000 (0: no limit)',
    parse: integerBetween(0, 100_000),
    default: 60,
  }),
  GRAPHQL_SANDBOX: variable({
    meaning: 'GraphQL Sandbox at `/graphql`, and introspection',
    expected: 'true or false',
    parse: boolean,
    default: (values) => values.NODE_ENV !== 'production',
    documentedDefault: 'on unless production',
    example: 'true',
  }),
  // The site's pages are rendered on the server; a browser sends a few GraphQL requests per page, a
  // school or CGNAT puts many parents behind one address: 600 a minute is no person's pace.
  GRAPHQL_RATE_LIMIT: variable({
    meaning:
      'GraphQL queries without a session per client address (IPv6: per /56) in a minute, per instance, then 429; `0` = off',
    expected: 'GraphQL requests without a session per client address in a minute, 0-1000000 (0: no limit)',
    parse: integerBetween(0, 1_000_000),
    default: 600,
  }),
  // A switch back to graphql-js's execution, should a compiled answer ever differ (graphql-compiled.ts).
  GRAPHQL_COMPILED: variable({
    meaning:
      'GraphQL queries the server keeps being sent are compiled once (graphql-jit) instead of interpreted each time',
    expected: 'true or false',
    parse: boolean,
    default: true,
  }),
  // Enrollment night (issue 28): the public pages are rendered once per address within this bound, not
  // for every parent; the registration itself always decides places in the database.
  PUBLIC_CACHE_MS: variable({
    meaning:
      'how far behind the database a public page may be: pages and their reads are kept per instance for 0.4 of it each, dropped at once on a change made through the same instance; `0` = render every page anew',
    expected: 'milliseconds, 0-60000',
    parse: integerBetween(0, 60_000),
    default: 1000,
  }),
  PUBLIC_URL: variable({
    meaning: 'the address people reach the site at, for links in e-mails, canonical addresses and the sitemap',
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: (values) => `http://localhost:${Number(values.PORT)}`,
    documentedDefault: '`http://localhost:PORT`',
    example: 'http://localhost:4000',
  }),
  CORS_ORIGINS: variable<string[]>({
    meaning: 'other sites (origins, comma-separated) whose pages may call `/api` with credentials',
    expected: 'comma-separated origins such as https://www.example.com,http://localhost:3000',
    parse: (value) => {
      const list = value
        .split(',')
        .map((origin) => withoutTrailingSlashes(origin.trim()))
        .filter(Boolean);
      return list.every((origin) => httpUrl(origin) && new URL(origin).origin === origin) ? list : undefined;
    },
    default: [],
    documentedDefault: '(none)',
    example: 'https://www.example.com,http://localhost:3000',
  }),
  // Generous: on an enrollment evening a mobile operator's CGNAT or a school's Wi-Fi puts many parents
  // behind one address; past REGISTRATION_CHALLENGE_AFTER the form solves a challenge instead.
  REGISTRATION_RATE_LIMIT: variable({
    meaning:
      'public registration sends per client address in any 10 minutes, then 429 (the ceiling of a flood); `0` = off; per e-mail: 10 an hour; behind a reverse proxy set `TRUST_PROXY`',
    expected: 'registrations per client address in 10 minutes, 0-100000 (0: no limit)',
    parse: integerBetween(0, 100_000),
    default: 300,
  }),
  REGISTRATION_CHALLENGE_AFTER: variable({
    meaning:
      'sends per client address in any 10 minutes after which the form solves a proof-of-work challenge (the browser does it by itself, about a second); `0` = never',
    expected: 'sends per client address in 10 minutes, 0-100000 (0: never)',
    parse: integerBetween(0, 100_000),
    default: 30,
  }),
  // A family registers two or three children to one course; more for one mailbox is someone taking
  // the places (a kindergarten's group is registered by staff, who are not limited).
  REGISTRATION_COURSE_LIMIT: variable({
    meaning:
      'children per mailbox in one course or camp in an hour, then 429; from one client address (IPv6: per /56) more need a challenge each; `0` = off; staff not limited',
    expected: 'children per mailbox in one course or camp in an hour, 0-10000 (0: no limit)',
    parse: integerBetween(0, 10_000),
    default: 3,
  }),
  // High: a shared address stands for many families; with REGISTRATION_COURSE_LIMIT 0 it is off too.
  REGISTRATION_COURSE_CEILING: variable({
    meaning:
      'children from one client address in one course or camp in an hour, challenges solved, then 429 (staff register larger groups)',
    expected: 'children from one client address in one course or camp in an hour, 1-10000',
    parse: integerBetween(1, 10_000),
    default: 20,
  }),
  TRUST_PROXY: variable<boolean | number | string[]>({
    meaning:
      'proxies whose `X-Forwarded-For` names the client (login throttle, rate limits): `true`, hop count, or addresses/CIDRs/`loopback`',
    expected:
      'true, false, a number of proxy hops (0-10), or comma-separated addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    parse: parseTrustProxy,
    default: false,
    example: 'loopback',
  }),
  METRICS_TOKEN: variable<string | null>({
    meaning:
      'Prometheus metrics at `/metrics` for a scraper sending `Authorization: Bearer <token>`; without it or `METRICS_ALLOW` `/metrics` is 404',
    expected: '16-256 letters, digits, dots, dashes or underscores',
    parse: checked((value) => /^[A-Za-z0-9._~-]{16,256}$/.test(value)),
    default: null,
    documentedDefault: '(closed)',
    secret: true,
    heading: 'Operations: who may read the Prometheus metrics at /metrics (nobody by default).',
  }),
  METRICS_ALLOW: variable<string[]>({
    meaning: 'client addresses (comma-separated IPs or CIDR ranges) that may read `/metrics` without the token',
    expected: 'comma-separated IP addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1',
    parse: parseAddressList,
    default: [],
    documentedDefault: '(none)',
    example: '127.0.0.1,10.0.0.0/8',
  }),
  LOG_LEVEL: variable<'info' | 'warn' | 'error'>({
    meaning:
      'the least severe log lines written once the app is ready: `info` (every request and event), `warn` (problems only) or `error`; the start-up lines are always written',
    expected: 'info, warn or error',
    parse: (value) => (value === 'info' || value === 'warn' || value === 'error' ? value : undefined),
    default: 'info',
  }),
  BUILD_COMMIT: variable<string | null>({
    meaning: 'the commit the app was built from, shown in the `kurzy_build_info` metric (the Dockerfile sets it)',
    expected: '7-40 hexadecimal digits',
    parse: checked((value) => /^[0-9a-f]{7,40}$/i.test(value)),
    default: null,
    documentedDefault: '(unknown)',
  }),
  STORAGE_URL: variable<StorageLocation | null>({
    meaning:
      'uploaded pictures in an S3-compatible store, `s3://bucket/prefix`, shared by every instance; without it in `DATA_DIR/uploads`',
    expected:
      's3://bucket or s3://bucket/prefix (an S3 bucket name; the prefix of letters, digits, dots, dashes and underscores)',
    parse: parseStorageUrl,
    default: null,
    documentedDefault: '(local disk)',
    heading:
      'Object storage: uploaded pictures in an S3-compatible store instead of DATA_DIR, shared by every instance.',
  }),
  PRIVATE_STORAGE_URL: variable<StorageLocation | null>({
    meaning:
      "private documents (doctor's certificates of camps) in an S3-compatible store, `s3://bucket/prefix`, never served publicly: outside `STORAGE_URL`'s prefix (and away from `STORAGE_PUBLIC_URL`); without it in `DATA_DIR/private`, so set it when several instances run",
    expected:
      's3://bucket or s3://bucket/prefix (an S3 bucket name; the prefix of letters, digits, dots, dashes and underscores)',
    parse: parseStorageUrl,
    default: null,
    documentedDefault: '(local disk)',
  }),
  S3_ENDPOINT: variable<string | null>({
    meaning:
      'address of an S3-compatible service other than AWS (MinIO, Ceph, a fake S3 in tests); buckets are then named in the path',
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: null,
    documentedDefault: '(AWS)',
  }),
  S3_REGION: variable<string | null>({
    meaning: "the bucket's region",
    expected: 'a region name such as eu-central-1',
    parse: checked((value) => /^[a-z0-9-]{1,64}$/.test(value)),
    default: null,
    documentedDefault: '`AWS_REGION`, else `us-east-1`',
  }),
  AWS_ACCESS_KEY_ID: variable<string | null>({
    meaning:
      "the store's access key, with `AWS_SECRET_ACCESS_KEY`; without them the AWS SDK looks further (a profile, the machine's role)",
    expected: 'an access key id (letters and digits)',
    parse: checked((value) => /^[\w-]{3,128}$/.test(value)),
    default: null,
    documentedDefault: '(AWS SDK)',
  }),
  AWS_SECRET_ACCESS_KEY: variable<string | null>({
    meaning: "the store's secret key",
    expected: 'a secret access key',
    parse: checked((value) => value.length <= 256),
    default: null,
    documentedDefault: '(AWS SDK)',
    secret: true,
  }),
  STORAGE_PUBLIC_URL: variable<string | null>({
    meaning:
      "where the store's files are public (a CDN, the bucket's website), as `STORAGE_URL`'s prefix: `/public/<key>` then redirects to `<this>/<key>`; without it the app streams them",
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: null,
    documentedDefault: '(the app)',
  }),
  FIO_API_TOKEN: variable<string | null>({
    meaning:
      "Fio banka API token (read-only is enough) of the account parents pay to; with it the app fetches the account's movements and pairs them by variable symbol",
    expected: "Fio's API token (64 letters and digits)",
    parse: checked((value) => /^[A-Za-z0-9_-]{16,256}$/.test(value)),
    default: null,
    documentedDefault: '(off)',
    secret: true,
    heading: 'Payments: movements fetched from Fio banka, and reminders to parents who have not paid.',
  }),
  FIO_POLL_MINUTES: variable({
    meaning: 'how often the Fio API is asked for new movements (one instance asks; Fio allows one call per 30 s)',
    expected: 'minutes, 1-1440',
    parse: integerBetween(1, 1440),
    default: 30,
  }),
  FIO_API_URL: variable({
    meaning: "base of Fio's REST API (a local fake in tests)",
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: 'https://fioapi.fio.cz/v1/rest',
  }),
  COMGATE_MERCHANT: variable<string | null>({
    meaning:
      'Comgate\'s merchant id (from portal.comgate.cz); with `COMGATE_SECRET` parents may pay by card, Apple Pay or Google Pay ("Zaplatit kartou"); without both nothing of it is offered',
    expected: 'digits (the e-shop id of the Comgate portal)',
    parse: checked((value) => /^\d{1,20}$/.test(value)),
    default: null,
    documentedDefault: '(off)',
    heading: 'Card payments through Comgate: the merchant and the secret together, or neither.',
  }),
  COMGATE_SECRET: variable<string | null>({
    meaning:
      "Comgate's password for background communication: sent with every call to Comgate and checked on its notifications; never logged or answered",
    expected: 'the secret of the Comgate portal (8-200 characters, no spaces)',
    parse: checked((value) => /^\S{8,200}$/.test(value)),
    default: null,
    documentedDefault: '(off)',
    secret: true,
  }),
  COMGATE_URL: variable({
    meaning:
      "base of Comgate's API (`/v1.0/create`, `/status`, `/refund` under it; a local fake in tests); Comgate's notification is set in its portal to `<PUBLIC_URL>/api/payments/comgate`",
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: 'https://payments.comgate.cz',
  }),
  COMGATE_TEST: variable({
    meaning: "`true`: payments are created as Comgate's test payments (no money moves), for trying the shop out",
    expected: 'true or false',
    parse: boolean,
    default: false,
  }),
  BULKGATE_APPLICATION_ID: variable<string | null>({
    meaning:
      "BulkGate's application id (portal.bulkgate.com, Modules & APIs: Simple API); with `BULKGATE_APPLICATION_TOKEN` staff may send provozní messages also by SMS; without both SMS are off",
    expected: 'digits (the id of the BulkGate application)',
    parse: checked((value) => /^\d{1,20}$/.test(value)),
    default: null,
    documentedDefault: '(off)',
    heading: 'SMS to families through BulkGate: the application id and its token together, or neither.',
  }),
  BULKGATE_APPLICATION_TOKEN: variable<string | null>({
    meaning: "the BulkGate application's token: sent with every SMS to BulkGate; never logged or answered",
    expected: 'the token of the BulkGate application (8-200 characters, no spaces)',
    parse: checked((value) => /^\S{8,200}$/.test(value)),
    default: null,
    documentedDefault: '(off)',
    secret: true,
  }),
  BULKGATE_URL: variable({
    meaning:
      "base of BulkGate's API (`/api/1.0/simple/transactional` under it; a local fake in tests, `node server/dist/fake-bulkgate-cli.js`)",
    expected: 'an http(s) URL',
    parse: (value) => {
      const valid = httpUrl(value);
      return valid === undefined ? undefined : withoutTrailingSlashes(valid);
    },
    default: 'https://portal.bulkgate.com',
  }),
  PAYMENT_REMINDER_DAYS: variable({
    meaning:
      'days after registering (or getting a place from the waiting list) before an unpaid registration gets a reminder; a second follows a week later; `0` = no reminders. Only registrations that fell due after the reminders were switched on are reminded (older data loaded later never at once); the "Platby" page shows what goes out today and can pause them',
    expected: 'days, 0-365 (0: no reminders)',
    parse: integerBetween(0, 365),
    default: 14,
  }),
  OVERVIEW_MIN_CHILDREN: variable({
    meaning:
      'the staff overview lists courses and camps starting within two weeks with fewer children holding a place than this',
    expected: 'children, 1-100',
    parse: integerBetween(1, 100),
    default: 5,
  }),
  RETENTION_YEARS: variable({
    meaning:
      "years after a course or camp ended before its registrations' personal data is erased by a daily job (names, e-mail, phone, note; the birth date keeps its year); issued invoices and payments stay",
    expected: 'years, 1-50',
    parse: integerBetween(1, 50),
    default: 3,
    heading: 'Personal data: how long registrations keep it.',
  }),
  OPERATOR_NAME: variable({
    meaning: "the operator's name (footer, e-mails, invoices)",
    expected: 'a name',
    parse: text,
    default: 'Dětské kroužky Slunečnice',
    heading: 'The operator, shown in the footer, in e-mails and on invoices.',
  }),
  OPERATOR_PHONE: variable({
    meaning: 'contact phone',
    expected: 'a phone number such as +420 777 123 456',
    parse: checked(isPhone),
    default: '+420 777 123 456',
  }),
  OPERATOR_EMAIL: variable({
    meaning: 'contact e-mail',
    expected: 'an e-mail address',
    parse: checked(isEmail),
    default: 'info@krouzky-slunecnice.cz',
  }),
  OPERATOR_COMPANY: variable({
    meaning: 'company on invoices',
    expected: 'a company name',
    parse: text,
    default: 'Slunečnice, z. s.',
  }),
  OPERATOR_COMPANY_ID: variable({
    meaning: 'company id (IČO), checked',
    expected: 'an 8-digit Czech company id (IČO) with a valid check digit',
    parse: checked(isCompanyId),
    default: '12345679',
  }),
  OPERATOR_ADDRESS: variable({
    meaning: 'registered address',
    expected: 'an address',
    parse: text,
    default: 'Masarykova 12, 602 00 Brno',
  }),
  OPERATOR_IBAN: variable({
    meaning: 'account for payments (IBAN, checked; spaces allowed)',
    expected: 'an IBAN with valid check digits',
    parse: (value) => (isIban(value) ? value.replace(/\s+/g, '').toUpperCase() : undefined),
    default: 'CZ6508000000192000145399',
  }),
  OPERATOR_VAT_PAYER: variable({
    meaning:
      'whether the operator is a VAT payer (plátce DPH): invoices (the PDF) and the accountant\'s exports (Pohoda XML, ISDOC) then carry VAT at the basic rate (21 %) included in the prices and the operator\'s DIČ (CZ + IČO); `false`: "Dodavatel není plátcem DPH" and no VAT',
    expected: 'true or false',
    parse: boolean,
    default: false,
  }),
  OPERATOR_FACEBOOK_URL: socialLink('Facebook'),
  OPERATOR_INSTAGRAM_URL: socialLink('Instagram'),
  OPERATOR_YOUTUBE_URL: socialLink('YouTube'),
} as const;

export type VariableName = keyof typeof VARIABLES;

/** The value of each variable, typed by its check. */
export type VariableValues = {
  -readonly [Name in VariableName]: (typeof VARIABLES)[Name] extends Variable<infer T> ? T : never;
};

/** An S3 bucket and the folder of the app's files in it ('' for the whole bucket). */
export interface StorageLocation {
  bucket: string;
  prefix: string;
}

/** `s3://bucket/prefix`: the bucket by S3's naming rules, the prefix in folder names a storage key could
 * have, so a typo stops the start instead of the first upload. */
function parseStorageUrl(value: string): StorageLocation | undefined {
  const match = /^s3:\/\/([^/]+)(\/.*)?$/.exec(value);
  const bucket = match?.[1] ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) return undefined;
  const prefix = withoutTrailingSlashes((match?.[2] ?? '').slice(1));
  const segment = /^[\w-][\w.-]*$/;
  if (prefix !== '' && !prefix.split('/').every((part) => segment.test(part))) return undefined;
  return { bucket, prefix };
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or a CIDR range (IPv4 or IPv6). */
function isAddressOrRange(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseAddressList(value: string): string[] | undefined {
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isAddressOrRange) ? list : undefined;
}

/** What express's 'trust proxy' accepts, checked here so a typo stops the start instead of throwing
 * on the first request (or, worse, trusting nobody or everybody without a word). */
function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined;
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = (item: string) => {
    if (PROXY_RANGES.has(item)) return true;
    const [address = '', prefix, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  };
  return list.length > 0 && list.every(valid) ? list : undefined;
}
