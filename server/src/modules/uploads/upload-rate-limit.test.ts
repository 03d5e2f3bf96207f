// UPLOAD_RATE_LIMIT: pictures per staff member in any minute, counted at both doors in PostgreSQL.
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { filesUnder } from '../../test/files';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg } from '../../test/images';

const PER_MINUTE = 3;

let database: TestDatabase;
let app: RunningApp;
let uploads: string;
let lector: Record<string, string>;
let admin: Record<string, string>;
let galleryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig({ UPLOAD_RATE_LIMIT: String(PER_MINUTE) });
  uploads = uploadsDir(config.dataDir);
  app = await startTestApp(database, config);
  // A lector an administrator allowed to edit the content (issue 41, item 9).
  lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
  admin = await staffHeaders(app, database, 'administrator');
  [{ id: galleryId }] = await database.dataSource.query(`INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const UPLOAD = `mutation ($ownerId: Int!, $files: [Upload!]!) {
  uploadPictures(owner: gallery, ownerId: $ownerId, files: $files) { id }
}`;

async function viaGraphql(count: number, headers: Record<string, string>) {
  const photo = await jpeg();
  const files = Array.from({ length: count }, (_, index) => ({
    name: `${index}.jpg`,
    data: photo,
    type: 'image/jpeg',
    path: `variables.files.${index}`,
  }));
  const { body } = await app.multipart<{ uploadPictures: { id: number }[] }>(
    UPLOAD,
    { ownerId: galleryId, files: files.map(() => null) },
    files,
    { headers },
  );
  return body!;
}

async function viaRest(route: '/upload' | '/pictures', count: number, headers: Record<string, string>) {
  const form = new FormData();
  const photo = await jpeg();
  for (let index = 0; index < count; index += 1) form.append('file', new Blob([photo]), `${index}.jpg`);
  const response = await fetch(`${app.url}/api${route}?owner=gallery&ownerId=${galleryId}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const pictureCount = async () => Number((await database.dataSource.query('SELECT count(*) FROM picture'))[0].count);
const TOO_MANY =
  /^Nahráváte příliš mnoho obrázků najednou \(nejvýše 3 za minutu\)\. Zkuste to prosím znovu za \d+ sekund[uy]?\.$/;

describe('UPLOAD_RATE_LIMIT', () => {
  it('counts each picture of a staff member at both doors, then refuses with 429 in Czech and stores nothing', async () => {
    expect((await viaGraphql(2, lector)).data?.uploadPictures).toHaveLength(2);
    expect((await viaRest('/upload', 1, lector)).status).toBe(201);
    expect(await pictureCount()).toBe(PER_MINUTE);
    const stored = await filesUnder(uploads);

    const graphql = await viaGraphql(1, lector);
    expect(graphql.data).toBeNull();
    expect(graphql.errors).toEqual([
      {
        message: expect.stringMatching(TOO_MANY),
        path: ['uploadPictures'],
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          domainCode: 'UPLOAD_TOO_MANY_UPLOADS',
          params: { perMinute: PER_MINUTE, retryAfterMs: expect.any(Number) },
        },
      },
    ]);
    for (const route of ['/upload', '/pictures'] as const) {
      const rest = await viaRest(route, 1, lector);
      expect(rest.status).toBe(429);
      expect(rest.body.message).toMatch(TOO_MANY);
    }
    expect(await pictureCount()).toBe(PER_MINUTE);
    expect(await filesUnder(uploads)).toEqual(stored);

    // Each staff member has a budget of their own.
    expect((await viaRest('/pictures', 2, admin)).status).toBe(201);
    // One request whose pictures run past the budget stores none of them.
    const over = await viaGraphql(2, admin);
    expect(over.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await pictureCount()).toBe(PER_MINUTE + 2);
  });
});
