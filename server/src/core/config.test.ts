import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { envExample, withReadmeTable } from './config-docs';

const ROOT = path.resolve(__dirname, '../../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has safe defaults for local use', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: null,
      adminUsername: 'admin',
      adminPassword: null,
      smtpUrl: null,
      demoData: true,
      production: false,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.operator.iban).toMatch(/^CZ\d{22}$/);
    expect(config).toMatchObject({ uploadMaxFileBytes: 10 * 1024 * 1024, uploadMaxFiles: 20, geocoderTimeoutMs: 5000 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/kurzy',
      DATA_DIR: '/srv/kurzy',
      ADMIN_USERNAME: 'spravce',
      ADMIN_PASSWORD: 'dlouhe-heslo',
      DEMO_DATA: 'false',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      GEOCODER_URL: 'http://127.0.0.1:9000/search',
      GEOCODER_TIMEOUT_MS: '2500',
      UPLOAD_MAX_FILE_BYTES: '5242880',
      UPLOAD_MAX_FILES: '8',
      PUBLIC_URL: 'https://krouzky.example.com/',
      CORS_ORIGINS: 'https://stary.example.com, http://localhost:3000/',
      OPERATOR_IBAN: 'CZ65 0800 0000 1920 0014 5399',
      OPERATOR_FACEBOOK_URL: 'https://facebook.com/krouzky',
      LOG_LEVEL: 'warn',
      BUILD_COMMIT: '0123abc',
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      databaseUrl: 'postgres://app:secret@db:5432/kurzy',
      dataDir: '/srv/kurzy',
      adminUsername: 'spravce',
      demoData: false,
      publicUrl: 'https://krouzky.example.com',
      geocoderTimeoutMs: 2500,
      uploadMaxFileBytes: 5242880,
      uploadMaxFiles: 8,
      corsOrigins: ['https://stary.example.com', 'http://localhost:3000'],
      logLevel: 'warn',
      buildCommit: '0123abc',
    });
    expect(config.operator).toMatchObject({
      iban: 'CZ6508000000192000145399',
      facebookUrl: 'https://facebook.com/krouzky',
      instagramUrl: null,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/kurzy'],
    ['ADMIN_PASSWORD', 'short'],
    ['DEMO_DATA', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['GEOCODER_URL', 'not a url'],
    ['CORS_ORIGINS', 'https://example.com/app'],
    ['CORS_ORIGINS', '*'],
    ['GEOCODER_TIMEOUT_MS', '5s'],
    ['GEOCODER_TIMEOUT_MS', '10'],
    ['UPLOAD_MAX_FILE_BYTES', '10MB'],
    ['UPLOAD_MAX_FILE_BYTES', '0'],
    ['UPLOAD_MAX_FILES', '0'],
    ['UPLOAD_MAX_FILES', '1000'],
    ['OPERATOR_PHONE', '12345'],
    ['OPERATOR_EMAIL', 'info@'],
    ['OPERATOR_COMPANY_ID', '12345678'],
    ['OPERATOR_IBAN', 'CZ6608000000192000145399'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.1/33'],
    ['TRUST_PROXY', 'loopback,proxy.example.com'],
    ['LOG_LEVEL', 'debug'],
    ['BUILD_COMMIT', 'main; rm -rf /'],
  ])('stops on a bad %s, naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8, 192.168.1.1')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.1',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', SMTP_URL: 'y' })).toHaveLength(2);
  });

  it('works some defaults out from other variables', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_SANDBOX: 'true' }).graphqlSandbox).toBe(true);
    expect(loadConfig({}).graphqlSandbox).toBe(true);
    expect(loadConfig({ OPERATOR_NAME: 'Kroužky "U lípy"', OPERATOR_EMAIL: 'lipa@example.cz' }).mailFrom).toBe(
      '"Kroužky U lípy" <lipa@example.cz>',
    );
  });

  it('says what it expects, with the value unless it is a password', () => {
    expect(problemsOf({ PORT: '0' })).toEqual(['PORT="0" is not valid: expected a port number 1-65535']);
    expect(problemsOf({ ADMIN_PASSWORD: 'heslo' })[0]).toMatch(/^ADMIN_PASSWORD is not valid: expected 12-/);
  });
});

describe('documented configuration', () => {
  const known = new Set<string>(CONFIG_VARIABLES);

  it('.env.example and the README table are written from the declaration (`npm run docs` refreshes them)', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(example).toBe(envExample());
    expect(readme).toBe(withReadmeTable(readme));
    for (const name of known) expect(readme).toContain(`| \`${name}\``);
  });

  it('the app reads its environment only through the declaration (config.ts)', () => {
    const server = path.join(ROOT, 'server/src');
    const readers = readdirSync(server, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`test${path.sep}`))
      .filter((file) => readFileSync(path.join(server, file), 'utf8').includes('process.env'));
    expect(readers).toEqual([path.join('core', 'config.ts')]);
  });
});
