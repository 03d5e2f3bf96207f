// The OpenAPI description at /api/openapi.json lists exactly the routes that exist under /api:
// nothing undocumented, nothing documented that is not there.
import type { Router } from 'express';
import { buildAppSchema, createApiRouter, createServices } from './app';
import { errorKind, type ErrorCode } from '@kurzy/common';
import { ERROR_MAPPING } from './core/errors';
import { silentLogger } from './core/logger';
import { testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';
import { RunningApp, startTestApp } from './test/http';

let database: TestDatabase;
let app: RunningApp;
let document: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        security?: unknown[];
        parameters?: { name: string; in: string; schema: { $ref?: string; type?: unknown } }[];
        responses: Record<string, unknown>;
      }
    >
  >;
  components: {
    schemas: Record<string, { type?: unknown; required?: string[]; properties?: Record<string, unknown> }>;
  };
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

type Operation = (typeof document.paths)[string][string];
type ErrorResponse = {
  content?: { 'application/json'?: { schema?: { properties?: { code?: { enum?: string[] } } } } };
};

/** The domain codes a documented call lists under one status. */
function codesOf(operation: Operation, status: number): string[] {
  const response = operation.responses[status] as ErrorResponse | undefined;
  return response?.content?.['application/json']?.schema?.properties?.code?.enum ?? [];
}

function codesByStatus(operation: Operation): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(operation.responses)
      .filter((status) => Number(status) >= 400)
      .map((status) => [status, codesOf(operation, Number(status))]),
  );
}

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

  it('lists the domain codes of each call under the status of their kind (docs/errors.md)', () => {
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method} ${path}`;
        for (const [status, codes] of Object.entries(codesByStatus(operation)))
          for (const code of codes)
            expect({ call, code, status: ERROR_MAPPING[errorKind(code as ErrorCode)].status }).toEqual({
              call,
              code,
              status: Number(status),
            });
        expect({ call, every: codesOf(operation, 500) }).toEqual({ call, every: ['REQUEST_FAILED'] });
        expect({ call, unknown: codesOf(operation, 400).includes('REQUEST_UNKNOWN_PARAMETER') }).toEqual({
          call,
          unknown: true,
        });
        // A call about one record says what is answered when it does not exist.
        if (/\{(id|a)\}/.test(path))
          expect({ call, notFound: codesOf(operation, 404).length > 0 }).toEqual({ call, notFound: true });
      }
    const register = document.paths['/registration']?.put;
    expect(codesOf(register!, 409)).toEqual(
      expect.arrayContaining(['REGISTRATION_FULL', 'REGISTRATION_IDEMPOTENCY_KEY_REUSED']),
    );
    expect(codesOf(register!, 429)).toContain('REGISTRATION_TOO_MANY_FOR_COURSE_FROM_ADDRESS');
    expect(codesOf(document.paths['/courses/{id}']!.delete!, 409)).toContain('COURSE_HAS_REGISTRATIONS');
    expect(codesOf(document.paths['/users/{id}']!.delete!, 409)).toContain('USER_CANNOT_DELETE_SELF');
    expect(codesOf(document.paths['/courses/search']!.post!, 400)).toContain('FILTER_UNKNOWN_FIELD');
    expect(codesOf(document.paths['/upload']!.post!, 415)).toContain('UPLOAD_NOT_AN_IMAGE');
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
        expect({
          call: `${method} ${path}`,
          asksToLogIn: codesOf(operation, 401).includes('AUTH_NOT_LOGGED_IN'),
        }).toEqual({
          call: `${method} ${path}`,
          asksToLogIn: isProtected,
        });
      }
    // The item schemas are the GraphQL types, without the password hash and the like.
    expect(JSON.stringify(document.components.schemas)).not.toMatch(/passwordHash/);
    expect(document.components.schemas).toHaveProperty(['Course', 'properties', 'freeSpots']);
  });

  it('names every call with an operationId of its own, for generated clients', () => {
    const names = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(names.length).toBeGreaterThan(150);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(new Set(names).size).toBe(names.length);
    expect(document.paths['/courses']?.get?.operationId).toBe('listCourses');
    expect(document.paths['/courses/{id}']?.get?.operationId).toBe('getCourse');
    expect(document.paths['/registrations/search']?.post?.operationId).toBe('searchRegistrations');
    expect(document.paths['/waitlist-offers/{id}']?.patch?.operationId).toBe('patchWaitlistOffersById');
  });

  it('describes a filter as the query parameters the server reads, one per field, none an object', () => {
    const parameters = document.paths['/courses']!.get!.parameters ?? [];
    expect(parameters.map(({ name }) => name)).toEqual(expect.arrayContaining(['title', 'visible', 'branchId']));
    expect(parameters.find(({ name }) => name === 'visible')?.schema).toEqual({ type: 'boolean' });
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const parameter of operation.parameters ?? []) {
          const reference = parameter.schema.$ref?.replace('#/components/schemas/', '');
          const type = reference ? document.components.schemas[reference]?.type : parameter.schema.type;
          expect({ call: `${method} ${path}`, parameter: parameter.name, type }).toEqual({
            call: `${method} ${path}`,
            parameter: parameter.name,
            type: expect.stringMatching(/^(string|integer|number|boolean)$/),
          });
        }
  });

  it('requires every field of an answer, and describes apart the nested items that carry fewer', () => {
    const { Course, CourseColumns, Registration } = document.components.schemas;
    expect(Course?.required).toEqual(expect.arrayContaining(['id', 'title', 'freeSpots', 'schedules', 'description']));
    expect(Course?.required).toEqual(Object.keys(Course?.properties ?? {}));
    expect(CourseColumns?.required).toEqual(expect.arrayContaining(['id', 'title', 'description']));
    expect(CourseColumns?.required).not.toContain('freeSpots');
    expect(Registration?.properties?.course).toMatchObject({
      oneOf: [{ $ref: '#/components/schemas/CourseColumns' }, { type: 'null' }],
    });
    // Nullable stays nullable.
    expect(Course?.properties?.description).toMatchObject({ type: ['string', 'null'] });
  });
});
