import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 41, item 12: the reminders' one setting row. They go only to registrations that became due
 * after `enabled_since` (so older data loaded later is never reminded at once), and not while
 * `paused_at` is set. An existing database starts now: what was overdue before is staff's to chase. */
export class PaymentReminderSetting1795944566085 implements MigrationInterface {
  name = 'PaymentReminderSetting1795944566085';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_reminder_setting" (
         "id" integer PRIMARY KEY CHECK ("id" = 1),
         "enabled_since" timestamptz NOT NULL DEFAULT now(),
         "paused_at" timestamptz,
         "changed_by_id" integer REFERENCES "user"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`INSERT INTO "payment_reminder_setting" ("id") VALUES (1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_reminder_setting"`);
  }
}
