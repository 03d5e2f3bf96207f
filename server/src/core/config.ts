// All configuration comes from environment variables, read and validated here once.
// A bad value stops start-up with a message naming the variable.
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

export interface OperatorConfig {
  name: string;
  phone: string;
  email: string;
  company: string;
  companyId: string;
  address: string;
  iban: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
}

export interface Config {
  production: boolean;
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  /** Sender of the e-mails to parents: `Name <address>` or an address. */
  mailFrom: string;
  geocoderUrl: string;
  /** How long a branch save waits for the address search before saving without a location. */
  geocoderTimeoutMs: number;
  /** Limits of one upload request, enforced while the bytes stream in. */
  uploadMaxFileBytes: number;
  uploadMaxFiles: number;
  /** Pictures one staff member may upload in any minute; 0: no limit. */
  uploadRateLimit: number;
  publicUrl: string;
  /** Other origins (scheme://host[:port]) whose pages may call the REST API with credentials. */
  corsOrigins: string[];
  /** GraphQL Sandbox landing page and introspection. */
  graphqlSandbox: boolean;
  /** GraphQL requests one client address may send without a session in a minute, per instance; 0: no
   * limit. */
  graphqlAnonymousRateLimit: number;
  /** Public registrations allowed per client address in any 10 minutes; 0: no limit. */
  registrationRateLimit: number;
  /** Children one client address, and one mailbox, may register to one course or camp in an hour
   * through the public form; 0: no limit. */
  registrationCourseLimit: number;
  /** Express's 'trust proxy': which proxies' X-Forwarded-For names the client (false: none, the
   * socket's address is the client's). */
  trustProxy: boolean | number | string[];
  operator: OperatorConfig;
}

