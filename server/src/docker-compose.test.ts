// docker-compose.yml and its deploy/ files, checked without Docker (CI has none): the services the
// deployment needs, two app replicas that can only be reached through the proxy, health checks on
// everything long-running, secrets that must be set (no password defaults to a known word), every app
// setting passed from .env, rotated logs, the scheduled backup and the object store with its bucket.
// Where a compose command line is installed (`docker compose` or Debian's `docker-compose`), one
// test also asks it; without one that test is skipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './core/config';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  command?: string[];
  working_dir?: string;
  init?: boolean;
  logging?: { driver: string; options: Record<string, string> };
}

const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, null>;
};
const { services } = compose;
const app = services.app!;

/** The secrets compose must refuse to start without. */
const SECRETS = ['GARAGE_RPC_SECRET', 'POSTGRES_PASSWORD', 'STORAGE_ACCESS_KEY', 'STORAGE_SECRET_KEY'];
/** Values of the secrets as .env would hold them (the forms .env.example's commands make). */
const SECRET_VALUES: Record<string, string> = {
  POSTGRES_PASSWORD: 'a'.repeat(48),
  GARAGE_RPC_SECRET: 'b'.repeat(64),
  STORAGE_ACCESS_KEY: `GK${'c'.repeat(24)}`,
  STORAGE_SECRET_KEY: 'd'.repeat(64),
};
/** App settings compose sets itself, because they name its other services (and .env.example says so). */
const SET_BY_COMPOSE = [
  'NODE_ENV',
  'PORT',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'DATABASE_URL',
  'DATA_DIR',
  'STORAGE_URL',
  'PRIVATE_STORAGE_URL',
  'S3_ENDPOINT',
  'S3_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];

/** What compose makes of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` with the variables of
 * `.env`; the names whose `:?` refused, in order. */
function interpolate(text: string, env: Record<string, string>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const result = text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (whole, name, op, arg) => {
    if (whole === '$$') return '$';
    const value = env[name as string];
    const set = op?.startsWith(':') ? Boolean(value) : value !== undefined;
    if (set) return value!;
    if (op?.endsWith('?')) missing.push(name as string);
    return op?.endsWith('-') ? (arg as string) : '';
  });
  return { text: result, missing };
}

/** A service's environment as the container gets it from `.env`'s variables. */
const environmentOf = (service: Service, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value, env).text]),
  );
const environment = environmentOf(app, SECRET_VALUES);

