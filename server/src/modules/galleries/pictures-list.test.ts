// `/pictures` is a resource like the others: staff list and search every picture, narrowed by the
// owner when they name it; the public names the owner and sees the pictures of what it may see.
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertCourse, insertPicture } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { restClient, RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let lector: Record<string, string>;
let galleryId: number;
let hiddenGalleryId: number;
let courseId: number;
let pictures: { gallery: number; hidden: number; course: number };

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  api = restClient(app);
  lector = await staffHeaders(app, database, 'lector');
  [{ id: galleryId }] = await database.dataSource.query(`INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`);
  [{ id: hiddenGalleryId }] = await database.dataSource.query(
    `INSERT INTO gallery (title, visible) VALUES ('Skrytá', false) RETURNING id`,
  );
  courseId = await insertCourse(database);
  pictures = {
    gallery: await insertPicture(database, { owner: 'gallery', owner_id: galleryId }),
    hidden: await insertPicture(database, { owner: 'gallery', owner_id: hiddenGalleryId }),
    course: await insertPicture(database, { owner: 'course', owner_id: courseId }),
  };
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('staff', () => {
  it('list every picture with GET /pictures, in upload order, narrowed by owner and ownerId', async () => {
    const all = await api('GET', '/pictures', { headers: lector });
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([pictures.gallery, pictures.hidden, pictures.course]);
    expect(all.body[0]).toMatchObject({ owner: 'gallery', ownerId: galleryId, path: expect.any(String) });

    const galleries = await api('GET', '/pictures?owner=gallery&ownerId=', { headers: lector });
    expect(idsOf(galleries.body)).toEqual([pictures.gallery, pictures.hidden]);
    const hidden = await api('GET', `/pictures?owner=gallery&ownerId=${hiddenGalleryId}`, { headers: lector });
    expect(idsOf(hidden.body)).toEqual([pictures.hidden]);
    const byId = await api('GET', `/pictures?ownerId=${courseId}`, { headers: lector });
    expect(idsOf(byId.body)).toContain(pictures.course);
  });

  it('page through every picture with POST /pictures/search and an empty filter', async () => {
    const first = await api('POST', '/pictures/search?limit=2', { headers: lector, body: {} });
    expect(first.status).toBe(200);
    expect(idsOf(first.body.items)).toEqual([pictures.gallery, pictures.hidden]);
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const courses = await api('POST', '/pictures/search', { headers: lector, body: { owner: 'course' } });
    expect(idsOf(courses.body.items)).toEqual([pictures.course]);
    const nothing = await api('POST', '/pictures/search', { headers: lector });
    expect(nothing.body.pagination.total).toBe(3);
  });

  it('get a 400 for a bad owner or a filter that is not an object, and a 404 for an unknown owner', async () => {
    const badOwner = await api('GET', '/pictures?owner=kocka', { headers: lector });
    expect(badOwner.status).toBe(400);
    expect(badOwner.body.errors).toHaveProperty('owner');
    expect((await api('POST', '/pictures/search', { headers: lector, body: [1, 2] })).status).toBe(400);
    expect((await api('GET', '/pictures?owner=gallery&ownerId=999999', { headers: lector })).status).toBe(404);
  });
});

describe('the public', () => {
  it('names the owner and sees only what it may see', async () => {
    expect((await api('GET', '/pictures')).status).toBe(400);
    expect((await api('GET', '/pictures?owner=gallery')).status).toBe(400);
    expect((await api('POST', '/pictures/search', { body: {} })).status).toBe(400);
    const visible = await api('GET', `/pictures?owner=gallery&ownerId=${galleryId}`);
    expect(idsOf(visible.body)).toEqual([pictures.gallery]);
    expect((await api('GET', `/pictures?owner=gallery&ownerId=${hiddenGalleryId}`)).status).toBe(404);
  });
});
