// All configuration comes from environment variables, declared once in config-variables.ts (name,
// check, default, meaning) and read and validated here once. A bad value stops start-up with a
// message naming the variable; every bad one is named at once.
import {
  VARIABLES,
  Refused,
  type StorageLocation,
  type Variable,
  type VariableName,
  type VariableValues,
} from './config-variables';

// The values under the names the code uses; what each one means is declared in config-variables.ts.
export interface OperatorConfig {
  name: string;
  phone: string;
  email: string;
  company: string;
  companyId: string;
  address: string;
  iban: string;
  /** A VAT payer (plátce DPH): the accounting exports carry VAT (issue 47, item 4). */
  vatPayer: boolean;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
}

export interface FioConfig {
  /** Null: the Fio API is not polled. A secret: never logged. */
  token: string | null;
  pollMinutes: number;
  apiUrl: string;
}

/** Card payments through Comgate (modules/payments/card); null when not configured: none are offered. */
export interface ComgateConfig {
  merchant: string;
  /** Never logged, never answered. */
  secret: string;
  url: string;
  test: boolean;
}

/** SMS through BulkGate's simple transactional API (modules/messages); null when not configured: off. */
export interface BulkGateConfig {
  applicationId: string;
  /** Never logged, never answered. */
  applicationToken: string;
  url: string;
}

/** An S3-compatible store of the uploaded pictures (STORAGE_URL and the S3_* variables). */
export interface S3Config extends StorageLocation {
  /** Null: AWS itself. */
  endpoint: string | null;
  region: string;
  /** Null: the AWS SDK's own chain (profile, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Null: the app streams the files at /public; else /public redirects here. */
  publicUrl: string | null;
}

export interface Config {
  /** NODE_ENV=production. */
  production: boolean;
  port: number;
  databaseUrl: string | null;
  /** Most connections of this instance's pool. */
  pgPoolSize: number;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  geocoderUrl: string;
  geocoderTimeoutMs: number;
  uploadMaxFileBytes: number;
  uploadMaxFiles: number;
  uploadRateLimit: number;
  /** Null: uploaded pictures live in DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Null: private documents (certificates) live in DATA_DIR/private; never served (publicUrl null). */
  privateS3: S3Config | null;
  publicUrl: string;
  corsOrigins: string[];
  graphqlSandbox: boolean;
  graphqlAnonymousRateLimit: number;
  /** Known queries run compiled (graphql-compiled.ts). */
  graphqlCompiled: boolean;
  /** The public pages' staleness bound (page-cache.ts); 0: none kept. */
  publicCacheMs: number;
  registrationRateLimit: number;
  registrationCourseLimit: number;
  /** Sends per address in 10 minutes after which the form must solve a challenge (registration.limits.ts). */
  registrationChallengeAfter: number;
  registrationCourseCeiling: number;
  trustProxy: boolean | number | string[];
  /** Who may read /metrics: a bearer token, client addresses or CIDR ranges; neither: nobody. */
  metrics: { token: string | null; allow: string[] };
  /** The least severe log lines written. */
  logLevel: 'info' | 'warn' | 'error';
  /** The commit the app was built from, when known. */
  buildCommit: string | null;
  fio: FioConfig;
  /** Null: no card payments. */
  comgate: ComgateConfig | null;
  /** Null: no SMS. */
  bulkgate: BulkGateConfig | null;
  paymentReminderDays: number;
  /** Fewer children than this in a course or camp starting soon asks for a person (modules/overview). */
  overviewMinChildren: number;
  /** Years after a course or camp ended before its registrations are anonymised (modules/privacy). */
  retentionYears: number;
  operator: OperatorConfig;
}

/** Every variable the app reads, in the order of the documentation. */
export const CONFIG_VARIABLES = Object.keys(VARIABLES) as VariableName[];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
/** What a variable's value may be (never a function: a function default is worked out). */
type Plain = string | number | boolean | string[] | null;

/** Each variable's value: its text checked, else its default. Defaults that are worked out from
 * other variables come last, when those are known. */
function readVariables(env: Env): VariableValues {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  const computed: [string, (values: Readonly<Record<string, unknown>>) => Plain][] = [];
  for (const [name, declared] of Object.entries(VARIABLES) as [VariableName, Variable<Plain>][]) {
    const text = env[name]?.trim();
    if (text !== undefined && text !== '') {
      const value = declared.parse(text);
      if (value !== undefined && !(value instanceof Refused)) {
        values[name] = value;
        continue;
      }
      const reason = value instanceof Refused ? ` (${value.reason})` : '';
      problems.push(
        `${declared.secret ? name : `${name}=${JSON.stringify(text)}`} is not valid: expected ${declared.expected}${reason}`,
      );
    }
    if (typeof declared.default === 'function') computed.push([name, declared.default]);
    else values[name] = declared.default;
  }
  for (const [name, work] of computed) values[name] = work(values);
  if (problems.length > 0) throw new ConfigError(problems);
  return values as VariableValues;
}

/** The S3 stores, public (STORAGE_URL) and private (PRIVATE_STORAGE_URL), when named; an S3 variable
 * without either means someone believes the files go to a store while they would stay on this
 * machine's disk. */
function s3Configs(values: VariableValues, env: Env): { s3: S3Config | null; privateS3: S3Config | null } {
  const shared = s3Config(values, env);
  const [location, privateLocation] = [values.STORAGE_URL, values.PRIVATE_STORAGE_URL];
  if (privateLocation && location && contains(location, privateLocation))
    throw new ConfigError([
      'PRIVATE_STORAGE_URL lies within STORAGE_URL, whose files are public: give it another bucket or a prefix outside it',
    ]);
  return {
    s3: location && shared ? { ...shared, ...location } : null,
    privateS3: privateLocation && shared ? { ...shared, ...privateLocation, publicUrl: null } : null,
  };
}

