// The whole round trip through the real app: registrations and a picture made through GraphQL, a
// backup, the database dropped and the files wiped, a restore into an empty database, and the site
// serving every registration and the picture's very bytes again; with the files in DATA_DIR/uploads
// and in an S3-compatible store (STORAGE_URL).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import type { Config } from '../../core/config';
import { uploadsDir } from '../../core/paths';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3';
import { filesUnder } from '../../test/files';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { jpeg } from '../../test/images';
import { inLetters } from '../../test/names';
import { S3Storage } from '../../modules/uploads/upload.s3-storage';
import { createBackup, restoreBackup } from './backup';
import { localBackupFiles, s3BackupFiles } from './backup-files';

const REGISTER = 'mutation ($input: RegistrationInput!) { register(input: $input) { id variableSymbol } }';
const UPLOAD = `mutation ($owner: PictureOwner!, $ownerId: Int!, $illustration: Boolean!, $files: [Upload!]!) {
  uploadPictures(owner: $owner, ownerId: $ownerId, illustration: $illustration, files: $files) { id path thumbnailPath }
}`;
const REGISTRATIONS = '{ registrations { id email childFullName variableSymbol } }';

type Registration = { id: number; email: string; childFullName: string; variableSymbol: string };

let config: Config;
let uploads: string;
let work: string;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  config = await testConfig({ REGISTRATION_RATE_LIMIT: '0', REGISTRATION_COURSE_LIMIT: '0' });
  uploads = uploadsDir(config.dataDir);
  work = await mkdtemp(path.join(tmpdir(), 'kurzy-backup-test-'));
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await rm(work, { recursive: true, force: true });
  await rm(config.dataDir, { recursive: true, force: true });
});

async function startApp(database: TestDatabase, appConfig = config): Promise<RunningApp> {
  const app = await startTestApp(database, appConfig);
  cleanup.push(() => app.close());
  return app;
}

async function newDatabase(options: { migrated: boolean }): Promise<TestDatabase> {
  const database = await createTestDatabase(options);
  cleanup.push(() => database.drop());
  return database;
}

/** Every row of every table and every sequence's position, to compare two databases whole. */
async function contents(dataSource: DataSource): Promise<Record<string, unknown>> {
  const relations: { name: string; kind: string }[] = await dataSource.query(
    `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY c.relname`,
  );
  const result: Record<string, unknown> = {};
  for (const { name, kind } of relations) {
    const rows: { row: string }[] = await dataSource.query(
      kind === 'S'
        ? `SELECT last_value || ' ' || is_called AS row FROM "${name}"`
        : `SELECT to_jsonb(t)::text AS row FROM "${name}" t`,
    );
    result[name] = rows.map(({ row }) => row).sort();
  }
  return result;
}

