// Pictures in an S3-compatible store (STORAGE_URL): two app instances over one database and one fake
// S3, the way several instances run behind a load balancer.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig, type Config } from '../../core/config';
import { silentLogger } from '../../core/logger';
import { uploadsDir } from '../../core/paths';
import { testConfig, memoryLogger } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { filesUnder } from '../../test/files';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg } from '../../test/images';
import { S3Storage } from './upload.s3-storage';
import { createPrivateFileStorage } from './upload.file-storage';
import { copyUploadsToStore } from './upload.storage-migrate';

const PREFIX = 'skola/obrazky';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3: FakeS3;
let database: TestDatabase;
let configs: [Config, Config];
let first: RunningApp;
let second: RunningApp;
let lector: Record<string, string>;
let galleryId: number;

const storeEnv = () => ({ STORAGE_URL: `s3://${s3.bucket}/${PREFIX}/`, ...s3.env });

beforeAll(async () => {
  s3 = await startFakeS3();
  database = await createTestDatabase();
  // Each instance has a data directory of its own, as on two machines.
  configs = [await testConfig(storeEnv()), await testConfig(storeEnv())];
  first = await startTestApp(database, configs[0]);
  second = await startTestApp(database, configs[1]);
  lector = await staffHeaders(first, database, 'lector', undefined, { editsContent: true });
  [{ id: galleryId }] = await database.dataSource.query(`INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
  await s3?.close();
});

const UPLOAD = `mutation ($ownerId: Int!, $files: [Upload!]!) {
  uploadPictures(owner: gallery, ownerId: $ownerId, illustration: false, files: $files) { id path thumbnailPath }
}`;

async function uploadThrough(app: RunningApp, data: Buffer) {
  const { body } = await app.multipart<{ uploadPictures: { id: number; path: string; thumbnailPath: string }[] }>(
    UPLOAD,
    { ownerId: galleryId, files: [null] },
    [{ path: 'variables.files.0', name: 'tabor.jpg', data, type: 'image/jpeg' }],
    { headers: lector },
  );
  expect(body?.errors).toBeUndefined();
  return body!.data!.uploadPictures[0]!;
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

describe('pictures in an S3-compatible store', () => {
  it('stores an upload in the bucket under the prefix, and the other instance serves it with the same headers', async () => {
    const picture = await uploadThrough(first, await jpeg(300, 200));
    // In the store, not on the uploading instance's disk.
    expect(await filesUnder(uploadsDir(configs[0].dataDir))).toEqual([]);
    const stored = await objectBytes(picture.path);
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await objectExists(picture.thumbnailPath)).toBe(true);

    const response = await fetch(`${second.url}/public/${picture.path}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(stored);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(stored.length));
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();

    // A browser that has it is told so, without the bytes; HEAD sends the headers alone.
    const again = await fetch(`${first.url}/public/${picture.path}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    const head = await fetch(`${second.url}/public/${picture.thumbnailPath}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe((await objectBytes(picture.thumbnailPath)).length);
  });

  it('answers 404 with the same text for a missing file, a folder or a path that climbs out', async () => {
    // Something outside the prefix that a climbing path would reach.
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'tajne.jpg', Body: 'x' }));
    for (const url of [
      '/public/pictures/00/chybi.jpg',
      '/public/pictures',
      '/public/',
      '/public/..%2f..%2ftajne.jpg',
      '/public/.skryty.jpg',
    ]) {
      const response = await fetch(`${second.url}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(await response.text()).toBe('Soubor nenalezen.');
    }
    expect((await fetch(`${second.url}/public/pictures/00/a.jpg`, { method: 'POST' })).status).toBe(404);
  });

  it('deletes both files from the store with the picture, through either instance', async () => {
    const picture = await uploadThrough(second, await jpeg(120, 80, 7));
    const { body } = await first.graphql('mutation ($id: Int!) { deletePicture(id: $id) }', { id: picture.id }, lector);
    expect(body.errors).toBeUndefined();
    expect(await objectExists(picture.path)).toBe(false);
    expect(await objectExists(picture.thumbnailPath)).toBe(false);
    expect((await fetch(`${second.url}/public/${picture.path}`)).status).toBe(404);
  });

  it('redirects /public to STORAGE_PUBLIC_URL when a CDN serves the files', async () => {
    const config = await testConfig({ ...storeEnv(), STORAGE_PUBLIC_URL: 'https://cdn.example.com/obrazky/' });
    const app = await startTestApp(database, config);
    try {
      const response = await fetch(`${app.url}/public/pictures/ab/ab12.jpg`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://cdn.example.com/obrazky/pictures/ab/ab12.jpg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect((await fetch(`${app.url}/public/..%2fx.jpg`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 503 and logs when the store cannot be reached', async () => {
    const logger = memoryLogger();
    const config = await testConfig({ ...storeEnv(), S3_ENDPOINT: 'http://127.0.0.1:9' });
    const app = await startTestApp(database, config, { logger });
    try {
      const response = await fetch(`${app.url}/public/pictures/ab/ab12.jpg`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('Soubor je dočasně nedostupný.');
      expect(logger.lines).toContainEqual(
        expect.stringMatching(/^ERROR Reading the stored file pictures\/ab\/ab12\.jpg/),
      );
    } finally {
      await app.close();
    }
  });
});

describe('storage:migrate', () => {
  it('copies the files of DATA_DIR/uploads to the store once, again when one changed, and never a partial one', async () => {
    const root = uploadsDir(await mkdtemp(path.join(tmpdir(), 'kurzy-test-migrate-')));
    await mkdir(path.join(root, 'pictures', 'ab'), { recursive: true });
    await mkdir(path.join(root, 'demo'), { recursive: true });
    const photo = await jpeg(200, 100, 3);
    await writeFile(path.join(root, 'pictures', 'ab', 'ab-1.jpg'), photo);
    await writeFile(path.join(root, 'demo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(root, 'pictures', 'ab', '.1234.part'), 'half');
    await writeFile(path.join(root, 'demo', 'Jiny Nazev.JPG'), 'x');
    const store = new S3Storage(configs[0].s3!);

    const copied = await copyUploadsToStore(root, store, silentLogger);
    expect(copied).toEqual({ copied: 2, present: 0, failed: 0, ignored: ['demo/Jiny Nazev.JPG'] });
    expect(await objectBytes('pictures/ab/ab-1.jpg')).toEqual(photo);
    expect(await objectExists('pictures/ab/.1234.part')).toBe(false);
    const logo = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/demo/logo.svg` }));
    expect(logo).toMatchObject({ ContentType: 'image/svg+xml', CacheControl: IMMUTABLE });
    // Served by the app like an uploaded picture.
    const served = await fetch(`${first.url}/public/pictures/ab/ab-1.jpg`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);

    expect(await copyUploadsToStore(root, store, silentLogger)).toMatchObject({ copied: 0, present: 2, failed: 0 });
    await writeFile(path.join(root, 'demo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
    expect(await copyUploadsToStore(root, store, silentLogger)).toMatchObject({ copied: 1, present: 1, failed: 0 });
    expect((await objectBytes('demo/logo.svg')).toString()).toContain('<g/>');
  });

  it('copies nothing when there is no DATA_DIR/uploads', async () => {
    const root = uploadsDir(await mkdtemp(path.join(tmpdir(), 'kurzy-test-migrate-')));
    expect(await copyUploadsToStore(root, new S3Storage(configs[0].s3!), silentLogger)).toEqual({
      copied: 0,
      present: 0,
      failed: 0,
      ignored: [],
    });
  });
});

