import { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes of the staff overview (issue 27): each panel's aggregation reads one of them alone
 * (index-only), not the whole registration table. */
export class OverviewIndexes1795800000010 implements MigrationInterface {
  name = 'OverviewIndexes1795800000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Money of the term: the registrations holding a place, by the day they came.
    await queryRunner.query(
      `CREATE INDEX "registration_overview_placed_idx" ON "registration" ("created_at") INCLUDE ("id", "branch_id", "due_haler", "received_haler", "payment_state") WHERE "cancelled_at" IS NULL AND NOT "replacement"`,
    );
    // Occupancy: places held and waiting, per slot and camp.
    await queryRunner.query(
      `CREATE INDEX "registration_overview_held_idx" ON "registration" ("schedule_id", "camp_id", "replacement") WHERE "cancelled_at" IS NULL`,
    );
    // Received per week.
    await queryRunner.query(
      `CREATE INDEX "payment_overview_received_idx" ON "payment" ("booked_on") INCLUDE ("amount_haler") WHERE "pairable" AND "reversed_at" IS NULL`,
    );
    // E-mails that failed: few among many sent.
    await queryRunner.query(
      `CREATE INDEX "mail_message_failed_idx" ON "mail_message" ("id") WHERE "status" = 'failed'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."mail_message_failed_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_overview_received_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_overview_held_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_overview_placed_idx"`);
  }
}