/** The variables `.env.example` sets (its uncommented lines). */
const envExampleSets = () =>
  Object.fromEntries(
    read('.env.example')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('docker-compose.yml', () => {
  it('runs the proxy, two app replicas, the backup, PostgreSQL, Garage and Mailpit', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'backup', 'db', 'mail', 'proxy', 'storage']);
    expect(app.build).toBe('.');
    expect(app.deploy?.replicas).toBe(2);
    // Replicas cannot share a host port: only the proxy publishes one.
    expect(app.ports).toBeUndefined();
    expect(services.proxy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('checks the health of every long-running service and starts each after what it needs', () => {
    for (const name of ['app', 'backup', 'db', 'storage', 'mail'])
      expect({ name, test: services[name]!.healthcheck?.test.length }).toEqual({ name, test: expect.any(Number) });
    expect(app.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      storage: { condition: 'service_healthy' },
      mail: { condition: 'service_healthy' },
    });
    expect(services.proxy!.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(services))
      for (const needed of Object.keys(service.depends_on ?? {}))
        expect({ name, needed, known: needed in services }).toEqual({ name, needed, known: true });
    expect(app.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${environment.PORT}/api/ready`);
  });

  it('refuses to start without its secrets, naming each, and gives none a default', () => {
    const { missing } = interpolate(composeText, {});
    expect([...new Set(missing)].sort()).toEqual(SECRETS);
    for (const secret of SECRETS) {
      // Every use of a secret is required: `${NAME:?message naming NAME}`, never `${NAME:-word}`.
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${secret}([^}]*)\\}`, 'g'))].map((match) => match[1]);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses)
        expect({ secret, use }).toEqual({ secret, use: expect.stringMatching(`^:\\?.*${secret}`) });
    }
    // .env.example lists each secret empty, so a copy of it is refused until they are filled in.
    const example = envExampleSets();
    for (const secret of SECRETS) expect({ secret, value: example[secret] }).toEqual({ secret, value: '' });
    expect(interpolate(composeText, example).missing.length).toBeGreaterThan(0);
    expect(interpolate(composeText, { ...example, ...SECRET_VALUES }).missing).toEqual([]);
    // The app's own secrets may be left out: without them it generates a password or stays closed.
    for (const [name, value] of Object.entries(app.environment ?? {}))
      if (/PASSWORD|SECRET|TOKEN/.test(name) && !SET_BY_COMPOSE.includes(name))
        expect({ name, value }).toEqual({ name, value: `\${${name}:-}` });
  });

  it('passes every other setting of the app from .env, with demo data off', () => {
    // Only variables the app declares: a misspelt one would be ignored without a word.
    const known = new Set<string>(CONFIG_VARIABLES);
    for (const name of Object.keys(environment))
      expect({ name, known: known.has(name) }).toEqual({ name, known: true });
    // Each setting compose does not fix itself reaches the app from .env: a new variable in
    // config-variables.ts needs its `NAME: ${NAME:-}` line in the app's environment.
    const fromEnv = CONFIG_VARIABLES.filter((name) => !SET_BY_COMPOSE.includes(name));
    const sentinels = Object.fromEntries(fromEnv.map((name) => [name, `from-env-${name}`]));
    const passed = environmentOf(app, { ...SECRET_VALUES, ...sentinels });
    for (const name of fromEnv) expect({ name, value: passed[name] }).toEqual({ name, value: sentinels[name] });
    // .env.example names the ones compose sets, since a line for them there changes nothing.
    const composeNote = read('.env.example').split('# Configuration of the app')[0]!;
    for (const name of SET_BY_COMPOSE) expect(composeNote).toContain(name);
    expect(
      Object.keys(app.environment ?? {})
        .filter((name) => SET_BY_COMPOSE.includes(name))
        .sort(),
    ).toEqual([...SET_BY_COMPOSE].sort());

    const config = loadConfig(environment);
    expect(config.production).toBe(true);
    expect(config.demoData).toBe(false);
    expect(new URL(config.databaseUrl!).host).toBe('db:5432');
    expect(new URL(config.smtpUrl!).hostname).toBe('mail');
    expect(config.trustProxy).toBe(1);
    // The operator's details, the mail server and the metrics token from .env reach the app.
    const fromDotEnv = loadConfig(
      environmentOf(app, {
        ...SECRET_VALUES,
        OPERATOR_NAME: 'Kroužky Brno, z. s.',
        SMTP_URL: 'smtps://user:pass@smtp.example.cz:465',
        METRICS_TOKEN: 'metrics-token-0123456789',
        DEMO_DATA: 'true',
      }),
    );
    expect(fromDotEnv.operator.name).toBe('Kroužky Brno, z. s.');
    expect(fromDotEnv.smtpUrl).toBe('smtps://user:pass@smtp.example.cz:465');
    expect(fromDotEnv.metrics.token).toBe('metrics-token-0123456789');
    expect(fromDotEnv.demoData).toBe(true);
  });

  it('rotates the log of every service', () => {
    for (const [name, service] of Object.entries(services))
      expect({ name, logging: service.logging }).toEqual({
        name,
        logging: {
          driver: 'json-file',
          options: { 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.stringMatching(/^\d+$/) },
        },
      });
  });

  it('keeps its data in declared volumes', () => {
    expect(services.db!.volumes).toEqual(['db-data:/var/lib/postgresql']);
    for (const service of Object.values(services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes).toHaveProperty(source);
      }
  });

  it('stores the pictures in a pinned Garage that makes the bucket and key the app uses at start', () => {
    const storage = services.storage!;
    expect(composeText).not.toMatch(/minio/i);
    expect(storage.image).toMatch(/^dxflrs\/garage:v\d+\.\d+\.\d+$/);
    expect(storage.command).toEqual(['/garage', 'server', '--single-node', '--default-bucket']);
    const config = loadConfig(environment);
    const garage = environmentOf(storage, SECRET_VALUES);
    expect(config.s3).toMatchObject({
      bucket: garage.GARAGE_DEFAULT_BUCKET,
      endpoint: 'http://storage:3900',
      credentials: { accessKeyId: garage.GARAGE_DEFAULT_ACCESS_KEY, secretAccessKey: garage.GARAGE_DEFAULT_SECRET_KEY },
    });
    expect(storage.healthcheck?.test).toEqual(['CMD', '/garage', 'bucket', 'info', garage.GARAGE_DEFAULT_BUCKET]);
    // Its configuration: the app's region and port, its directories in volumes, no secret in the file.
    const toml = read('deploy/garage.toml');
    expect(storage.volumes).toContain('./deploy/garage.toml:/etc/garage.toml:ro');
    expect(toml).toContain(`s3_region = "${config.s3!.region}"`);
    expect(toml).toMatch(/\[s3_api\]\n(#.*\n)*s3_region = .*\napi_bind_addr = "\[::\]:3900"/);
    expect(toml).toContain('replication_factor = 1');
    for (const key of ['metadata_dir', 'data_dir']) {
      const dir = new RegExp(`^${key} = "([^"]+)"`, 'm').exec(toml)![1]!;
      expect(storage.volumes!.some((volume) => volume.endsWith(`:${dir}`) && !volume.startsWith('.'))).toBe(true);
    }
    expect(toml).not.toMatch(/rpc_secret|admin_token|metrics_token/);
    expect(garage.GARAGE_RPC_SECRET).toBe(SECRET_VALUES.GARAGE_RPC_SECRET);
    // Why Garage, and which version, is written down.
    expect(read('README.md')).toContain(storage.image);
  });

  it('backs up the whole site on a schedule into a volume, keeping the newest archives', () => {
    const backup = services.backup!;
    // The app's image and the app's configuration: the same database and bucket.
    expect(backup.image).toBe(app.image);
    expect(backup.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    const env = environmentOf(backup, SECRET_VALUES);
    expect(env).toMatchObject(environment);
    expect(Number(env.BACKUP_INTERVAL_HOURS)).toBeGreaterThan(0);
    expect(Number(env.BACKUP_KEEP)).toBeGreaterThan(0);
    // Into the `backups` volume, mounted where the image's user may write (the image's /data).
    expect(backup.volumes).toEqual([`backups:${backup.working_dir}`]);
    expect(read('Dockerfile')).toMatch(new RegExp(`chown node:node ${backup.working_dir}\\b`));
    const loop = interpolate(backup.command!.join('\n'), env).text;
    expect(backup.command!.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(loop).toContain('node --enable-source-maps /app/server/dist/backup-cli.js');
    expect(loop).toContain('tail -n +$((BACKUP_KEEP + 1))');
    expect(loop).toContain('sleep $((BACKUP_INTERVAL_HOURS * 3600))');
    expect(backup.init).toBe(true);
    expect(backup.healthcheck?.test.join(' ')).toContain(
      `find ${backup.working_dir} -maxdepth 1 -name 'kurzy-backup-*.tar.gz'`,
    );
    // The README says how to restore one with `docker compose run`.
    expect(read('README.md')).toContain(
      'docker compose run --rm --no-deps backup node /app/server/dist/restore-cli.js',
    );
  });

  it('has the proxy spread requests over every replica at the port the app listens on', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(new RegExp(`dynamic a \\{\\s+name app\\s+port ${environment.PORT}\\s`));
    expect(caddyfile).toContain('{$SITE_ADDRESS:localhost} {');
    expect(read('Dockerfile')).toContain(`EXPOSE ${environment.PORT}`);
  });
});

/** The compose command line of this machine, if it has one. */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return undefined;
}
const composeCli = composeCommand();

