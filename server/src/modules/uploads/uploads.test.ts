import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { capacitorFiles, expectTemporaryFilesGone, filesUnder } from '../../test/files';
import { insertCourse } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp, UploadFile } from '../../test/http';
import {
  animatedGif,
  bigJpeg,
  blackPng,
  hasGpsPosition,
  jpeg,
  jpegOfSize,
  phoneJpeg,
  png,
  webp,
} from '../../test/images';

// Small limits, so the tests stay quick: 4 MB per file and 5 files per request.
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_FILES = 5;

let database: TestDatabase;
let app: RunningApp;
let uploads: string;
let lector: Record<string, string>;
let admin: Record<string, string>;
let galleryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig({
    UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    UPLOAD_MAX_FILES: String(MAX_FILES),
  });
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

const UPLOAD = `mutation ($owner: PictureOwner!, $ownerId: Int!, $illustration: Boolean!, $files: [Upload!]!) {
  uploadPictures(owner: $owner, ownerId: $ownerId, illustration: $illustration, files: $files) {
    id owner ownerId illustration path thumbnailPath width height
  }
}`;

type Picture = {
  id: number;
  owner: string;
  ownerId: number;
  illustration: boolean;
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
};

const file = (name: string, data: Buffer, type = 'image/jpeg') => ({ name, data, type });

function upload(
  files: { name: string; data: Buffer; type?: string }[],
  {
    owner = 'gallery',
    ownerId = galleryId,
    illustration = false,
    headers = lector,
    preflight = true,
  }: {
    owner?: string;
    ownerId?: number;
    illustration?: boolean;
    headers?: Record<string, string>;
    preflight?: boolean;
  } = {},
) {
  const parts: UploadFile[] = files.map((item, index) => ({ ...item, path: `variables.files.${index}` }));
  return app.multipart<{ uploadPictures: Picture[] }>(
    UPLOAD,
    { owner, ownerId, illustration, files: files.map(() => null) },
    parts,
    { headers, preflight },
  );
}

const pictureCount = async () => Number((await database.dataSource.query('SELECT count(*) FROM picture'))[0].count);

/** A refused upload leaves nothing: no rows, no stored files, no temporary files. */
async function expectNothingStored(temporaryBefore: Set<string>) {
  expect(await pictureCount()).toBe(0);
  expect(await filesUnder(uploads)).toEqual([]);
  await expectTemporaryFilesGone(temporaryBefore);
}

beforeEach(async () => {
  await database.dataSource.query('TRUNCATE picture RESTART IDENTITY');
  expect(await filesUnder(uploads)).toEqual([]);
});
afterEach(async () => {
  // Each test cleans up what it stored, so the next one starts with an empty directory.
  const stored: { id: number }[] = await database.dataSource.query('SELECT id FROM picture');
  for (const { id } of stored) await app.graphql('mutation ($id: Int!) { deletePicture(id: $id) }', { id }, admin);
});