/** Whether `inner`'s objects are among `outer`'s (the same bucket, under its prefix). */
const contains = (outer: StorageLocation, inner: StorageLocation) =>
  outer.bucket === inner.bucket &&
  (outer.prefix === '' || inner.prefix === outer.prefix || inner.prefix.startsWith(`${outer.prefix}/`));

function s3Config(values: VariableValues, env: Env): S3Config | null {
  const location = values.STORAGE_URL ?? values.PRIVATE_STORAGE_URL;
  const strays = (['S3_ENDPOINT', 'S3_REGION', 'STORAGE_PUBLIC_URL'] as const).filter(
    (name) => values[name] !== null && (name === 'STORAGE_PUBLIC_URL' ? !values.STORAGE_URL : !location),
  );
  if (strays.length > 0)
    throw new ConfigError(
      strays.map(
        (name) => `${name} is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix, or unset ${name}`,
      ),
    );
  if (!location) return null;
  const [accessKeyId, secretAccessKey] = [values.AWS_ACCESS_KEY_ID, values.AWS_SECRET_ACCESS_KEY];
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError(['AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither']);
  return {
    ...location,
    endpoint: values.S3_ENDPOINT,
    // The AWS SDK's own variable as the fallback, as its tools read it.
    region: values.S3_REGION ?? (env.AWS_REGION?.trim() || 'us-east-1'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    publicUrl: values.STORAGE_PUBLIC_URL,
  };
}

/** BulkGate when both its application id and token are set; one without the other stops start-up. */
function bulkgateConfig(values: VariableValues): BulkGateConfig | null {
  const [applicationId, applicationToken] = [values.BULKGATE_APPLICATION_ID, values.BULKGATE_APPLICATION_TOKEN];
  if ((applicationId === null) !== (applicationToken === null))
    throw new ConfigError(['BULKGATE_APPLICATION_ID and BULKGATE_APPLICATION_TOKEN go together: set both, or neither']);
  return applicationId && applicationToken ? { applicationId, applicationToken, url: values.BULKGATE_URL } : null;
}

/** Comgate when both its merchant and secret are set; one without the other stops start-up. */
function comgateConfig(values: VariableValues): ComgateConfig | null {
  const [merchant, secret] = [values.COMGATE_MERCHANT, values.COMGATE_SECRET];
  if ((merchant === null) !== (secret === null))
    throw new ConfigError(['COMGATE_MERCHANT and COMGATE_SECRET go together: set both, or neither']);
  return merchant && secret ? { merchant, secret, url: values.COMGATE_URL, test: values.COMGATE_TEST } : null;
}

export function loadConfig(env: Env = process.env): Config {
  const values = readVariables(env);
  return {
    production: values.NODE_ENV === 'production',
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    pgPoolSize: values.PG_POOL_SIZE,
    dataDir: values.DATA_DIR,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    demoData: values.DEMO_DATA,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    geocoderUrl: values.GEOCODER_URL,
    geocoderTimeoutMs: values.GEOCODER_TIMEOUT_MS,
    uploadMaxFileBytes: values.UPLOAD_MAX_FILE_BYTES,
    uploadMaxFiles: values.UPLOAD_MAX_FILES,
    uploadRateLimit: values.UPLOAD_RATE_LIMIT,
    ...s3Configs(values, env),
    publicUrl: values.PUBLIC_URL,
    corsOrigins: values.CORS_ORIGINS,
    graphqlSandbox: values.GRAPHQL_SANDBOX,
    graphqlAnonymousRateLimit: values.GRAPHQL_RATE_LIMIT,
    graphqlCompiled: values.GRAPHQL_COMPILED,
    publicCacheMs: values.PUBLIC_CACHE_MS,
    registrationRateLimit: values.REGISTRATION_RATE_LIMIT,
    registrationCourseLimit: values.REGISTRATION_COURSE_LIMIT,
    registrationChallengeAfter: values.REGISTRATION_CHALLENGE_AFTER,
    registrationCourseCeiling: values.REGISTRATION_COURSE_CEILING,
    trustProxy: values.TRUST_PROXY,
    metrics: { token: values.METRICS_TOKEN, allow: values.METRICS_ALLOW },
    logLevel: values.LOG_LEVEL,
    buildCommit: values.BUILD_COMMIT,
    fio: { token: values.FIO_API_TOKEN, pollMinutes: values.FIO_POLL_MINUTES, apiUrl: values.FIO_API_URL },
    comgate: comgateConfig(values),
    bulkgate: bulkgateConfig(values),
    paymentReminderDays: values.PAYMENT_REMINDER_DAYS,
    overviewMinChildren: values.OVERVIEW_MIN_CHILDREN,
    retentionYears: values.RETENTION_YEARS,
    operator: {
      name: values.OPERATOR_NAME,
      phone: values.OPERATOR_PHONE,
      email: values.OPERATOR_EMAIL,
      company: values.OPERATOR_COMPANY,
      companyId: values.OPERATOR_COMPANY_ID,
      address: values.OPERATOR_ADDRESS,
      iban: values.OPERATOR_IBAN,
      vatPayer: values.OPERATOR_VAT_PAYER,
      facebookUrl: values.OPERATOR_FACEBOOK_URL,
      instagramUrl: values.OPERATOR_INSTAGRAM_URL,
      youtubeUrl: values.OPERATOR_YOUTUBE_URL,
    },
  };
}
