import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { filesUnder } from '../../test/files';
import { insertBranch, insertCamp, insertCourse, insertLector, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg } from '../../test/images';

let database: TestDatabase;
let app: RunningApp;
let uploads: string;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

beforeAll(async () => {
  database = await createTestDatabase({ countQueries: true });
  const config = await testConfig();
  uploads = uploadsDir(config.dataDir);
  app = await startTestApp(database, config);
  admin = await staffHeaders(app, database, 'administrator');
  // A lector an administrator allowed to edit the content (issue 41, item 9).
  lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

beforeEach(async () => {
  await query('TRUNCATE gallery, picture RESTART IDENTITY');
  await rm(uploads, { recursive: true, force: true });
});

type Picture = {
  id: number;
  owner: string;
  ownerId: number;
  illustration: boolean;
  path: string;
  thumbnailPath: string;
};
type Gallery = {
  id: number;
  title: string;
  description: string | null;
  visible: boolean;
  createdAt: string;
  pictureCount: number;
  pictures: Picture[];
  cover: Picture | null;
};

const PICTURE = 'id owner ownerId illustration path thumbnailPath width height';
const FIELDS = `id title description visible createdAt pictureCount pictures { ${PICTURE} } cover { id }`;
const LIST = `query ($filter: GalleryFilter) { galleries(filter: $filter) { ${FIELDS} } }`;
const GET = `query ($id: Int!) { gallery(id: $id) { ${FIELDS} } }`;
const SEARCH = `query ($filter: GalleryFilter, $page: Int, $limit: Int) {
  searchGalleries(filter: $filter, page: $page, limit: $limit) {
    items { id title }
    pagination { page limit total totalPages hasNext hasPrev }
  }
}`;
const CREATE = `mutation ($input: GalleryInput!) { createGallery(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: GalleryInput!) { updateGallery(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteGallery(id: $id) }`;
const PICTURES = `query ($owner: PictureOwner!, $ownerId: Int!) { pictures(owner: $owner, ownerId: $ownerId) { ${PICTURE} } }`;
const SET = `mutation ($id: Int!) { setIllustration(id: $id) { ${PICTURE} } }`;
const UNSET = `mutation ($id: Int!) { unsetIllustration(id: $id) { ${PICTURE} } }`;
const DELETE_PICTURE = `mutation ($id: Int!) { deletePicture(id: $id) }`;

const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => body.errors?.[0];

async function insertGallery(values: Record<string, unknown> = {}): Promise<number> {
  const row = { title: 'Galerie', ...values };
  const columns = Object.keys(row);
  const [{ id }] = await query(
    `INSERT INTO gallery (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return id;
}

/** Real pictures, uploaded through the API. */
async function uploadPictures(owner: string, ownerId: number, count = 1, illustration = false): Promise<Picture[]> {
  const data = await jpeg(64, 48);
  const { body } = await app.multipart<{ uploadPictures: Picture[] }>(
    `mutation ($owner: PictureOwner!, $ownerId: Int!, $illustration: Boolean!, $files: [Upload!]!) {
      uploadPictures(owner: $owner, ownerId: $ownerId, illustration: $illustration, files: $files) { ${PICTURE} }
    }`,
    { owner, ownerId, illustration, files: Array.from({ length: count }, () => null) },
    Array.from({ length: count }, (_, index) => ({ path: `variables.files.${index}`, name: `${index}.jpg`, data })),
    // Lectors write galleries and news; the pictures of anything else are the administrators'.
    { headers: owner === 'gallery' || owner === 'news' ? lector : admin },
  );
  if (!body?.data) throw new Error(`upload failed: ${JSON.stringify(body?.errors)}`);
  return body.data.uploadPictures;
}

const filesOf = (picture: Picture) => [picture.path, picture.thumbnailPath].map((file) => path.join(uploads, file));
const exist = (pictures: Picture[]) => pictures.flatMap(filesOf).map((file) => existsSync(file));

describe('galleries', () => {
  it('are created, updated, read and deleted by lectors, with Czech validation messages', async () => {
    const created = await app.graphql<{ createGallery: Gallery }>(
      CREATE,
      { input: { title: '  Karneval 2026 ', description: '' } },
      lector,
    );
    expect(created.body.errors).toBeUndefined();
    const gallery = created.body.data!.createGallery;
    expect(gallery).toMatchObject({
      title: 'Karneval 2026',
      description: null,
      visible: true,
      pictureCount: 0,
      pictures: [],
      cover: null,
    });
    const updated = await app.graphql<{ updateGallery: Gallery }>(
      UPDATE,
      { id: gallery.id, input: { title: 'Karneval', description: 'Masky a tanec', visible: false } },
      lector,
    );
    expect(updated.body.data?.updateGallery).toMatchObject({
      title: 'Karneval',
      description: 'Masky a tanec',
      visible: false,
    });
    expect((await app.graphql<{ gallery: Gallery }>(GET, { id: gallery.id }, lector)).body.data?.gallery.title).toBe(
      'Karneval',
    );

    const invalid = await app.graphql(CREATE, { input: { title: ' ', description: 'x'.repeat(5001) } }, lector);
    expect(errorOf(invalid.body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: { title: 'Toto pole je povinné', description: 'Text je příliš dlouhý (nejvýše 5000 znaků)' },
      params: { fields: ['title', 'description'] },
    });

    expect((await app.graphql(DELETE, { id: gallery.id }, lector)).body.data).toEqual({ deleteGallery: true });
    const gone = await app.graphql(GET, { id: gallery.id }, lector);
    expect(errorOf(gone.body)).toMatchObject({
      message: 'Galerie nebyla nalezena.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('list visible galleries first, then the oldest first; the public sees visible ones with pictures only', async () => {
    await insertGallery({ title: 'Skrytá stará', visible: false, created_at: '2025-01-01T10:00:00Z' });
    const shown = [await insertGallery({ title: 'Nová', created_at: '2026-05-01T10:00:00Z' })];
    const hidden = await insertGallery({ title: 'Skrytá nová', visible: false, created_at: '2026-06-01T10:00:00Z' });
    shown.push(await insertGallery({ title: 'Stará', created_at: '2025-06-01T10:00:00Z' }));
    shown.push(await insertGallery({ title: 'Stejně stará', created_at: '2025-06-01T10:00:00Z' }));
    // Visible but empty (just created): not on the site until its first picture.
    const empty = await insertGallery({ title: 'Prázdná', created_at: '2025-03-01T10:00:00Z' });
    for (const id of shown) await uploadPictures('gallery', id);

    const titles = async (headers: Record<string, string>, filter: Record<string, unknown> | null = null) =>
      (await app.graphql<{ galleries: Gallery[] }>(LIST, { filter }, headers)).body.data!.galleries.map(
        (gallery) => gallery.title,
      );
    expect(await titles(lector)).toEqual(['Prázdná', 'Stará', 'Stejně stará', 'Nová', 'Skrytá stará', 'Skrytá nová']);
    expect(await titles(anonymous)).toEqual(['Stará', 'Stejně stará', 'Nová']);
    expect(await titles(anonymous, { visible: false })).toEqual([]);
    expect(await titles(lector, { title: 'SKRYTÁ' })).toEqual(['Skrytá stará', 'Skrytá nová']);

    const search = await app.graphql<{ searchGalleries: { items: Gallery[]; pagination: Record<string, unknown> } }>(
      SEARCH,
      { limit: 2 },
      anonymous,
    );
    expect(search.body.data?.searchGalleries).toEqual({
      items: [expect.objectContaining({ title: 'Stará' }), expect.objectContaining({ title: 'Stejně stará' })],
      pagination: { page: 1, limit: 2, total: 3, totalPages: 2, hasNext: true, hasPrev: false },
    });

    // A hidden gallery and its pictures are not there for the public; an empty visible one opens
    // without pictures (issue 41, item 7: its page says the list is empty, it is no 404).
    await uploadPictures('gallery', hidden);
    for (const [document, variables] of [
      [GET, { id: hidden }],
      [PICTURES, { owner: 'gallery', ownerId: hidden }],
    ] as const) {
      expect(errorOf((await app.graphql(document, variables, anonymous)).body)?.extensions?.code).toBe('NOT_FOUND');
    }
    const opened = await app.graphql<{ gallery: Gallery }>(GET, { id: empty }, anonymous);
    expect(opened.body.data?.gallery).toMatchObject({ title: 'Prázdná', pictureCount: 0, pictures: [] });
    // Its first picture brings it to the lists.
    await uploadPictures('gallery', empty);
    expect(await titles(anonymous)).toEqual(['Prázdná', 'Stará', 'Stejně stará', 'Nová']);
    expect(
      (await app.graphql<{ pictures: Picture[] }>(PICTURES, { owner: 'gallery', ownerId: hidden }, lector)).body.data
        ?.pictures,
    ).toHaveLength(1);
  });

  it('count and list their pictures with one query per field for the whole list', async () => {
    const ids = [
      await insertGallery({ title: 'A' }),
      await insertGallery({ title: 'B' }),
      await insertGallery({ title: 'C' }),
    ];
    const [first, second] = [await uploadPictures('gallery', ids[0]!, 3), await uploadPictures('gallery', ids[1]!, 2)];
    await app.graphql(SET, { id: second[1]!.id }, lector);

    database.queries.reset();
    // As staff: the public does not see the empty C.
    const { body } = await app.graphql<{ galleries: Gallery[] }>(LIST, {}, lector);
    const statements = database.queries.statements().filter((statement) => !/^(START|COMMIT)/.test(statement));
    // The galleries, then the count, the pictures and the cover of all of them at once.
    expect(statements).toHaveLength(4);
    expect(
      body.data?.galleries.map(({ title, pictureCount, pictures, cover }) => ({
        title,
        pictureCount,
        pictures: pictures.map((picture) => picture.id),
        cover: cover?.id ?? null,
      })),
    ).toEqual([
      { title: 'A', pictureCount: 3, pictures: first.map((picture) => picture.id), cover: first[0]!.id },
      { title: 'B', pictureCount: 2, pictures: second.map((picture) => picture.id), cover: second[1]!.id },
      { title: 'C', pictureCount: 0, pictures: [], cover: null },
    ]);
  });
});

describe('pictures', () => {
  it('are set and unset as the illustration (cover) of their owner, by staff only', async () => {
    const galleryId = await insertGallery();
    const [one, two] = (await uploadPictures('gallery', galleryId, 2)) as [Picture, Picture];
    expect(errorOf((await app.graphql(SET, { id: two.id }, anonymous)).body)?.extensions?.code).toBe('UNAUTHENTICATED');

    const set = await app.graphql<{ setIllustration: Picture }>(SET, { id: two.id }, lector);
    expect(set.body.data?.setIllustration).toMatchObject({ id: two.id, illustration: true });
    const listed = await app.graphql<{ pictures: Picture[] }>(
      PICTURES,
      { owner: 'gallery', ownerId: galleryId },
      anonymous,
    );
    expect(listed.body.data?.pictures.map((picture) => [picture.id, picture.illustration])).toEqual([
      [one.id, false],
      [two.id, true],
    ]);
    expect((await app.graphql<{ gallery: Gallery }>(GET, { id: galleryId })).body.data?.gallery.cover?.id).toBe(two.id);

    const unset = await app.graphql<{ unsetIllustration: Picture }>(UNSET, { id: two.id }, lector);
    expect(unset.body.data?.unsetIllustration).toMatchObject({ id: two.id, illustration: false });
    expect((await app.graphql<{ gallery: Gallery }>(GET, { id: galleryId })).body.data?.gallery.cover?.id).toBe(one.id);

    const missing = await app.graphql(SET, { id: 999999 }, lector);
    expect(errorOf(missing.body)).toMatchObject({
      message: 'Obrázek nebyl nalezen.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('are deleted with their files', async () => {
    const galleryId = await insertGallery();
    const [kept, deleted] = (await uploadPictures('gallery', galleryId, 2)) as [Picture, Picture];
    expect(exist([kept, deleted])).toEqual([true, true, true, true]);
    expect(errorOf((await app.graphql(DELETE_PICTURE, { id: deleted.id }, anonymous)).body)?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    expect((await app.graphql(DELETE_PICTURE, { id: deleted.id }, lector)).body.data).toEqual({ deletePicture: true });
    expect(exist([kept, deleted])).toEqual([true, true, false, false]);
    const again = await app.graphql(DELETE_PICTURE, { id: deleted.id }, lector);
    expect(errorOf(again.body)?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.graphql<{ gallery: Gallery }>(GET, { id: galleryId })).body.data?.gallery.pictureCount).toBe(1);
  });

  it('of an unknown owner, or of an owner that does not exist, are refused', async () => {
    expect(errorOf((await app.graphql(PICTURES, { owner: 'nothing', ownerId: 1 })).body)?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf((await app.graphql(PICTURES, { owner: 'course', ownerId: 999999 })).body)).toMatchObject({
      message: 'Kroužek nebyl nalezen.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('deleting an owner', () => {
  it('deletes its pictures and their files, for every kind of owner', async () => {
    await query('TRUNCATE news, course, camp, branch RESTART IDENTITY CASCADE');
    const owners: [string, number, string][] = [
      ['gallery', await insertGallery(), 'mutation ($id: Int!) { deleteGallery(id: $id) }'],
      ['course', await insertCourse(database), 'mutation ($id: Int!) { deleteCourse(id: $id) }'],
      ['camp', await insertCamp(database), 'mutation ($id: Int!) { deleteCamp(id: $id) }'],
      ['branch', await insertBranch(database), 'mutation ($id: Int!) { deleteBranch(id: $id) }'],
      [
        'news',
        (await query(`INSERT INTO news (title, text) VALUES ('Zprávy', 'Text') RETURNING id`))[0].id,
        'mutation ($id: Int!) { deleteNews(id: $id) }',
      ],
      ['user', await insertLector(database), 'mutation ($id: Int!) { deleteUser(id: $id) }'],
    ];
    // Another owner's pictures with the same id stay.
    const bystander = await uploadPictures('gallery', await insertGallery({ title: 'Jiná' }));
    for (const [owner, id, remove] of owners) {
      const pictures = await uploadPictures(owner, id, 2);
      expect(exist(pictures)).toEqual([true, true, true, true]);
      const { body } = await app.graphql(remove, { id }, admin);
      expect(body.errors).toBeUndefined();
      expect(exist(pictures)).toEqual([false, false, false, false]);
      expect(await query('SELECT id FROM picture WHERE owner = $1 AND owner_id = $2', [owner, id])).toEqual([]);
    }
    expect(exist(bystander)).toEqual([true, true]);
    expect(await filesUnder(uploads)).toHaveLength(2);
  });

  it('keeps its pictures when the owner cannot be deleted', async () => {
    const branchId = await insertBranch(database);
    await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId });
    const pictures = await uploadPictures('branch', branchId);
    const { body } = await app.graphql('mutation ($id: Int!) { deleteBranch(id: $id) }', { id: branchId }, admin);
    expect(errorOf(body)?.extensions?.code).toBe('CONFLICT');
    expect(exist(pictures)).toEqual([true, true]);
    expect(await query('SELECT id FROM picture WHERE owner = $1 AND owner_id = $2', ['branch', branchId])).toHaveLength(
      1,
    );
  });
});
