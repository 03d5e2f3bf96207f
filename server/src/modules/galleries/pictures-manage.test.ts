// The picture manager's calls for courses, camps and galleries: captions, order, the illustration
// mark and deletion, over GraphQL and REST, with who may do what and what hostile input gets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertCamp, insertCourse } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg } from '../../test/images';
import { AnyJson, restClient, RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let uploads: string;
let admin: Record<string, string>;
let lector: Record<string, string>;
let courseId: number;
let campId: number;
let galleryId: number;

type Picture = {
  id: number;
  owner: string;
  ownerId: number;
  illustration: boolean;
  caption: string | null;
  position: number;
  path: string;
  thumbnailPath: string;
};

const PICTURE = 'id owner ownerId illustration caption position path thumbnailPath';
const PICTURES = `query ($owner: PictureOwner!, $ownerId: Int!) { pictures(owner: $owner, ownerId: $ownerId) { ${PICTURE} } }`;
const CAPTION = `mutation ($id: Int!, $caption: String) { setPictureCaption(id: $id, caption: $caption) { ${PICTURE} } }`;
const MOVE = `mutation ($id: Int!, $position: Int!) { movePicture(id: $id, position: $position) { ${PICTURE} } }`;
const SET = `mutation ($id: Int!) { setIllustration(id: $id) { ${PICTURE} } }`;
const UNSET = `mutation ($id: Int!) { unsetIllustration(id: $id) { ${PICTURE} } }`;
const DELETE = `mutation ($id: Int!) { deletePicture(id: $id) }`;

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);
const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => body.errors?.[0];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig();
  uploads = uploadsDir(config.dataDir);
  app = await startTestApp(database, config);
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  // A lector an administrator allowed to edit the content (issue 41, item 9).
  lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
  courseId = await insertCourse(database, { title: 'Keramika' });
  campId = await insertCamp(database);
  [{ id: galleryId }] = await query(`INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function upload(owner: string, ownerId: number, count: number, headers = admin) {
  const data = await jpeg(64, 48);
  return app.multipart<{ uploadPictures: Picture[] }>(
    `mutation ($owner: PictureOwner!, $ownerId: Int!, $files: [Upload!]!) {
      uploadPictures(owner: $owner, ownerId: $ownerId, files: $files) { ${PICTURE} }
    }`,
    { owner, ownerId, files: Array.from({ length: count }, () => null) },
    Array.from({ length: count }, (_, index) => ({ path: `variables.files.${index}`, name: `${index}.jpg`, data })),
    { headers },
  );
}

async function uploaded(owner: string, ownerId: number, count: number): Promise<Picture[]> {
  const { body } = await upload(owner, ownerId, count);
  if (!body?.data) throw new Error(`upload failed: ${JSON.stringify(body?.errors)}`);
  return body.data.uploadPictures;
}

async function picturesOf(owner: string, ownerId: number): Promise<Picture[]> {
  const { body } = await app.graphql<{ pictures: Picture[] }>(PICTURES, { owner, ownerId });
  return body.data!.pictures;
}

const rows = () => query('SELECT id, caption, position, illustration FROM picture ORDER BY id');

describe('course and camp pictures', () => {
  it('are uploaded by administrators, each new one last; lectors and visitors are refused', async () => {
    const first = await uploaded('course', courseId, 2);
    const second = await uploaded('course', courseId, 1);
    expect([...first, ...second].map((picture) => picture.position)).toEqual([1, 2, 3]);
    expect((await picturesOf('course', courseId)).map((picture) => picture.id)).toEqual(
      [...first, ...second].map((picture) => picture.id),
    );

    const before = await rows();
    for (const owner of ['course', 'camp'] as const) {
      const refused = await upload(owner, owner === 'course' ? courseId : campId, 1, lector);
      expect(refused.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await upload('camp', campId, 1, {})).body?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rows()).toEqual(before);
  });

  it('take a caption, trimmed, that the public reads back; empty takes it away', async () => {
    const [picture] = await uploaded('camp', campId, 1);
    const set = await app.graphql<{ setPictureCaption: Picture }>(
      CAPTION,
      { id: picture!.id, caption: '  Děti u ohně  ' },
      admin,
    );
    expect(set.body.data?.setPictureCaption).toMatchObject({ id: picture!.id, caption: 'Děti u ohně' });
    expect((await picturesOf('camp', campId)).find((each) => each.id === picture!.id)?.caption).toBe('Děti u ohně');

    const rest = await api('PUT', `/pictures/${picture!.id}/caption`, { headers: admin, body: { caption: 'Stan' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: picture!.id, caption: 'Stan' });

    const cleared = await app.graphql<{ setPictureCaption: Picture }>(
      CAPTION,
      { id: picture!.id, caption: ' ' },
      admin,
    );
    expect(cleared.body.data?.setPictureCaption.caption).toBeNull();
    const removed = await api('PUT', `/pictures/${picture!.id}/caption`, { headers: admin, body: { caption: null } });
    expect(removed.body.caption).toBeNull();
  });

  it('refuse a caption that is too long, not text or holds control characters, changing nothing', async () => {
    const [picture] = await uploaded('course', courseId, 1);
    await app.graphql(CAPTION, { id: picture!.id, caption: 'Původní' }, admin);
    const before = await rows();

    const long = await app.graphql(CAPTION, { id: picture!.id, caption: 'a'.repeat(201) }, admin);
    expect(errorOf(long.body)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { caption: 'Text je příliš dlouhý (nejvýše 200 znaků)' } },
    });
    const control = await app.graphql(CAPTION, { id: picture!.id, caption: 'a\u0007b' }, admin);
    expect(errorOf(control.body)?.message).toMatch(/řídicí znaky/);
    for (const caption of [['a'], { a: 1 }, 'a'.repeat(201), 'x\u0000y']) {
      const answer = await api('PUT', `/pictures/${picture!.id}/caption`, { headers: admin, body: { caption } });
      expect(answer.status).toBe(400);
    }
    const exactly = await app.graphql(CAPTION, { id: picture!.id, caption: 'b'.repeat(200) }, admin);
    expect(errorOf(exactly.body)).toBeUndefined();
    await app.graphql(CAPTION, { id: picture!.id, caption: 'Původní' }, admin);
    expect(await rows()).toEqual(before);
  });

  it('move to a place among their owner, numbered 1, 2, 3 afresh; past the end means last', async () => {
    const ownCourse = await insertCourse(database, { title: 'Robotika' });
    const [a, b, c, d] = await uploaded('course', ownCourse, 4);
    const ids = async () => (await picturesOf('course', ownCourse)).map((picture) => picture.id);

    const moved = await app.graphql<{ movePicture: Picture[] }>(MOVE, { id: d!.id, position: 1 }, admin);
    expect(moved.body.data?.movePicture.map((picture) => [picture.id, picture.position])).toEqual([
      [d!.id, 1],
      [a!.id, 2],
      [b!.id, 3],
      [c!.id, 4],
    ]);
    expect(await ids()).toEqual([d!.id, a!.id, b!.id, c!.id]);

    const rest = await api('PUT', `/pictures/${a!.id}/position`, { headers: admin, body: { position: 3 } });
    expect(rest.status).toBe(200);
    expect(rest.body.map((picture: AnyJson) => picture.id)).toEqual([d!.id, b!.id, a!.id, c!.id]);

    await app.graphql(MOVE, { id: d!.id, position: 99 }, admin);
    expect(await ids()).toEqual([b!.id, a!.id, c!.id, d!.id]);

    // The course card's cover: the first illustration in this order, else the first picture.
    await app.graphql(SET, { id: c!.id }, admin);
    await app.graphql(SET, { id: a!.id }, admin);
    const course = await app.graphql<{ course: { illustrations: { id: number }[] } }>(
      'query ($id: Int!) { course(id: $id) { illustrations { id } } }',
      { id: ownCourse },
    );
    expect(course.body.data?.course.illustrations).toEqual([{ id: a!.id }, { id: c!.id }]);

    // Other owners' pictures keep their places.
    const campBefore = await picturesOf('camp', campId);
    await app.graphql(MOVE, { id: b!.id, position: 4 }, admin);
    expect(await picturesOf('camp', campId)).toEqual(campBefore);
  });

  it('refuse a place below one, a missing picture and hostile ids, changing nothing', async () => {
    const [picture] = await uploaded('course', courseId, 1);
    const before = await rows();
    for (const position of [0, -1]) {
      const answer = await app.graphql(MOVE, { id: picture!.id, position }, admin);
      expect(errorOf(answer.body)).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { position: 'Pořadí obrázku začíná jedničkou' } },
      });
    }
    for (const body of [{ position: 'první' }, { position: 1.5 }, {}, [], null]) {
      const answer = await api('PUT', `/pictures/${picture!.id}/position`, { headers: admin, body });
      expect(answer.status).toBe(400);
    }
    const missing = await app.graphql(MOVE, { id: 999999, position: 1 }, admin);
    expect(errorOf(missing.body)).toMatchObject({
      message: 'Obrázek nebyl nalezen.',
      extensions: { code: 'NOT_FOUND' },
    });
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999', "1'--"]) {
      for (const route of ['caption', 'position', 'set-illustration']) {
        const answer = await api('PUT', `/pictures/${encodeURIComponent(id)}/${route}`, {
          headers: admin,
          body: { caption: 'x', position: 1 },
        });
        expect([route, id, answer.status]).toEqual([route, id, 404]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('are changed and deleted by administrators only: lectors get 403, visitors 401, nothing changes', async () => {
    const [picture] = await uploaded('camp', campId, 1);
    const before = await rows();
    for (const [headers, code, status] of [
      [lector, 'FORBIDDEN', 403],
      [{}, 'UNAUTHENTICATED', 401],
    ] as const) {
      for (const [document, variables] of [
        [CAPTION, { id: picture!.id, caption: 'Cizí' }],
        [MOVE, { id: picture!.id, position: 1 }],
        [SET, { id: picture!.id }],
        [UNSET, { id: picture!.id }],
        [DELETE, { id: picture!.id }],
      ] as const) {
        const answer = await app.graphql(document, variables, headers);
        expect(errorOf(answer.body)?.extensions?.code).toBe(code);
      }
      expect((await api('PUT', `/pictures/${picture!.id}/caption`, { headers, body: { caption: 'x' } })).status).toBe(
        status,
      );
      expect((await api('PUT', `/pictures/${picture!.id}/position`, { headers, body: { position: 1 } })).status).toBe(
        status,
      );
      expect((await api('DELETE', `/pictures/${picture!.id}`, { headers })).status).toBe(status);
    }
    expect(await rows()).toEqual(before);
  });

  it('set and unset the illustration mark, and delete with both files', async () => {
    const [picture] = await uploaded('course', courseId, 1);
    const set = await app.graphql<{ setIllustration: Picture }>(SET, { id: picture!.id }, admin);
    expect(set.body.data?.setIllustration).toMatchObject({ id: picture!.id, illustration: true });
    const unset = await app.graphql<{ unsetIllustration: Picture }>(UNSET, { id: picture!.id }, admin);
    expect(unset.body.data?.unsetIllustration).toMatchObject({ id: picture!.id, illustration: false });

    const files = [picture!.path, picture!.thumbnailPath].map((file) => path.join(uploads, file));
    expect(files.map((file) => existsSync(file))).toEqual([true, true]);
    expect((await app.graphql(DELETE, { id: picture!.id }, admin)).body.data).toEqual({ deletePicture: true });
    expect(files.map((file) => existsSync(file))).toEqual([false, false]);
    expect(await query('SELECT id FROM picture WHERE id = $1', [picture!.id])).toEqual([]);
  });
});

describe('gallery pictures', () => {
  it('stay the lectors’: captions and order as for courses', async () => {
    const [a, b] = await uploaded('gallery', galleryId, 2);
    const caption = await app.graphql<{ setPictureCaption: Picture }>(
      CAPTION,
      { id: b!.id, caption: 'Západ slunce' },
      lector,
    );
    expect(caption.body.data?.setPictureCaption.caption).toBe('Západ slunce');
    const moved = await app.graphql<{ movePicture: Picture[] }>(MOVE, { id: b!.id, position: 1 }, lector);
    expect(moved.body.data?.movePicture.map((picture) => picture.id)).toEqual([b!.id, a!.id]);
    const gallery = await app.graphql<{ gallery: { pictures: Picture[]; cover: { id: number } } }>(
      'query ($id: Int!) { gallery(id: $id) { pictures { id caption } cover { id } } }',
      { id: galleryId },
    );
    expect(gallery.body.data?.gallery).toEqual({
      pictures: [
        { id: b!.id, caption: 'Západ slunce' },
        { id: a!.id, caption: null },
      ],
      cover: { id: b!.id },
    });
  });
});
