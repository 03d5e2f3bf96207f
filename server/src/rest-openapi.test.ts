// The OpenAPI description at /api/openapi.json lists exactly the routes that exist under /api:
// nothing undocumented, nothing documented that is not there.
import type { Router } from 'express';
import { buildAppSchema, createApiRouter, createServices } from './app';
import { silentLogger } from './core/logger';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { RunningApp, startTestApp } from './test/http';

let database: TestDatabase;
let app: RunningApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  const response = await fetch(`${app.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as typeof document;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** `METHOD /path` of every route of an express router and the routers mounted in it at its root. */
function routesOf(router: Router): string[] {
  return (router.stack as unknown as Layer[]).flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return paths.flatMap((path) =>
        Object.keys(layer.route!.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`),
      );
    }
    return layer.handle?.stack ? routesOf(layer.handle as unknown as Router) : [];
  });
}

describe('GET /api/openapi.json', () => {
  it('documents exactly the routes that exist, both ways', async () => {
    const config = await testConfig();
    const services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
    const existing = routesOf(createApiRouter(services, await buildAppSchema())).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((key) => METHODS.includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(existing);
    expect(new Set(existing).size).toBe(existing.length);
    // The spec's calls are all there.
    for (const call of [
      'POST /login',
      'POST /upload',
      'GET /pictures/byOwner/{owner}/{ownerId}',
      'PUT /pictures/{id}/set-illustration',
      'PUT /pictures/{id}/unset-illustration',
      'PUT /registration',
      'POST /registration/{id}',
      'DELETE /registrationOff/{id}',
      'POST /registrations/batch/delete',
      'POST /registrations/batch/payed',
      'POST /registrations/batch/unpayed',
      'GET /registration/sendInvoice/{a}/{b}',
      'POST /registration/{id}/payed',
    ])
      expect(existing).toContain(call);
    for (const resource of [
      'camps',
      'schedules',
      'users',
      'news',
      'courses',
      'branches',
      'customers',
      'registrations',
      'video',
      'galleries',
      'pictures',
    ])
      for (const call of ['GET /r', 'GET /r/{id}', 'POST /r', 'PUT /r/{id}', 'DELETE /r/{id}', 'POST /r/search'])
        expect(existing).toContain(call.replace('/r', `/${resource}`));
  });

  it('is OpenAPI 3.1 whose every reference resolves, with the 401 of each protected call', () => {
    expect(document.openapi).toBe('3.1.0');
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      ([, name]) => name as string,
    );
    expect(references.length).toBeGreaterThan(50);
    for (const name of new Set(references)) expect(document.components.schemas).toHaveProperty([name]);
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const isProtected = (operation.security ?? []).length > 0;
        expect({ call: `${method} ${path}`, has401: '401' in operation.responses }).toEqual({
          call: `${method} ${path}`,
          has401: isProtected,
        });
      }
    // The item schemas are the GraphQL types, without the password hash and the like.
    expect(JSON.stringify(document.components.schemas)).not.toMatch(/passwordHash/);
    expect(document.components.schemas).toHaveProperty(['Course', 'properties', 'freeSpots']);
  });
});
