import { createTestDatabase, TestDatabase } from '../../test/database';
import { MIGRATIONS } from '../../migrations';
import { pendingSchemaChanges } from './schema-diff';

const TABLES = [
  'app_state',
  'attendance_mark',
  'bank_import',
  'branch',
  'camp',
  'camp_certificate',
  'camp_declaration',
  'camp_handover',
  'camp_paperwork',
  'card_payment',
  'course',
  'customer',
  'discount',
  'family_message',
  'family_message_opt_out',
  'family_message_recipient',
  'gallery',
  'geocode_cache',
  'invoice',
  'invoice_number_counter',
  'legal_text',
  'lesson',
  'login_attempt',
  'mail_message',
  'makeup_booking',
  'makeup_credit',
  'news',
  'non_teaching_day',
  'parent_activity',
  'parent_email_change',
  'parent_link',
  'parent_request',
  'payment',
  'payment_allocation',
  'payment_event',
  'payment_reminder_setting',
  'picture',
  'privacy_erasure',
  'private_file_removal',
  'rate_limit_hit',
  'reenrolment',
  'reenrolment_family',
  'refund',
  'registration',
  'registration_challenge_key',
  'registration_challenge_used',
  'registration_consent',
  'registration_event',
  'schedule',
  'school_holiday_import',
  'session',
  'supporter',
  'user',
  'user_invitation',
  'video',
  'waitlist_offer',
  'waitlist_pass',
  'waitlist_priority_change',
];

const tablesOf = async (database: TestDatabase): Promise<string[]> =>
  (
    await database.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY table_name`,
    )
  ).map((row: { table_name: string }) => row.table_name);

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterAll(() => database.drop());

  it('build the whole schema from an empty database', async () => {
    expect(await tablesOf(database)).toEqual([]);
    const applied = await database.dataSource.runMigrations({ transaction: 'all' });
    expect(applied).toHaveLength(MIGRATIONS.length);
    expect(await tablesOf(database)).toEqual(TABLES);
  });

  it('agree with the entities (no drift)', async () => {
    expect(await pendingSchemaChanges(database.dataSource)).toEqual({ up: [], down: [] });
  });

  it('run again as a no-op', async () => {
    expect(await database.dataSource.runMigrations({ transaction: 'all' })).toEqual([]);
  });

  it('can be undone to an empty database', async () => {
    for (let step = 0; step < MIGRATIONS.length; step += 1)
      await database.dataSource.undoLastMigration({ transaction: 'all' });
    expect(await tablesOf(database)).toEqual([]);
    const types = await database.dataSource.query(
      `SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'`,
    );
    expect(types).toEqual([]);
  });
});
