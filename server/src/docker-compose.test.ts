// docker-compose.yml and its Caddyfile, checked without Docker (CI has none): the services the
// deployment needs, two app replicas that can only be reached through the proxy, health checks on
// everything long-running, and an app environment the app's own configuration accepts.
import { readFileSync } from 'node:fs';
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
  entrypoint?: string[];
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes: Record<string, null>;
};
const { services } = compose;
const app = services.app!;

/** What `docker compose` makes of `${NAME:-default}` when NAME is not set. */
const interpolate = (text: string) => text.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
const environment = Object.fromEntries(
  Object.entries(app.environment ?? {}).map(([name, value]) => [name, interpolate(value)]),
);

describe('docker-compose.yml', () => {
  it('runs the proxy, two app replicas, PostgreSQL, MinIO with its bucket and Mailpit', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'mail', 'proxy', 'storage', 'storage-bucket']);
    expect(app.build).toBe('.');
    expect(app.deploy?.replicas).toBe(2);
    // Replicas cannot share a host port: only the proxy publishes one.
    expect(app.ports).toBeUndefined();
    expect(services.proxy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('checks the health of every long-running service and starts each after what it needs', () => {
    for (const name of ['app', 'db', 'storage', 'mail'])
      expect({ name, test: services[name]!.healthcheck?.test.length }).toEqual({ name, test: expect.any(Number) });
    expect(app.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      'storage-bucket': { condition: 'service_completed_successfully' },
      mail: { condition: 'service_healthy' },
    });
    expect(services.proxy!.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(services))
      for (const needed of Object.keys(service.depends_on ?? {}))
        expect({ name, needed, known: needed in services }).toEqual({ name, needed, known: true });
    expect(app.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${environment.PORT}/api/ready`);
  });

  it('gives the app an environment its configuration accepts, pointing at the other services', () => {
    // Only variables the app declares: a misspelt one would be ignored without a word.
    const known = new Set<string>(CONFIG_VARIABLES);
    for (const name of Object.keys(environment))
      expect({ name, known: known.has(name) }).toEqual({ name, known: true });
    const config = loadConfig(environment);
    expect(config.production).toBe(true);
    expect(new URL(config.databaseUrl!).host).toBe('db:5432');
    expect(config.s3).toMatchObject({ bucket: 'kurzy', endpoint: 'http://storage:9000' });
    expect(new URL(config.smtpUrl!).hostname).toBe('mail');
    expect(config.trustProxy).toBe(1);
    // The bucket the app uses is the one the init container creates.
    expect(services['storage-bucket']!.entrypoint!.join(' ')).toContain('mc mb --ignore-existing site/kurzy');
    // The database keeps its data in a declared volume.
    expect(services.db!.volumes).toEqual(['db-data:/var/lib/postgresql']);
    for (const service of Object.values(services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes).toHaveProperty(source);
      }
  });

  it('has the proxy spread requests over every replica at the port the app listens on', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(new RegExp(`dynamic a \\{\\s+name app\\s+port ${environment.PORT}\\s`));
    expect(caddyfile).toContain('{$SITE_ADDRESS:localhost} {');
    expect(read('Dockerfile')).toContain(`EXPOSE ${environment.PORT}`);
  });
});