describe('uploading pictures', () => {
  it('stores real JPEG, PNG, WebP and GIF pictures in two sizes under generated names, upright and without EXIF', async () => {
    const inputs = {
      phone: await phoneJpeg(),
      png: await png(),
      webp: await webp(),
      gif: await animatedGif(),
      big: await bigJpeg(),
    };
    const { status, body } = await upload([
      file('IMG_0001.JPG', inputs.phone),
      file('obrazek.png', inputs.png, 'image/png'),
      file('obrazek.webp', inputs.webp, 'image/webp'),
      file('animace.gif', inputs.gif, 'image/gif'),
      file('velka.jpg', inputs.big),
    ]);
    expect(body?.errors).toBeUndefined();
    expect(status).toBe(200);
    const pictures = body!.data!.uploadPictures;
    expect(pictures.map((picture) => picture.path.split('.').pop())).toEqual(['jpg', 'png', 'webp', 'gif', 'jpg']);
    for (const picture of pictures) {
      expect(picture).toMatchObject({ owner: 'gallery', ownerId: galleryId, illustration: false });
      expect(picture.path).toMatch(/^pictures\/[0-9a-f]{2}\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/);
      expect(picture.thumbnailPath).toBe(picture.path.replace(/\.(\w+)$/, '.thumb.$1'));
      expect(existsSync(path.join(uploads, picture.path))).toBe(true);
      expect(existsSync(path.join(uploads, picture.thumbnailPath))).toBe(true);
    }
    expect(await filesUnder(uploads)).toHaveLength(10);
    const [phone, , , gif, big] = pictures as [Picture, Picture, Picture, Picture, Picture];
    const metadataOf = async (relative: string) => sharp(await readFile(path.join(uploads, relative))).metadata();

    // The phone photo: turned upright (it was stored lying on its side), GPS and all EXIF gone.
    expect(hasGpsPosition((await sharp(inputs.phone).metadata()).exif)).toBe(true);
    const upright = await metadataOf(phone.path);
    expect(upright).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(upright.exif).toBeUndefined();
    expect(upright.orientation).toBeUndefined();
    expect((await readFile(path.join(uploads, phone.path))).includes('Exif')).toBe(false);
    expect((await metadataOf(phone.thumbnailPath)).exif).toBeUndefined();
    expect(phone).toMatchObject({ width: 200, height: 300 });

    // The big one: at most 1600 px, thumbnail at most 400 px, both much smaller than the input.
    expect(big).toMatchObject({ width: 1600, height: 1067 });
    expect(await metadataOf(big.thumbnailPath)).toMatchObject({ width: 400, height: 267 });
    const bigSize = (await stat(path.join(uploads, big.path))).size;
    expect(bigSize).toBeLessThan(inputs.big.length / 2);
    expect((await stat(path.join(uploads, big.thumbnailPath))).size).toBeLessThan(bigSize);

    // An animation stays one in the web size; its thumbnail is the first frame.
    expect(await metadataOf(gif.path)).toMatchObject({ format: 'gif', pages: 3, width: 90 });
    expect(await metadataOf(gif.thumbnailPath)).toMatchObject({ format: 'gif', pages: 1 });

    // Served under /public with the right type and cached for good (names are never reused).
    for (const [picture, type] of [
      [phone, 'image/jpeg'],
      [pictures[1], 'image/png'],
      [pictures[2], 'image/webp'],
      [gif, 'image/gif'],
    ] as const) {
      const response = await fetch(`${app.url}/public/${picture!.thumbnailPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toMatch(/immutable/);
    }
  });

  it('marks the pictures as illustrations when asked, for any kind of owner', async () => {
    const courseId = await insertCourse(database);
    const { body } = await upload([file('a.jpg', await jpeg())], {
      owner: 'course',
      ownerId: courseId,
      illustration: true,
      headers: admin,
    });
    expect(body?.data?.uploadPictures).toMatchObject([{ owner: 'course', ownerId: courseId, illustration: true }]);
    const course = await app.graphql<{ course: { illustrations: { id: number }[] } }>(
      'query ($id: Int!) { course(id: $id) { illustrations { id } } }',
      { id: courseId },
    );
    expect(course.body.data?.course.illustrations).toEqual([{ id: body!.data!.uploadPictures[0]!.id }]);
  });

  it('accepts a file of exactly the size limit and refuses one byte more, keeping nothing of the request', async () => {
    const exact = await upload([file('presne.jpg', await jpegOfSize(MAX_FILE_BYTES))]);
    expect(exact.body?.errors).toBeUndefined();
    await app.graphql(
      'mutation ($id: Int!) { deletePicture(id: $id) }',
      { id: exact.body!.data!.uploadPictures[0]!.id },
      lector,
    );

    const temporary = await capacitorFiles();
    const { status, body } = await upload([
      file('dobra.jpg', await jpeg()),
      file('velka.jpg', await jpegOfSize(MAX_FILE_BYTES + 1)),
    ]);
    expect(status).toBe(200);
    expect(body?.errors?.[0]).toMatchObject({
      message: 'Soubor je příliš velký (nejvýše 4 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(body?.data).toBeNull();
    await expectNothingStored(temporary);
  });

  it('refuses one file over the count limit before reading any', async () => {
    const temporary = await capacitorFiles();
    const small = await jpeg();
    const { status, body } = await upload(
      Array.from({ length: MAX_FILES + 1 }, (_, index) => file(`${index}.jpg`, small)),
    );
    expect(status).toBe(413);
    expect(body?.errors).toEqual([
      {
        message: 'Příliš mnoho souborů najednou (nejvýše 5).',
        extensions: { code: 'PAYLOAD_TOO_LARGE', domainCode: 'UPLOAD_TOO_MANY_FILES', params: { maxFiles: 5 } },
      },
    ]);
    await expectNothingStored(temporary);

    const allowed = await upload(Array.from({ length: MAX_FILES }, (_, index) => file(`${index}.jpg`, small)));
    expect(allowed.body?.data?.uploadPictures).toHaveLength(MAX_FILES);
  });

  it('judges the content, not the name or the declared type', async () => {
    const temporary = await capacitorFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const broken = (await jpeg()).subarray(0, 300);
    for (const impostor of [
      file('fotka.png', Buffer.from('Toto je textový soubor, ne obrázek.\n'), 'image/png'),
      file('obrazek.jpg', svg, 'image/jpeg'),
      file('index.html', Buffer.from('<!doctype html><title>x</title>'), 'image/gif'),
      file('rozbita.jpg', broken),
    ]) {
      const { body } = await upload([file('dobra.jpg', await jpeg()), impostor]);
      expect(body?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body?.errors?.[0]?.message).toMatch(
        /^(Soubor není obrázek ve formátu JPEG, PNG, WebP ani GIF\.|Obrázek se nepodařilo přečíst, soubor je nejspíš poškozený\.)$/,
      );
    }
    await expectNothingStored(temporary);

    // A real PNG called .jpg and sent as text is a PNG all the same.
    const { body } = await upload([file('obrazek.jpg', await png(), 'text/plain')]);
    expect(body?.data?.uploadPictures[0]?.path).toMatch(/\.png$/);
  });

  it('never uses the client file name in a path', async () => {
    const dataDir = path.dirname(uploads);
    const names = ['../../x.png', '..\\..\\x.png', '/etc/passwd.png', '.htaccess'];
    for (const name of names) {
      const { body: stored } = await upload([file(name, await png(), 'image/png')]);
      expect(stored?.errors).toBeUndefined();
      expect(stored?.data?.uploadPictures[0]?.path).toMatch(/^pictures\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    }
    expect(
      (await filesUnder(uploads)).every((name) => /^pictures\/[0-9a-f]{2}\/[0-9a-f-]{36}(\.thumb)?\.png$/.test(name)),
    ).toBe(true);
    expect((await filesUnder(dataDir)).filter((name) => !name.startsWith('uploads/'))).toEqual([]);
    for (const place of [
      path.resolve(uploads, '../../x.png'),
      path.resolve(dataDir, 'x.png'),
      path.resolve(uploads, 'x.png'),
    ])
      expect(existsSync(place)).toBe(false);
  });
});

describe('refusals', () => {
  it('needs at least one file', async () => {
    const { body } = await upload([]);
    expect(body?.errors?.[0]).toMatchObject({
      message: 'Vyberte alespoň jeden obrázek.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const temporary = await capacitorFiles();
    const { status, text } = await upload([file('a.jpg', await jpeg())], { preflight: false });
    expect(status).toBe(400);
    expect(text).toMatch(/Cross-Site Request Forgery/i);
    await expectNothingStored(temporary);
  });

  it('refuses anonymous visitors and unknown owners', async () => {
    const temporary = await capacitorFiles();
    const anonymous = await upload([file('a.jpg', await jpeg())], { headers: {} });
    expect(anonymous.body?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await upload([file('a.jpg', await jpeg())], { owner: 'course', ownerId: 999999, headers: admin });
    expect(unknown.body?.errors?.[0]).toMatchObject({
      message: 'Kroužek nebyl nalezen.',
      extensions: { code: 'NOT_FOUND' },
    });
    const wrongOwner = await upload([file('a.jpg', await jpeg())], { owner: 'registration' });
    expect(wrongOwner.body?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await expectNothingStored(temporary);
  });
});

/** The formats of the inputs sharp turns into pixels while `action` runs ('raw' for pixels already
 * decoded), found by watching sharp's one door out, toBuffer(); metadata() reads headers only. */
async function decodedInputs(action: () => Promise<unknown>): Promise<string[]> {
  const formats: string[] = [];
  const toBuffer = sharp.prototype.toBuffer;
  const spy = jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
    this: sharp.Sharp,
    ...args: Parameters<sharp.Sharp['toBuffer']>
  ) {
    formats.push((await this.metadata()).format ?? 'unknown');
    return (toBuffer as (...all: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await action();
  } finally {
    spy.mockRestore();
  }
  return formats;
}

describe('the image work', () => {
  it('refuses a side over 10 000 px or a shape thinner than 20 : 1 from the header, before decoding a pixel', async () => {
    const temporary = await capacitorFiles();
    // 1 x 10,000,000 px is 10 megapixels, under the 50-megapixel limit, in a 20 kB file.
    const bomb = blackPng(1, 10_000_000);
    expect(bomb.length).toBeLessThan(MAX_FILE_BYTES);
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    const decoded = await decodedInputs(async () => {
      answer = await upload([file('pruh.png', bomb, 'image/png')]);
    });
    expect(answer?.body?.errors).toEqual([
      {
        message: 'Obrázek má 1 × 10\u00a0000\u00a0000 px, každá jeho strana smí mít nejvýše 10\u00a0000 px.',
        path: ['uploadPictures'],
        extensions: {
          code: 'BAD_USER_INPUT',
          domainCode: 'UPLOAD_SIDE_TOO_LONG',
          fieldErrors: { files: expect.any(String) },
          params: { width: 1, height: 10_000_000 },
        },
      },
    ]);
    expect(decoded).toEqual([]);

    const wide = await upload([
      file('dobra.jpg', await jpeg()),
      file('siroka.png', blackPng(10_001, 600), 'image/png'),
    ]);
    expect(wide.body?.errors?.[0]?.message).toBe(
      'Obrázek má 10\u00a0001 × 600 px, každá jeho strana smí mít nejvýše 10\u00a0000 px.',
    );
    const thin = await upload([file('nudle.png', blackPng(100, 2001), 'image/png')]);
    expect(thin.body?.errors?.[0]).toMatchObject({
      message:
        'Obrázek má 100 × 2\u00a0001 px, příliš protáhlý tvar: delší strana smí být nejvýše 20krát delší než kratší.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expectNothingStored(temporary);

    // A panorama at both limits is a picture like any other.
    const panorama = await upload([file('panorama.png', blackPng(10_000, 500), 'image/png')]);
    expect(panorama.body?.errors).toBeUndefined();
    expect(panorama.body?.data?.uploadPictures).toMatchObject([{ width: 1600, height: 80 }]);
  });

  it('decodes a photo once: the web size and the thumbnail come from the same pixels', async () => {
    const photo = await bigJpeg();
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    const decoded = await decodedInputs(async () => {
      answer = await upload([file('velka.jpg', photo)]);
    });
    expect(answer?.body?.errors).toBeUndefined();
    expect(decoded.filter((format) => format !== 'raw')).toEqual(['jpeg']);
    const [big] = answer!.body!.data!.uploadPictures as [Picture];
    expect(big).toMatchObject({ width: 1600, height: 1067 });
    const stored = await readFile(path.join(uploads, big.path));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(stored.includes('Exif')).toBe(false);
    const thumbnail = await sharp(await readFile(path.join(uploads, big.thumbnailPath))).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
  });

  it('works on one picture at a time, however many uploads arrive at once', async () => {
    const photo = await jpeg(2400, 1600);
    // sharp's own count of its tasks on libuv's threads, sampled while six uploads run in parallel.
    let most = 0;
    const sample = setInterval(() => (most = Math.max(most, sharp.counters().process + sharp.counters().queue)), 1);
    try {
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((index) => upload([file(`${index}.jpg`, photo)])));
      for (const { body } of answers) expect(body?.errors).toBeUndefined();
    } finally {
      clearInterval(sample);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(1);
  });

  it('stores the files readable by the app alone (0600 in 0700 folders), still served under /public', async () => {
    const { body } = await upload([file('a.jpg', await jpeg())]);
    const [picture] = body!.data!.uploadPictures as [Picture];
    const mode = async (relative: string) => (await stat(path.join(uploads, relative))).mode & 0o777;
    expect(await mode('.')).toBe(0o700);
    expect(await mode('pictures')).toBe(0o700);
    expect(await mode(path.dirname(picture.path))).toBe(0o700);
    expect(await mode(picture.path)).toBe(0o600);
    expect(await mode(picture.thumbnailPath)).toBe(0o600);
    const served = await fetch(`${app.url}/public/${picture.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });
});

/** A multipart upload written by hand: headers that announce `announced` bytes of body, then only the
 * first part of it (for /graphql the operation and the map, then the start of a file; for the REST
 * routes the start of a file), and nothing more: the answer the server gives meanwhile (or null if it
 * gives none within `waitMs`), and whether it then closed the connection. The socket stays open until
 * `finish` is called. */
async function stalledUpload(
  headers: Record<string, string>,
  announced: number,
  { door = '/graphql', waitMs = 10_000 }: { door?: '/graphql' | '/api/upload' | '/api/pictures'; waitMs?: number } = {},
) {
  const boundary = 'hranice-souboru';
  const part = (disposition: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${body}\r\n`;
  const graphql = door === '/graphql';
  const start = Buffer.concat([
    Buffer.from(
      (graphql
        ? part(
            'name="operations"',
            JSON.stringify({
              query: UPLOAD,
              variables: { owner: 'gallery', ownerId: galleryId, illustration: false, files: [null] },
            }),
          ) + part('name="map"', JSON.stringify({ 0: ['variables.files.0'] }))
        : '') +
        `--${boundary}\r\nContent-Disposition: form-data; name="${graphql ? '0' : 'file'}"; filename="velka.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.alloc(1024 * 1024, 7),
  ]);
  const { hostname, port } = new URL(app.url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let closed = false;
  const ended = new Promise<void>((resolve) => socket.once('close', () => ((closed = true), resolve())));
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  socket.write(
    [
      `POST ${graphql ? door : `${door}?owner=gallery&ownerId=${galleryId}`} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${announced}`,
      ...(graphql ? ['apollo-require-preflight: true'] : []),
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(start);
  // The answer, or null when none came: never a hang of the test.
  const deadline = Date.now() + waitMs;
  while (!/\r\n\r\n[\s\S]*\}$/.test(received) && Date.now() < deadline && !closed)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const match = /^HTTP\/1\.1 (\d+)[^]*?\r\n\r\n([\s\S]*)$/.exec(received);
  const answer = match ? { status: Number(match[1]), body: JSON.parse(match[2] as string) as unknown } : null;
  return {
    answer,
    /** The answer says the connection ends with it (rather than waiting, keep-alive, for the rest of the body). */
    closeAnnounced: /\r\nconnection: close\r\n/i.test(received.split('\r\n\r\n')[0] + '\r\n'),
    /** Resolves once the server has closed the connection (the test fails on its timeout otherwise). */
    closedByServer: ended,
    finish: () => socket.destroy(),
  };
}

describe('before the login check, nothing of an anonymous upload is read', () => {
  it('a stalled anonymous upload is answered 401 at once, its connection closed, no temporary file left', async () => {
    const temporary = await capacitorFiles();
    const upload = await stalledUpload({}, 50 * 1024 * 1024);
    try {
      expect(upload.answer).toEqual({
        status: 401,
        body: {
          errors: [
            {
              message: 'Pro tuto akci se prosím přihlaste.',
              extensions: { code: 'UNAUTHENTICATED', domainCode: 'AUTH_NOT_LOGGED_IN' },
            },
          ],
        },
      });
      await upload.closedByServer;
      // Checked while the upload is still "in progress" on the client's side.
      await expectTemporaryFilesGone(temporary);
    } finally {
      upload.finish();
    }
    expect(await pictureCount()).toBe(0);
  });

  it.each(['/api/upload', '/api/pictures'] as const)(
    'a stalled anonymous upload to %s is answered 401 at once and its connection closed, the rest never read',
    async (door) => {
      const upload = await stalledUpload({}, 50 * 1024 * 1024, { door });
      try {
        expect(upload.answer).toEqual({
          status: 401,
          body: { code: 'AUTH_NOT_LOGGED_IN', message: 'Pro tuto akci se prosím přihlaste.' },
        });
        expect(upload.closeAnnounced).toBe(true);
        await upload.closedByServer;
      } finally {
        upload.finish();
      }
      expect(await pictureCount()).toBe(0);
    },
  );

  it('a token that opens no session is turned away the same way', async () => {
    const upload = await stalledUpload({ 'access-token': 'neplatny-token' }, 20 * 1024 * 1024);
    try {
      expect(upload.answer?.status).toBe(401);
      await upload.closedByServer;
    } finally {
      upload.finish();
    }
    const rest = await stalledUpload({ 'access-token': 'neplatny-token' }, 20 * 1024 * 1024, { door: '/api/upload' });
    try {
      expect(rest.answer?.status).toBe(401);
      expect(rest.closeAnnounced).toBe(true);
      await rest.closedByServer;
    } finally {
      rest.finish();
    }
  });

  it('a wrong Basic password (refused before the upload is looked at) closes the connection too', async () => {
    const basic = 'Basic ' + Buffer.from('admin:spatne-heslo-123').toString('base64');
    const rest = await stalledUpload({ authorization: basic }, 20 * 1024 * 1024, { door: '/api/upload' });
    try {
      expect(rest.answer?.status).toBe(401);
      expect(rest.closeAnnounced).toBe(true);
      await rest.closedByServer;
    } finally {
      rest.finish();
    }
  });
});
