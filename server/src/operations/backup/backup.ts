// `npm run backup` and `npm run restore`: the whole site in one .tar.gz, a consistent snapshot of the
// database (database-dump.ts) and the stored files (backup-files.ts), with a manifest that says
// what it holds. A restore goes into an empty database and an empty file store only.
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { DataSource, MigrationExecutor } from 'typeorm';
import { dataSourceOptions } from '../../core/database/data-source';
import { MIGRATIONS } from '../../migrations';
import { type BackupFiles, hasNoFiles } from './backup-files';
import { type DatabaseDump, dumpDatabase, isEmptyDatabase, loadDatabase, type Query } from './database-dump';

export const BACKUP_FORMAT = 'kurzy-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The version of the app that made it (package.json). */
  appVersion: string;
  createdAt: string;
  database: DatabaseDump;
  files: { count: number; bytes: number };
}

export interface BackupTarget {
  /** The database to dump or to restore into. */
  databaseUrl: string;
  files: BackupFiles;
  /** The .tar.gz file written or read. */
  archive: string;
}

/** A backup or restore that cannot go on, with a message for the operator. */
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const DATABASE_DIR = 'database';
const FILES_DIR = 'files';

async function appVersion(): Promise<string> {
  // The repository's package.json, from server/src/modules/backup and server/dist/modules/backup alike.
  const file = path.resolve(__dirname, '../../../../package.json');
  return String((JSON.parse(await readFile(file, 'utf8')) as { version?: unknown }).version);
}

const migrationName = (migration: (typeof MIGRATIONS)[number]) =>
  (new migration() as { name?: string }).name ?? migration.name;

function clientQuery(client: pg.ClientBase): Query {
  return async (sql, parameters) => (await client.query(sql, parameters)).rows as Record<string, unknown>[];
}

/** The database from one snapshot: a picture saved while the backup runs is in both the rows and the
 * files or in neither, except for one uploaded after the snapshot, whose file comes along unreferenced. */
async function dumpInto(databaseUrl: string, dir: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kurzy-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const dump = await dumpDatabase(clientQuery(client), dir);
    await client.query('COMMIT');
    return dump;
  } finally {
    await client.end();
  }
}

async function copyFilesOut(files: BackupFiles, dir: string): Promise<BackupManifest['files']> {
  let count = 0;
  let bytes = 0;
  for await (const key of files.keys()) {
    let data: Buffer;
    try {
      data = await files.read(key);
    } catch (error) {
      // Deleted since it was listed (its picture is gone from the snapshot too, or soon will be).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const target = path.join(dir, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, data, { mode: 0o600 });
    count += 1;
    bytes += data.length;
  }
  return { count, bytes };
}

/** Writes the archive (mode 0600: it holds personal data) and returns its manifest. The work files
 * sit beside the archive in a private folder, so the finished archive is renamed into place whole. */
export async function createBackup({ databaseUrl, files, archive }: BackupTarget): Promise<BackupManifest> {
  const target = path.resolve(archive);
  const staging = await mkdtemp(path.join(path.dirname(target), '.kurzy-backup-'));
  try {
    await mkdir(path.join(staging, DATABASE_DIR), { mode: 0o700 });
    await mkdir(path.join(staging, FILES_DIR), { mode: 0o700 });
    const database = await dumpInto(databaseUrl, path.join(staging, DATABASE_DIR));
    const copied = await copyFilesOut(files, path.join(staging, FILES_DIR));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: await appVersion(),
      createdAt: new Date().toISOString(),
      database,
      files: copied,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const partial = path.join(staging, `${randomUUID()}.tar.gz`);
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE_DIR, FILES_DIR]);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('This is not a backup of this app: the archive has no readable manifest.json.');
  }
  if (manifest.format !== BACKUP_FORMAT || !manifest.database || !manifest.files)
    throw new BackupError('This is not a backup of this app: its manifest.json is of another format.');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `The archive is in backup format ${String(manifest.formatVersion)}; this version of the app reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  return manifest as BackupManifest;
}

/** The app's migrations up to the archive's: its schema exactly, whatever the app added since runs at
 * the next start. An archive from a newer app names migrations this one does not know. */
function migrationsOf(manifest: BackupManifest): typeof MIGRATIONS {
  const known = new Map(MIGRATIONS.map((migration) => [migrationName(migration), migration]));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BackupError(
      `The archive comes from a newer version of the app (${manifest.appVersion}, migrations ${unknown.join(', ')}): restore it with that version.`,
    );
  const wanted = new Set(manifest.database.migrations);
  return MIGRATIONS.filter((migration) => wanted.has(migrationName(migration)));
}

/** One transaction: the schema of the archive's migrations, then its rows. On any failure the
 * database is left as empty as it was. */
async function restoreDatabase(databaseUrl: string, dir: string, manifest: BackupManifest): Promise<void> {
  const dataSource = new DataSource({
    ...dataSourceOptions(databaseUrl, []),
    migrations: migrationsOf(manifest),
    extra: { max: 2, application_name: 'kurzy-restore' },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    const query: Query = (sql, parameters) => runner.query(sql, parameters) as Promise<Record<string, unknown>[]>;
    if (!(await isEmptyDatabase(query)))
      throw new BackupError(
        'The database is not empty: restore into a new, empty database (or, with the embedded database, an empty DATA_DIR).',
      );
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    await executor.executePendingMigrations();
    await loadDatabase(query, dir, manifest.database);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

async function copyFilesIn(dir: string, files: BackupFiles): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    await files.write(path.relative(dir, file).split(path.sep).join('/'), await readFile(file));
    count += 1;
  }
  return count;
}

/** Brings an archive back into an empty database and an empty file store; refuses anything else. */
export async function restoreBackup({ databaseUrl, files, archive }: BackupTarget): Promise<BackupManifest> {
  if (!(await hasNoFiles(files)))
    throw new BackupError(`${files.location} already holds files: restore into ${files.emptyAlternative}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'kurzy-restore-'));
  try {
    try {
      // Plain files and folders only: no links that could point out of the work folder.
      await tar.x({
        file: archive,
        cwd: staging,
        strict: true,
        filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
      });
    } catch (error) {
      throw new BackupError(
        `Cannot read the archive ${archive}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const manifest = await readManifest(staging);
    await restoreDatabase(databaseUrl, path.join(staging, DATABASE_DIR), manifest);
    const count = await copyFilesIn(path.join(staging, FILES_DIR), files);
    if (count !== manifest.files.count)
      throw new BackupError(
        `The archive is damaged: it holds ${count} files, its manifest says ${manifest.files.count}. The database is restored.`,
      );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
