import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';

/** A local Nominatim stand-in: the address decides the answer. */
interface FakeGeocoder {
  url: string;
  requests: { params: URLSearchParams; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A loopback service the geocoder must never make the server call (issue 21). */
let innerUrl = '';
const innerHits: string[] = [];

async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const inner = createServer((request, response) => {
    innerHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify([{ lat: '1', lon: '1' }]));
  });
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
  innerUrl = `http://127.0.0.1:${(inner.address() as AddressInfo).port}`;
  const requests: FakeGeocoder['requests'] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ params: url.searchParams, headers: request.headers });
    const address = url.searchParams.get('q') ?? '';
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (address.includes('Pomalá')) {
      const timer = setTimeout(() => json([]), 3000);
      pending.add(timer);
      response.on('close', () => clearTimeout(timer));
    } else if (address.includes('Chybová')) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
    } else if (address.includes('Divná')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    } else if (address.includes('Přesměrovaná')) {
      // Where a hostile or hijacked geocoder would send the server: somewhere of our own.
      response.writeHead(302, { location: `${innerUrl}/internal?secret=1` });
      response.end();
    } else if (address.includes('Obří')) {
      // A valid list, padded to 5 MB.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ place_id: 3, lat: '49.2', lon: '16.6', pad: 'x'.repeat(5_000_000) }]));
    } else if (address.includes('Holzova')) {
      json([{ place_id: 1, lat: '49.2118', lon: '16.6758', display_name: 'Holzova, Líšeň, Brno' }]);
    } else if (address.includes('Masarykova')) {
      json([{ place_id: 2, lat: '49.1925', lon: '16.6101', display_name: 'Masarykova, Brno' }]);
    } else {
      json([]);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`,
    requests,
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      inner.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const TIMEOUT_MS = 300;

let geocoder: FakeGeocoder;
let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  database = await createTestDatabase();
  app = await startTestApp(
    database,
    await testConfig({
      GEOCODER_URL: geocoder.url,
      GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL: 'https://krouzky.example.cz',
    }),
  );
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await geocoder.close();
});
beforeEach(async () => {
  geocoder.requests.length = 0;
  await database.dataSource.query('TRUNCATE geocode_cache, branch RESTART IDENTITY CASCADE');
});

type Result = { address: string; location: [number, number] | null; warning: string | null };
const GEOCODE = 'query ($address: String!) { geocode(address: $address) { address location warning } }';
const geocode = async (address: string, headers = lector) =>
  (await app.graphql<{ geocode: Result }>(GEOCODE, { address }, headers)).body;

const NOT_FOUND = 'Adresu se nepodařilo najít na mapě. Zkontrolujte ji prosím.';
const UNAVAILABLE = 'Vyhledávání adres teď nefunguje, polohu se nepodařilo zjistit. Zkuste to prosím později.';

describe('address search', () => {
  it('finds an address, asking with format=json, q and limit=1, and remembers it', async () => {
    const { data, errors } = await geocode('  Holzova 1,   Brno ');
    expect(errors).toBeUndefined();
    expect(data?.geocode).toEqual({ address: 'Holzova 1,   Brno', location: [49.2118, 16.6758], warning: null });
    expect(geocoder.requests).toHaveLength(1);
    const [{ params, headers }] = geocoder.requests as [FakeGeocoder['requests'][number]];
    expect(Object.fromEntries(params)).toEqual({ format: 'json', q: 'Holzova 1, Brno', limit: '1' });
    expect(headers['user-agent']).toContain('https://krouzky.example.cz');

    // The same address, however written, comes from the database.
    expect((await geocode('holzova 1, BRNO')).data?.geocode.location).toEqual([49.2118, 16.6758]);
    expect(geocoder.requests).toHaveLength(1);
  });

  it('says when an address is not found, and remembers that for a day', async () => {
    expect((await geocode('Neexistující 123, Nikde')).data?.geocode).toEqual({
      address: 'Neexistující 123, Nikde',
      location: null,
      warning: NOT_FOUND,
    });
    await geocode('Neexistující 123, Nikde');
    expect(geocoder.requests).toHaveLength(1);
    await database.dataSource.query(`UPDATE geocode_cache SET checked_at = now() - interval '25 hours'`);
    await geocode('Neexistující 123, Nikde');
    expect(geocoder.requests).toHaveLength(2);
  });

  it('gives up after the timeout with a warning, and asks again next time', async () => {
    const started = Date.now();
    expect((await geocode('Pomalá 1, Brno')).data?.geocode).toEqual({
      address: 'Pomalá 1, Brno',
      location: null,
      warning: UNAVAILABLE,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    await geocode('Pomalá 1, Brno');
    expect(geocoder.requests).toHaveLength(2);
  });

  it('warns when the service answers with an error or with something that is not a result list', async () => {
    for (const address of ['Chybová 1, Brno', 'Divná 1, Brno']) {
      expect((await geocode(address)).data?.geocode).toEqual({ address, location: null, warning: UNAVAILABLE });
    }
    await geocode('Chybová 1, Brno');
    expect(geocoder.requests).toHaveLength(3);
    expect(await database.dataSource.query('SELECT * FROM geocode_cache')).toEqual([]);
  });

  it('follows no redirect and reads no answer beyond a size limit (issue 21)', async () => {
    for (const address of ['Přesměrovaná 1, Brno', 'Obří 1, Brno']) {
      expect((await geocode(address)).data?.geocode).toEqual({ address, location: null, warning: UNAVAILABLE });
    }
    expect(innerHits).toEqual([]);
    expect(await database.dataSource.query('SELECT * FROM geocode_cache')).toEqual([]);
  });

  it('is for staff only, and needs an address', async () => {
    expect((await geocode('Holzova 1, Brno', {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await geocode('   ')).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: { address: 'Toto pole je povinné' },
      params: { fields: ['address'] },
    });
    expect(geocoder.requests).toHaveLength(0);
  });
});

describe('branches', () => {
  type Branch = { id: number; address: string; location: [number, number] | null; geocodeWarning: string | null };
  const FIELDS = 'id address location geocodeWarning';
  const create = async (address: string) =>
    (
      await app.graphql<{ createBranch: Branch }>(
        `mutation ($input: BranchInput!) { createBranch(input: $input) { ${FIELDS} } }`,
        { input: { title: 'Pobočka', address } },
        admin,
      )
    ).body;
  const update = async (id: number, address: string) =>
    (
      await app.graphql<{ updateBranch: Branch }>(
        `mutation ($id: Int!, $input: BranchInput!) { updateBranch(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input: { title: 'Pobočka', address } },
        admin,
      )
    ).body;

  it('get the location of their address when saved', async () => {
    const created = await create('Holzova 1, Brno');
    expect(created.errors).toBeUndefined();
    expect(created.data?.createBranch).toMatchObject({ location: [49.2118, 16.6758], geocodeWarning: null });
    const id = created.data!.createBranch.id;

    // Saved again with the same address: nothing to look up.
    await update(id, 'Holzova 1, Brno');
    expect(geocoder.requests).toHaveLength(1);

    const moved = await update(id, 'Masarykova 5, Brno');
    expect(moved.data?.updateBranch).toMatchObject({ location: [49.1925, 16.6101], geocodeWarning: null });
    const read = await app.graphql<{ branch: Branch }>(`query ($id: Int!) { branch(id: $id) { ${FIELDS} } }`, { id });
    expect(read.body.data?.branch.location).toEqual([49.1925, 16.6101]);
  });

  it('are saved without a location, with a warning, when the address is not found or the search is down', async () => {
    const notFound = await create('Neexistující 123, Nikde');
    expect(notFound.errors).toBeUndefined();
    expect(notFound.data?.createBranch).toMatchObject({
      location: null,
      geocodeWarning:
        'Adresu pobočky se nepodařilo najít na mapě, pobočka je uložena bez polohy. Zkontrolujte prosím adresu.',
    });

    const id = (await create('Holzova 1, Brno')).data!.createBranch.id;
    for (const address of ['Pomalá 1, Brno', 'Chybová 1, Brno']) {
      const { data, errors } = await update(id, address);
      expect(errors).toBeUndefined();
      // The old location belonged to the old address: it is gone.
      expect(data?.updateBranch).toMatchObject({
        address,
        location: null,
        geocodeWarning:
          'Vyhledávání adres teď nefunguje, pobočka je uložena bez polohy. Uložte ji prosím později znovu.',
      });
    }
    // Staff see the warning later too, until a save finds the location.
    const listed = await app.graphql<{ branches: Branch[] }>(`{ branches { ${FIELDS} } }`, {}, admin);
    expect(listed.body.data?.branches.find((branch) => branch.id === id)?.geocodeWarning).toMatch(/nefunguje/);
    expect((await update(id, 'Holzova 1, Brno')).data?.updateBranch).toMatchObject({
      location: [49.2118, 16.6758],
      geocodeWarning: null,
    });
  });
});