async function register(
  app: RunningApp,
  scheduleId: number,
  n: number,
): Promise<{ id: number; variableSymbol: string }> {
  const { body } = await app.graphql<{ register: { id: number; variableSymbol: string } }>(REGISTER, {
    input: {
      parentFirstName: 'Jana',
      parentLastName: 'Nováková',
      email: `jana.zaloha${n}@example.com`,
      phone: '+420 777 123 456',
      childFullName: `Anna Zálohová ${inLetters(n)}`,
      childBornYear: `${new Date().getFullYear() - 6}-03-01`,
      personalDataConsent: true,
      type: 'course',
      scheduleId,
    },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.register;
}

async function served(app: RunningApp, key: string): Promise<Buffer> {
  const response = await fetch(`${app.url}/public/${key}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** What a site holds, made through the app: three registrations for a course and a gallery picture,
 * with the bytes the app serves for it (to compare after a restore). */
async function makeSite(app: RunningApp, database: TestDatabase) {
  const admin = await staffHeaders(app, database, 'administrator');
  const lector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
  const courseId = await insertCourse(database, { capacity: 10, max_capacity: 12 });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: await insertBranch(database) });
  for (const n of [1, 2, 3]) await register(app, scheduleId, n);
  const [{ id: galleryId }] = await database.dataSource.query(
    `INSERT INTO gallery (title) VALUES ('Tábor') RETURNING id`,
  );
  const upload = await app.multipart<{ uploadPictures: { path: string; thumbnailPath: string }[] }>(
    UPLOAD,
    { owner: 'gallery', ownerId: galleryId, illustration: false, files: [null] },
    [{ path: 'variables.files.0', name: 'tabor.jpg', data: await jpeg(200, 150), type: 'image/jpeg' }],
    { headers: lector },
  );
  const [uploaded] = upload.body!.data!.uploadPictures;
  const picture = {
    ...uploaded!,
    bytes: await served(app, uploaded!.path),
    thumbnail: await served(app, uploaded!.thumbnailPath),
  };
  const registrations = (await app.graphql<{ registrations: Registration[] }>(REGISTRATIONS, {}, admin)).body.data!
    .registrations;
  return { scheduleId, picture, registrations };
}

describe('npm run backup and npm run restore', () => {
  let archive: string;
  let before: Record<string, unknown>;
  let registrations: Registration[];
  let picture: { path: string; thumbnailPath: string; bytes: Buffer; thumbnail: Buffer };
  let storedFiles: string[];
  let scheduleId: number;
  let original: TestDatabase;

  it('writes one private archive with a manifest, the rows and the files', async () => {
    const database = (original = await newDatabase({ migrated: true }));
    const app = await startApp(database);
    ({ scheduleId, picture, registrations } = await makeSite(app, database));
    expect(registrations).toHaveLength(3);
    await app.close();

    before = await contents(database.dataSource);
    storedFiles = await filesUnder(uploads);
    expect(storedFiles.length).toBeGreaterThanOrEqual(2);
    archive = path.join(work, 'zaloha.tar.gz');
    const manifest = await createBackup({ databaseUrl: database.url, files: localBackupFiles(uploads), archive });

    expect(manifest).toMatchObject({
      format: 'kurzy-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
      files: { count: storedFiles.length },
    });
    expect(manifest.database.tables).toMatchObject({ registration: 3, picture: 1 });
    expect(manifest.database.migrations.length).toBeGreaterThan(10);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'database/registration.jsonl',
        ...storedFiles.map((file) => `files/${file.split(path.sep).join('/')}`),
      ]),
    );
    // Nothing is left beside the archive but the archive.
    expect(await filesUnder(work)).toEqual(['zaloha.tar.gz']);
  });

  it('restores into an empty database and data directory: every registration and picture is back', async () => {
    // The old site is gone: its database dropped, its files wiped.
    await original.drop();
    await rm(uploads, { recursive: true, force: true });
    const empty = await newDatabase({ migrated: false });

    const manifest = await restoreBackup({ databaseUrl: empty.url, files: localBackupFiles(uploads), archive });
    expect(manifest.database.tables.registration).toBe(3);

    expect(await contents(empty.dataSource)).toEqual(before);
    expect(await filesUnder(uploads)).toEqual(storedFiles);
    expect((await stat(path.join(uploads, ...picture.path.split('/')))).mode & 0o777).toBe(0o600);

    const app = await startApp(empty);
    const admin = await staffHeaders(app, empty, 'administrator');
    const { body } = await app.graphql<{ registrations: Registration[] }>(REGISTRATIONS, {}, admin);
    expect(body.data?.registrations).toEqual(expect.arrayContaining(registrations));
    expect(body.data?.registrations).toHaveLength(3);
    expect((await served(app, picture.path)).equals(picture.bytes)).toBe(true);
    expect((await served(app, picture.thumbnailPath)).equals(picture.thumbnail)).toBe(true);

    // The sequences went along: a new registration takes a new variable symbol, not an old one.
    const next = await register(app, scheduleId, 4);
    expect(registrations.map((registration) => registration.variableSymbol)).not.toContain(next.variableSymbol);
    expect(registrations.map((registration) => registration.id)).not.toContain(next.id);
  });

  it('refuses a database that is not empty and leaves it as it was', async () => {
    const used = await newDatabase({ migrated: true });
    const was = await contents(used.dataSource);
    const files = localBackupFiles(path.join(work, 'empty-uploads'));
    await expect(restoreBackup({ databaseUrl: used.url, files, archive })).rejects.toThrow(
      'The database is not empty: restore into a new, empty database',
    );
    expect(await contents(used.dataSource)).toEqual(was);
    expect(await filesUnder(path.join(work, 'empty-uploads'))).toEqual([]);
  });

  it('refuses a data directory that already holds files, before touching the database', async () => {
    const empty = await newDatabase({ migrated: false });
    await expect(restoreBackup({ databaseUrl: empty.url, files: localBackupFiles(uploads), archive })).rejects.toThrow(
      `${uploads} already holds files: restore into an empty data directory.`,
    );
    expect(await contents(empty.dataSource)).toEqual({});
  });

  it('refuses a file that is not a backup, and an archive from a newer version of the app', async () => {
    const empty = await newDatabase({ migrated: false });
    const files = localBackupFiles(path.join(work, 'empty-uploads'));
    const notAnArchive = path.join(work, 'nic.tar.gz');
    await writeFile(notAnArchive, 'nic');
    await expect(restoreBackup({ databaseUrl: empty.url, files, archive: notAnArchive })).rejects.toThrow(
      `Cannot read the archive ${notAnArchive}`,
    );

    const unpacked = await mkdtemp(path.join(work, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { database: { migrations: string[] } };
    manifest.database.migrations.push('FromTheFuture1999999999999');
    await writeFile(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, 'novejsi.tar.gz');
    await tar.c({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json', 'database', 'files']);
    await expect(restoreBackup({ databaseUrl: empty.url, files, archive: newer })).rejects.toThrow(
      'The archive comes from a newer version of the app (0.1.0, migrations FromTheFuture1999999999999): restore it with that version.',
    );
    expect(await contents(empty.dataSource)).toEqual({});
  });
});

describe('npm run backup and npm run restore with the pictures in an S3 store (STORAGE_URL)', () => {
  const PREFIX = 'skola/obrazky';
  let s3: FakeS3;
  let storeConfig: Config;
  let archive: string;
  let before: Record<string, unknown>;
  let registrations: Registration[];
  let picture: { path: string; thumbnailPath: string; bytes: Buffer; thumbnail: Buffer };
  let storedKeys: string[];
  let original: TestDatabase;

  beforeAll(async () => {
    s3 = await startFakeS3();
    storeConfig = await testConfig({
      REGISTRATION_RATE_LIMIT: '0',
      REGISTRATION_COURSE_LIMIT: '0',
      STORAGE_URL: `s3://${s3.bucket}/${PREFIX}`,
      ...s3.env,
    });
  });
  afterAll(async () => {
    await s3?.close();
    if (storeConfig) await rm(storeConfig.dataDir, { recursive: true, force: true });
  });

  // What backup-target.ts gives the CLIs with STORAGE_URL (it cannot be imported here: it loads the
  // embedded database's ES module).
  const storeFiles = () => s3BackupFiles(new S3Storage(storeConfig.s3!));

  /** Every object name in the bucket, the prefix included (sorted). */
  async function objectsInBucket(): Promise<string[]> {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  it('writes the objects under the prefix into the archive, and only those', async () => {
    const database = (original = await newDatabase({ migrated: true }));
    const app = await startApp(database, storeConfig);
    ({ picture, registrations } = await makeSite(app, database));
    await app.close();
    // In the store, not on this machine's disk.
    expect(await filesUnder(uploadsDir(storeConfig.dataDir))).toEqual([]);
    storedKeys = (await objectsInBucket()).map((key) => key.slice(PREFIX.length + 1));
    expect(storedKeys).toEqual(expect.arrayContaining([picture.path, picture.thumbnailPath]));
    // Neither another application's file beside the prefix nor a console's folder marker is the site's.
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'jina-aplikace/foto.jpg', Body: 'x' }));
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/`, Body: Buffer.alloc(0) }));

    before = await contents(database.dataSource);
    archive = path.join(work, 'zaloha-s3.tar.gz');
    const manifest = await createBackup({ databaseUrl: database.url, files: storeFiles(), archive });

    expect(manifest.files.count).toBe(storedKeys.length);
    expect(manifest.database.tables).toMatchObject({ registration: 3, picture: 1 });
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.filter((entry) => entry.startsWith('files/') && !entry.endsWith('/')).sort()).toEqual(
      storedKeys.map((key) => `files/${key}`),
    );
  });

  it('restores into an empty database and an empty store: every registration and picture is back', async () => {
    // The old site is gone: its database dropped, every object under the prefix deleted.
    await original.drop();
    for (const key of await objectsInBucket())
      if (key.startsWith(`${PREFIX}/`)) await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(await objectsInBucket()).toEqual(['jina-aplikace/foto.jpg']);
    const empty = await newDatabase({ migrated: false });

    const manifest = await restoreBackup({ databaseUrl: empty.url, files: storeFiles(), archive });
    expect(manifest.files.count).toBe(storedKeys.length);

    expect(await contents(empty.dataSource)).toEqual(before);
    expect(await objectsInBucket()).toEqual(
      ['jina-aplikace/foto.jpg', ...storedKeys.map((key) => `${PREFIX}/${key}`)].sort(),
    );
    // Stored as an upload is: its type and the cache headers a CDN serving the bucket sends.
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${picture.path}` }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'public, max-age=31536000, immutable' });

    const app = await startApp(empty, storeConfig);
    const admin = await staffHeaders(app, empty, 'administrator');
    const { body } = await app.graphql<{ registrations: Registration[] }>(REGISTRATIONS, {}, admin);
    expect(body.data?.registrations).toEqual(expect.arrayContaining(registrations));
    expect(body.data?.registrations).toHaveLength(3);
    expect((await served(app, picture.path)).equals(picture.bytes)).toBe(true);
    expect((await served(app, picture.thumbnailPath)).equals(picture.thumbnail)).toBe(true);
  });

  it('refuses a store that already holds files under the prefix, before touching the database', async () => {
    const empty = await newDatabase({ migrated: false });
    await expect(restoreBackup({ databaseUrl: empty.url, files: storeFiles(), archive })).rejects.toThrow(
      `s3://${s3.bucket}/${PREFIX} already holds files: restore into an empty bucket or under a new prefix (STORAGE_URL=s3://bucket/prefix).`,
    );
    expect(await contents(empty.dataSource)).toEqual({});
  });
});
