import { existsSync } from 'node:fs';
import path from 'node:path';
import { ACTIVITY_TYPES, AGE_CATEGORIES } from '@kurzy/common';
import { createDataSource } from './core/database/data-source';
import { uploadsDir } from './core/paths';
import { ENTITIES } from './modules';
import { verifyPassword } from './modules/auth/auth.password';
import { seedLargeRegistrations } from './seed/large';
import { prepareDatabase } from './startup';
import { memoryLogger, testConfig } from './test/config';
import { createTestDatabase, TestDatabase } from './test/database';

const count = async (database: TestDatabase, sql: string): Promise<number> =>
  Number((await database.dataSource.query(`SELECT count(*) AS n FROM ${sql}`))[0].n);

async function counts(database: TestDatabase) {
  const tables = [
    'branch',
    'course',
    'schedule',
    'camp',
    '"user"',
    'news',
    'gallery',
    'picture',
    'video',
    'customer',
    'registration',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(database, table)])));
}

describe('first start on an empty database', () => {
  let database: TestDatabase;
  const logger = memoryLogger();
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterAll(() => database.drop());

  it('migrates, seeds the Czech demo data and creates an administrator with a printed password', async () => {
    const config = await testConfig();
    await prepareDatabase(database.dataSource, config, logger);

    expect(await counts(database)).toMatchObject({ branch: 3, camp: 2, '"user"': 5, news: 5, gallery: 2, video: 1 });
    expect(await count(database, 'course')).toBeGreaterThanOrEqual(12);
    const registrations = await count(database, 'registration');
    expect(registrations).toBeGreaterThanOrEqual(35);
    expect(registrations).toBeLessThanOrEqual(45);

    const [{ categories, types }] = await database.dataSource.query(
      `SELECT array_agg(DISTINCT category::text) AS categories, array_agg(DISTINCT type::text) AS types FROM course`,
    );
    expect([...categories].sort()).toEqual([...AGE_CATEGORIES].sort());
    expect([...types].sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(await count(database, `schedule WHERE lector_id IS NOT NULL`)).toBe(await count(database, 'schedule'));
    expect(await count(database, `camp WHERE lector_id IS NOT NULL`)).toBe(await count(database, 'camp'));
    expect(await count(database, `"user" WHERE role = 'lector'`)).toBe(4);

    // One course is full: its confirmed registrations reach the capacity and others wait as replacements.
    const full = await database.dataSource.query(
      `SELECT c.title FROM course c JOIN schedule s ON s.course_id = c.id JOIN registration r ON r.schedule_id = s.id
       WHERE r.cancelled_at IS NULL GROUP BY c.id
       HAVING count(*) FILTER (WHERE NOT r.replacement) = c.capacity AND count(*) FILTER (WHERE r.replacement) > 0`,
    );
    expect(full).toHaveLength(1);
    expect(await count(database, `registration WHERE payment_state = 'paid'`)).toBeGreaterThan(0);
    expect(await count(database, `registration WHERE payment_state = 'unpaid'`)).toBeGreaterThan(0);
    expect(await count(database, `registration WHERE type = 'camp'`)).toBeGreaterThan(0);

    // Gallery pictures exist as files under /public.
    const pictures: { path: string }[] = await database.dataSource.query('SELECT path FROM picture');
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(existsSync(path.join(uploadsDir(config.dataDir), picture.path))).toBe(true);

    const announcement = logger.lines.find((line) => line.includes('with the password:'));
    expect(announcement).toBeDefined();
    const password = /password: (\S+)/.exec(announcement as string)?.[1] as string;
    const [admin] = await database.dataSource.query(`SELECT role, password_hash FROM "user" WHERE username = 'admin'`);
    expect(admin.role).toBe('administrator');
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password_hash, password)).toBe(true);
  });

  it('seeds nothing twice and prints no new password on the next start', async () => {
    const before = await counts(database);
    const again = memoryLogger();
    await prepareDatabase(database.dataSource, await testConfig(), again);
    expect(await counts(database)).toEqual(before);
    expect(again.lines.join('\n')).not.toMatch(/password|Seeded|Applied/);
  });

  it('never seeds again once the demo data were deleted by staff', async () => {
    await database.dataSource.query('DELETE FROM news');
    await prepareDatabase(database.dataSource, await testConfig(), memoryLogger());
    expect(await count(database, 'news')).toBe(0);
  });

  it('sets the administrator password from ADMIN_PASSWORD', async () => {
    await prepareDatabase(
      database.dataSource,
      await testConfig({ ADMIN_PASSWORD: 'velmi-tajne-heslo' }),
      memoryLogger(),
    );
    const [admin] = await database.dataSource.query(`SELECT password_hash FROM "user" WHERE username = 'admin'`);
    expect(await verifyPassword(admin.password_hash, 'velmi-tajne-heslo')).toBe(true);
  });

  it('adds a large data set set-based', async () => {
    const before = await count(database, 'registration');
    await seedLargeRegistrations(database.dataSource, 5000);
    expect(await count(database, 'registration')).toBe(before + 5000);
    expect(await count(database, '(SELECT DISTINCT variable_symbol FROM registration) AS symbols')).toBe(before + 5000);
    await seedLargeRegistrations(database.dataSource, 10);
    expect(await count(database, 'registration')).toBe(before + 5010);
  });
});

describe('start-up on a database with content of its own', () => {
  it('adds no demo data, and with DEMO_DATA=false seeds nothing at all', async () => {
    const database = await createTestDatabase();
    try {
      await database.dataSource.query(`INSERT INTO branch (title, address) VALUES ('Naše pobočka', 'Hlavní 1, Brno')`);
      await prepareDatabase(database.dataSource, await testConfig(), memoryLogger());
      expect(await count(database, 'branch')).toBe(1);
      expect(await count(database, 'course')).toBe(0);
      await database.dataSource.query('DELETE FROM branch');
      await prepareDatabase(database.dataSource, await testConfig({ DEMO_DATA: 'false' }), memoryLogger());
      expect(await count(database, 'branch')).toBe(0);
    } finally {
      await database.drop();
    }
  });
});

describe('several instances starting at once', () => {
  it('take turns: one migrates and seeds, the others find it done', async () => {
    const first = await createTestDatabase({ migrated: false });
    const others = [createDataSource(first.url, ENTITIES), createDataSource(first.url, ENTITIES)];
    try {
      await Promise.all(others.map((dataSource) => dataSource.initialize()));
      const config = await testConfig();
      await Promise.all(
        [first.dataSource, ...others].map((dataSource) => prepareDatabase(dataSource, config, memoryLogger())),
      );
      expect(await count(first, 'branch')).toBe(3);
      expect(await count(first, `"user" WHERE role = 'administrator'`)).toBe(1);
    } finally {
      await Promise.all(others.map((dataSource) => dataSource.destroy()));
      await first.drop();
    }
  });
});