(composeCli ? describe : describe.skip)('docker compose config (with the compose command line)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kurzy-compose-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config = (dotEnv: string) => {
    const envFile = path.join(dir, '.env');
    writeFileSync(envFile, dotEnv);
    // Only the .env file speaks: none of the compose variables from this process's environment.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(POSTGRES_|GARAGE_|STORAGE_|SITE_ADDRESS|BACKUP_)/.test(name)),
    );
    return spawnSync(
      composeCli![0]!,
      [
        ...composeCli!.slice(1),
        '--project-directory',
        ROOT,
        '-f',
        path.join(ROOT, 'docker-compose.yml'),
        '--env-file',
        envFile,
        'config',
      ],
      { encoding: 'utf8', env },
    );
  };

  it('fails with an empty .env naming a missing secret, and passes with them', () => {
    const empty = config('');
    expect(empty.status).not.toBe(0);
    expect(empty.stderr).toMatch(new RegExp(`set (${SECRETS.join('|')}) in \\.env`));
    const copied = config(read('.env.example'));
    expect(copied.status).not.toBe(0);
    const filled = config(
      `${Object.entries(SECRET_VALUES)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n')}\nOPERATOR_NAME=Kroužky Brno\n`,
    );
    expect(filled.stderr).not.toMatch(/set \w+ in \.env/);
    expect(filled.status).toBe(0);
    expect(filled.stdout).toContain('OPERATOR_NAME: Kroužky Brno');
    expect(filled.stdout).toContain(`POSTGRES_PASSWORD: ${SECRET_VALUES.POSTGRES_PASSWORD}`);
  });
});