/** One row per variable: the README's configuration table is written from the same facts. */
export const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'DEMO_DATA',
  'SMTP_URL',
  'MAIL_FROM',
  'GEOCODER_URL',
  'GEOCODER_TIMEOUT_MS',
  'UPLOAD_MAX_FILE_BYTES',
  'UPLOAD_MAX_FILES',
  'UPLOAD_RATE_LIMIT',
  'PUBLIC_URL',
  'CORS_ORIGINS',
  'GRAPHQL_SANDBOX',
  'GRAPHQL_RATE_LIMIT',
  'REGISTRATION_RATE_LIMIT',
  'REGISTRATION_COURSE_LIMIT',
  'TRUST_PROXY',
  'OPERATOR_NAME',
  'OPERATOR_PHONE',
  'OPERATOR_EMAIL',
  'OPERATOR_COMPANY',
  'OPERATOR_COMPANY_ID',
  'OPERATOR_ADDRESS',
  'OPERATOR_IBAN',
  'OPERATOR_FACEBOOK_URL',
  'OPERATOR_INSTAGRAM_URL',
  'OPERATOR_YOUTUBE_URL',
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: (typeof CONFIG_VARIABLES)[number]) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const check = <T>(
    name: string,
    value: string | undefined,
    fallback: T,
    parse: (v: string) => T | undefined,
    expected: string,
  ): T => {
    if (value === undefined) return fallback;
    const parsed = parse(value);
    if (parsed === undefined) {
      problems.push(`${name}=${JSON.stringify(value)} is not valid: expected ${expected}`);
      return fallback;
    }
    return parsed;
  };
  const url = (protocols: string[]) => (value: string) => {
    try {
      return protocols.includes(new URL(value).protocol) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const text = (value: string) => value;
  const optionalUrl = (name: (typeof CONFIG_VARIABLES)[number]) =>
    check(name, read(name), null, url(['http:', 'https:']), 'an http(s) URL');

  const nodeEnv = check(
    'NODE_ENV',
    read('NODE_ENV'),
    'development',
    (v) => (['development', 'production', 'test'].includes(v) ? v : undefined),
    'development, production or test',
  );
  const port = check(
    'PORT',
    read('PORT'),
    4000,
    (v) => (/^\d+$/.test(v) && Number(v) > 0 && Number(v) < 65536 ? Number(v) : undefined),
    'a port number 1-65535',
  );
  const databaseUrl = check(
    'DATABASE_URL',
    read('DATABASE_URL'),
    null,
    url(['postgres:', 'postgresql:']),
    'a postgres:// or postgresql:// URL',
  );
  const dataDir = path.resolve(read('DATA_DIR') ?? 'data');
  const adminUsername = check(
    'ADMIN_USERNAME',
    read('ADMIN_USERNAME'),
    'admin',
    (v) => (/^[A-Za-z0-9._-]{3,100}$/.test(v) ? v : undefined),
    '3-100 letters, digits, dots, dashes or underscores',
  );
  // The rules of every new staff password; the value is never echoed, a refused password is still one.
  const adminPasswordValue = read('ADMIN_PASSWORD') ?? null;
  const adminPasswordProblem = adminPasswordValue === null ? null : passwordProblem(adminPasswordValue);
  if (adminPasswordProblem)
    problems.push(
      `ADMIN_PASSWORD is not valid: expected ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters and ` +
        `not one of the most common passwords (${adminPasswordProblem})`,
    );
  const adminPassword = adminPasswordProblem ? null : adminPasswordValue;
  const demoData = check(
    'DEMO_DATA',
    read('DEMO_DATA'),
    true,
    (v) => ({ true: true, false: false, '1': true, '0': false })[v],
    'true or false',
  );
  const smtpUrl = check('SMTP_URL', read('SMTP_URL'), null, url(['smtp:', 'smtps:']), 'an smtp:// or smtps:// URL');
  const geocoderUrl = check(
    'GEOCODER_URL',
    read('GEOCODER_URL'),
    'https://nominatim.openstreetmap.org/search',
    url(['http:', 'https:']),
    'an http(s) URL',
  );
  const integerBetween = (min: number, max: number) => (value: string) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : undefined;
  const geocoderTimeoutMs = check(
    'GEOCODER_TIMEOUT_MS',
    read('GEOCODER_TIMEOUT_MS'),
    5000,
    integerBetween(100, 60_000),
    'milliseconds, 100-60000',
  );
  const uploadMaxFileBytes = check(
    'UPLOAD_MAX_FILE_BYTES',
    read('UPLOAD_MAX_FILE_BYTES'),
    10 * 1024 * 1024,
    integerBetween(1024, 100 * 1024 * 1024),
    'bytes, 1024-104857600',
  );
  const uploadMaxFiles = check(
    'UPLOAD_MAX_FILES',
    read('UPLOAD_MAX_FILES'),
    20,
    integerBetween(1, 100),
    'a number of files, 1-100',
  );
  // Above a staff member's real use (a gallery of 20 photos twice in a minute), far below what keeps
  // the image queue busy for others: each picture is decoded and encoded in turn.
  const uploadRateLimit = check(
    'UPLOAD_RATE_LIMIT',
    read('UPLOAD_RATE_LIMIT'),
    60,
    integerBetween(0, 100_000),
    'pictures per staff member in a minute, 0-100000 (0: no limit)',
  );
  const publicUrl = withoutTrailingSlashes(
    check('PUBLIC_URL', read('PUBLIC_URL'), `http://localhost:${port}`, url(['http:', 'https:']), 'an http(s) URL'),
  );

  const origins = (value: string) => {
    const list = value
      .split(',')
      .map((origin) => withoutTrailingSlashes(origin.trim()))
      .filter(Boolean);
    return list.every((origin) => url(['http:', 'https:'])(origin) && new URL(origin).origin === origin)
      ? list
      : undefined;
  };
  const corsOrigins = check(
    'CORS_ORIGINS',
    read('CORS_ORIGINS'),
    [],
    origins,
    'comma-separated origins such as https://www.example.com,http://localhost:3000',
  );

  const bool = (value: string) => ({ true: true, false: false, '1': true, '0': false })[value];
  const graphqlSandbox = check(
    'GRAPHQL_SANDBOX',
    read('GRAPHQL_SANDBOX'),
    nodeEnv !== 'production',
    bool,
    'true or false',
  );

  const trustProxy = check(
    'TRUST_PROXY',
    read('TRUST_PROXY'),
    false,
    parseTrustProxy,
    'true, false, a number of proxy hops (0-10), or comma-separated addresses, CIDR ranges, loopback, linklocal, uniquelocal',
  );

  // The site's pages are rendered on the server; a browser sends a few GraphQL requests per page, a
  // school or CGNAT puts many parents behind one address: 600 a minute is no person's pace.
  const graphqlAnonymousRateLimit = check(
    'GRAPHQL_RATE_LIMIT',
    read('GRAPHQL_RATE_LIMIT'),
    600,
    integerBetween(0, 1_000_000),
    'GraphQL requests without a session per client address in a minute, 0-1000000 (0: no limit)',
  );
  // Generous: on an enrollment evening a mobile operator's CGNAT puts many parents behind one address.
  const registrationRateLimit = check(
    'REGISTRATION_RATE_LIMIT',
    read('REGISTRATION_RATE_LIMIT'),
    60,
    integerBetween(0, 100_000),
    'registrations per client address in 10 minutes, 0-100000 (0: no limit)',
  );
  // A family registers two or three children to one course; more from one address or mailbox is
  // someone taking the places (a kindergarten's group is registered by staff, who are not limited).
  const registrationCourseLimit = check(
    'REGISTRATION_COURSE_LIMIT',
    read('REGISTRATION_COURSE_LIMIT'),
    3,
    integerBetween(0, 10_000),
    'children per client address and per mailbox in one course or camp in an hour, 0-10000 (0: no limit)',
  );

  const operator: OperatorConfig = {
    name: check('OPERATOR_NAME', read('OPERATOR_NAME'), 'Dětské kroužky Slunečnice', text, 'a name'),
    phone: check(
      'OPERATOR_PHONE',
      read('OPERATOR_PHONE'),
      '+420 777 123 456',
      (v) => (isPhone(v) ? v : undefined),
      'a phone number such as +420 777 123 456',
    ),
    email: check(
      'OPERATOR_EMAIL',
      read('OPERATOR_EMAIL'),
      'info@krouzky-slunecnice.cz',
      (v) => (isEmail(v) ? v : undefined),
      'an e-mail address',
    ),
    company: check('OPERATOR_COMPANY', read('OPERATOR_COMPANY'), 'Slunečnice, z. s.', text, 'a company name'),
    companyId: check(
      'OPERATOR_COMPANY_ID',
      read('OPERATOR_COMPANY_ID'),
      '12345679',
      (v) => (isCompanyId(v) ? v : undefined),
      'an 8-digit Czech company id (IČO) with a valid check digit',
    ),
    address: check('OPERATOR_ADDRESS', read('OPERATOR_ADDRESS'), 'Masarykova 12, 602 00 Brno', text, 'an address'),
    iban: check(
      'OPERATOR_IBAN',
      read('OPERATOR_IBAN'),
      'CZ6508000000192000145399',
      (v) => (isIban(v) ? v.replace(/\s+/g, '').toUpperCase() : undefined),
      'an IBAN with valid check digits',
    ),
    facebookUrl: optionalUrl('OPERATOR_FACEBOOK_URL'),
    instagramUrl: optionalUrl('OPERATOR_INSTAGRAM_URL'),
    youtubeUrl: optionalUrl('OPERATOR_YOUTUBE_URL'),
  };

  const mailFrom = check(
    'MAIL_FROM',
    read('MAIL_FROM'),
    `"${operator.name.replace(/["\\]/g, '')}" <${operator.email}>`,
    (v) => {
      const address = /^(.*)<([^<>]+)>$/.exec(v)?.[2] ?? v;
      return isEmail(address) ? v : undefined;
    },
    'an e-mail address, optionally as Name <address>',
  );

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production: nodeEnv === 'production',
    port,
    databaseUrl,
    dataDir,
    adminUsername,
    adminPassword,
    demoData,
    smtpUrl,
    mailFrom,
    geocoderUrl,
    geocoderTimeoutMs,
    uploadMaxFileBytes,
    uploadMaxFiles,
    uploadRateLimit,
    publicUrl,
    corsOrigins,
    graphqlSandbox,
    graphqlAnonymousRateLimit,
    registrationRateLimit,
    registrationCourseLimit,
    trustProxy,
    operator,
  };
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What express's 'trust proxy' accepts, checked here so a typo stops the start instead of throwing
 * on the first request (or, worse, trusting nobody or everybody without a word). */
function parseTrustProxy(value: string): Config['trustProxy'] | undefined {
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
