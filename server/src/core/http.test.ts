import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startTestApp, RunningApp } from '../test/http';
import { testConfig } from '../test/config';
import { createTestDatabase, TestDatabase } from '../test/database';
import { uploadsDir } from './paths';

let database: TestDatabase;
let app: RunningApp;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig();
  dataDir = config.dataDir;
  app = await startTestApp(database, config);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('one process serves', () => {
  it('GraphQL with a health query and the operator details', async () => {
    const { status, body } = await app.graphql(
      '{ health { status database } siteInfo { phone email company companyId } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      health: { status: 'ok', database: true },
      siteInfo: {
        phone: '+420 777 123 456',
        email: 'info@krouzky-slunecnice.cz',
        company: 'Slunečnice, z. s.',
        companyId: '12345679',
      },
    });
  });

  it('GraphQL errors with a code and without internals', async () => {
    const { status, body } = await app.graphql('{ nothingHere }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/stacktrace/i);
  });

  it('the REST health route, and JSON 404 for unknown API paths', async () => {
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: true });
    const missing = await fetch(`${app.url}/api/neexistuje`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Neznámá adresa API.' });
  });

  it('a clear 400 for malformed JSON sent to the API', async () => {
    const response = await fetch(`${app.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Neplatný požadavek.' });
  });

  it('uploaded files under /public with long cache headers', async () => {
    await mkdir(path.join(uploadsDir(dataDir), 'demo'), { recursive: true });
    await writeFile(path.join(uploadsDir(dataDir), 'demo', 'obrazek.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await fetch(`${app.url}/public/demo/obrazek.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${app.url}/public/demo/chybi.svg`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${app.url}/public/..%2f..%2f..%2fetc%2fpasswd`)).status);
  });

  it('the client for any other path (SPA fallback)', async () => {
    for (const route of ['/', '/courses', '/admin/news', '/neexistuje/hluboko']) {
      const response = await fetch(`${app.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="cs">');
    }
  });
});