describe('storage configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('reads the bucket, the prefix, the endpoint, the region and the public address', () => {
    expect(
      loadConfig({
        STORAGE_URL: 's3://kurzy-fotky/prod/obrazky/',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-central-1',
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'tajne/heslo+1',
        STORAGE_PUBLIC_URL: 'https://cdn.example.com/',
      }).s3,
    ).toEqual({
      bucket: 'kurzy-fotky',
      prefix: 'prod/obrazky',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'tajne/heslo+1' },
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({ STORAGE_URL: 's3://kurzy-fotky', AWS_REGION: 'eu-west-1' }).s3).toMatchObject({
      prefix: '',
      endpoint: null,
      region: 'eu-west-1',
      // The AWS SDK's own chain then.
      credentials: null,
    });
    expect(loadConfig({ STORAGE_URL: 's3://kurzy-fotky' }).s3?.region).toBe('us-east-1');
    expect(loadConfig({}).s3).toBeNull();
  });

  it('refuses to start with a STORAGE_URL that names no bucket, saying what it expects', () => {
    for (const value of [
      '/srv/obrazky',
      's3:/kurzy',
      's3://',
      's3://Kurzy_Fotky/x',
      's3://kurzy/../x',
      'https://kurzy/x',
    ])
      expect(problemsOf({ STORAGE_URL: value })).toEqual([
        `STORAGE_URL=${JSON.stringify(value)} is not valid: expected s3://bucket or s3://bucket/prefix (an S3 bucket name; the prefix of letters, digits, dots, dashes and underscores)`,
      ]);
  });

  it('refuses S3 settings without STORAGE_URL: the pictures would stay on this disk', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', STORAGE_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([
      'S3_ENDPOINT is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix, or unset S3_ENDPOINT',
      'STORAGE_PUBLIC_URL is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix, or unset STORAGE_PUBLIC_URL',
    ]);
  });

  it('refuses half a key pair, and never repeats the secret', () => {
    expect(problemsOf({ STORAGE_URL: 's3://kurzy', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither',
    ]);
    const problems = problemsOf({ STORAGE_URL: 's3://kurzy', AWS_SECRET_ACCESS_KEY: 'x'.repeat(300) });
    expect(problems).toEqual([expect.stringMatching(/^AWS_SECRET_ACCESS_KEY is not valid/)]);
  });

  it('keeps private documents under a prefix of their own, never inside the public one', () => {
    const config = loadConfig({ STORAGE_URL: 's3://kurzy/obrazky', PRIVATE_STORAGE_URL: 's3://kurzy/soukrome' });
    expect(config.privateS3).toMatchObject({ bucket: 'kurzy', prefix: 'soukrome', publicUrl: null });
    const inside =
      'PRIVATE_STORAGE_URL lies within STORAGE_URL, whose files are public: give it another bucket or a prefix outside it';
    for (const PRIVATE_STORAGE_URL of ['s3://kurzy/obrazky', 's3://kurzy/obrazky/posudky'])
      expect(problemsOf({ STORAGE_URL: 's3://kurzy/obrazky', PRIVATE_STORAGE_URL })).toEqual([inside]);
    expect(problemsOf({ STORAGE_URL: 's3://kurzy', PRIVATE_STORAGE_URL: 's3://kurzy/posudky' })).toEqual([inside]);
    expect(loadConfig({ PRIVATE_STORAGE_URL: 's3://posudky' }).s3).toBeNull();
  });
});

describe('the private store in S3 (PRIVATE_STORAGE_URL)', () => {
  it('reads a document back, never marks it cacheable, and /public never reaches it', async () => {
    const config = await testConfig({ ...storeEnv(), PRIVATE_STORAGE_URL: `s3://${s3.bucket}/soukrome` });
    const store = createPrivateFileStorage(config);
    const data = Buffer.from('%PDF-1.4 posudek');
    await store.put('certificates/abc.pdf', data);
    const found = await store.get('certificates/abc.pdf');
    expect(found).toMatchObject({ size: data.length, contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data);
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'soukrome/certificates/abc.pdf' }),
    );
    expect(head.CacheControl).toBe('private, no-store');
    expect((await fetch(`${first.url}/public/certificates/abc.pdf`)).status).toBe(404);
    await store.remove('certificates/abc.pdf');
    expect(await store.get('certificates/abc.pdf')).toBeNull();
  });
});
