// POST /api/upload (and POST /api/pictures) with multipart files, and the picture calls.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileTooLarge, NOT_AN_IMAGE, tooManyFiles } from '@kurzy/common';
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { filesUnder } from '../../test/files';
import { insertPicture } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg, jpegOfSize, png } from '../../test/images';
import { AnyJson, restClient, RestClient } from '../../test/rest';

const MAX_FILE_BYTES = 64 * 1024;
const MAX_FILES = 3;

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let uploads: string;
let lector: Record<string, string>;
let galleryId: number;
let hiddenGalleryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig({
    UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    UPLOAD_MAX_FILES: String(MAX_FILES),
  });
  uploads = uploadsDir(config.dataDir);
  app = await startTestApp(database, config);
  api = restClient(app);
  // A lector an administrator allowed to edit the content (issue 41, item 9).
  lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
  [{ id: galleryId }] = await database.dataSource.query(`INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`);
  [{ id: hiddenGalleryId }] = await database.dataSource.query(
    `INSERT INTO gallery (title, visible) VALUES ('Skrytá', false) RETURNING id`,
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function upload(
  files: { name: string; data: Buffer; field?: string }[],
  query = `owner=gallery&ownerId=${galleryId}`,
  { headers = lector, route = '/upload' }: { headers?: Record<string, string>; route?: string } = {},
) {
  const form = new FormData();
  form.append('title', 'ignored');
  for (const file of files) form.append(file.field ?? 'file', new Blob([file.data]), file.name);
  const response = await fetch(`${app.url}/api${route}?${query}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as AnyJson };
}

const storedCount = async () => (await filesUnder(uploads)).length;

describe('POST /api/upload', () => {
  it('stores one or many pictures from the field `file` (201) and answers them', async () => {
    const { status, body } = await upload([
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.png', data: await png() },
      { name: 'ignored.jpg', data: await jpeg(), field: 'other' },
    ]);
    expect(status).toBe(201);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      owner: 'gallery',
      ownerId: galleryId,
      illustration: false,
      width: 120,
      height: 80,
    });
    for (const picture of body) expect(existsSync(path.join(uploads, picture.path))).toBe(true);

    const cover = await upload(
      [{ name: 'c.jpg', data: await jpeg() }],
      `owner=gallery&ownerId=${galleryId}&illustration=true`,
    );
    expect(cover).toMatchObject({ status: 201, body: [{ illustration: true }] });
  });

  it('is the same call at POST /api/pictures', async () => {
    const { status, body } = await upload([{ name: 'a.jpg', data: await jpeg() }], undefined, { route: '/pictures' });
    expect(status).toBe(201);
    expect(body[0]).toMatchObject({ owner: 'gallery', ownerId: galleryId });
  });

  it('refuses what is not an image with 415, storing nothing', async () => {
    const before = await storedCount();
    const { status, body } = await upload([
      { name: 'a.jpg', data: await jpeg() },
      { name: 'skript.jpg', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect({ status, body }).toEqual({ status: 415, body: { code: 'UPLOAD_NOT_AN_IMAGE', message: NOT_AN_IMAGE } });
    expect(await storedCount()).toBe(before);
  });

  it('refuses too large a file and too many files with 413, storing nothing', async () => {
    const before = await storedCount();
    const large = await upload([{ name: 'velky.jpg', data: await jpegOfSize(MAX_FILE_BYTES + 10_000) }]);
    expect(large).toEqual({
      status: 413,
      body: {
        code: 'UPLOAD_FILE_TOO_LARGE',
        message: fileTooLarge(MAX_FILE_BYTES),
        params: { maxBytes: MAX_FILE_BYTES },
      },
    });
    const images = await Promise.all([1, 2, 3, 4].map((seed) => jpeg(40, 40, seed)));
    const many = await upload(images.map((data, index) => ({ name: `${index}.jpg`, data })));
    expect(many).toEqual({
      status: 413,
      body: { code: 'UPLOAD_TOO_MANY_FILES', message: tooManyFiles(MAX_FILES), params: { maxFiles: MAX_FILES } },
    });
    // A big body is refused while it streams in, and the client still gets the answer.
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024, 7)]);
    expect((await upload([{ name: 'obri.jpg', data: huge }])).status).toBe(413);
    expect((await upload([{ name: 'obri.jpg', data: huge }], undefined, { headers: {} })).status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a bad owner (400), an unknown one (404), no files (400), and anonymous callers (401)', async () => {
    const data = await jpeg();
    const badOwner = await upload([{ name: 'a.jpg', data }], 'owner=kocka&ownerId=1');
    expect(badOwner.status).toBe(400);
    expect(badOwner.body.errors).toHaveProperty('owner');
    expect((await upload([{ name: 'a.jpg', data }], 'owner=gallery&ownerId=999999')).status).toBe(404);
    expect((await upload([])).status).toBe(400);
    expect((await upload([{ name: 'a.jpg', data }], undefined, { headers: {} })).status).toBe(401);
    const notMultipart = await api('POST', `/upload?owner=gallery&ownerId=${galleryId}`, {
      headers: lector,
      body: { file: 'a.jpg' },
    });
    expect(notMultipart.status).toBe(400);
  });
});

describe('picture calls', () => {
  let pictureId: number;
  beforeAll(async () => {
    pictureId = await insertPicture(database, { owner: 'gallery', owner_id: galleryId });
    await insertPicture(database, { owner: 'gallery', owner_id: hiddenGalleryId });
  });

  it('GET /pictures/byOwner/{owner}/{ownerId} and GET /pictures?owner&ownerId list an owner’s pictures', async () => {
    const byOwner = await api('GET', `/pictures/byOwner/gallery/${galleryId}`);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.map((picture: { id: number }) => picture.id)).toContain(pictureId);
    expect((await api('GET', `/pictures?owner=gallery&ownerId=${galleryId}`)).body).toEqual(byOwner.body);
    // A hidden gallery is not there for the public; a bad owner is bad input.
    expect((await api('GET', `/pictures/byOwner/gallery/${hiddenGalleryId}`)).status).toBe(404);
    expect((await api('GET', `/pictures/byOwner/gallery/${hiddenGalleryId}`, { headers: lector })).status).toBe(200);
    expect((await api('GET', '/pictures/byOwner/kocka/1')).status).toBe(400);
    expect((await api('GET', '/pictures')).status).toBe(400);
  });

  it('GET /pictures/{id} answers one picture; 404 when missing or its owner is hidden', async () => {
    expect(await api('GET', `/pictures/${pictureId}`)).toMatchObject({
      status: 200,
      body: { id: pictureId, owner: 'gallery' },
    });
    expect((await api('GET', '/pictures/999999')).status).toBe(404);
    const [{ id: hidden }] = await database.dataSource.query(
      `SELECT id FROM picture WHERE owner = 'gallery' AND owner_id = $1`,
      [hiddenGalleryId],
    );
    expect((await api('GET', `/pictures/${hidden}`)).status).toBe(404);
  });

  it('POST /pictures/search pages through an owner’s pictures', async () => {
    const { status, body } = await api('POST', '/pictures/search?limit=2', {
      body: { owner: 'gallery', ownerId: galleryId },
    });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(2);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, hasPrev: false, hasNext: true });
    expect((await api('POST', '/pictures/search', { body: {} })).status).toBe(400);
  });

  it('PUT set-illustration, unset-illustration and PUT /pictures/{id} flip the mark', async () => {
    const set = await api('PUT', `/pictures/${pictureId}/set-illustration`, { headers: lector });
    expect(set).toMatchObject({ status: 200, body: { id: pictureId, illustration: true } });
    const unset = await api('PUT', `/pictures/${pictureId}/unset-illustration`, { headers: lector });
    expect(unset).toMatchObject({ status: 200, body: { illustration: false } });
    const put = await api('PUT', `/pictures/${pictureId}`, { headers: lector, body: { illustration: true } });
    expect(put).toMatchObject({ status: 200, body: { illustration: true } });
    const bad = await api('PUT', `/pictures/${pictureId}`, { headers: lector, body: { illustration: 'ano' } });
    expect(bad).toMatchObject({ status: 400, body: { errors: { illustration: expect.any(String) } } });
    expect((await api('PUT', '/pictures/999999/set-illustration', { headers: lector })).status).toBe(404);
    expect((await api('PUT', `/pictures/${pictureId}/set-illustration`)).status).toBe(401);
  });

  it('DELETE /pictures/{id} deletes a picture; then 404', async () => {
    const id = await insertPicture(database, { owner: 'gallery', owner_id: galleryId });
    expect(await api('DELETE', `/pictures/${id}`, { headers: lector })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await api('DELETE', `/pictures/${id}`, { headers: lector })).status).toBe(404);
  });
});
