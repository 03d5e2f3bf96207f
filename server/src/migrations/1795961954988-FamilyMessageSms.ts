import { MigrationInterface, QueryRunner } from 'typeorm';

/** SMS to families (issue 43): the message's SMS text and segments, and an SMS's delivery on its
 * recipient row (an e-mail's stays on its outbox row). */
export class FamilyMessageSms1795961954988 implements MigrationInterface {
  name = 'FamilyMessageSms1795961954988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "family_message" ADD "sms_text" text`);
    await queryRunner.query(`ALTER TABLE "family_message" ADD "sms_segments" integer`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "status" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "last_error" text`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" ADD "provider_id" character varying(100)`);
    await queryRunner.query(
      `CREATE INDEX "family_message_recipient_sms_due_idx" ON "family_message_recipient"  ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "family_message_recipient" ADD CONSTRAINT "family_message_recipient_status_check" CHECK ("status" IS NULL OR "status" IN ('pending', 'sent', 'failed', 'skipped'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "family_message_recipient" DROP CONSTRAINT "family_message_recipient_status_check"`,
    );
    await queryRunner.query(`DROP INDEX "public"."family_message_recipient_sms_due_idx"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "provider_id"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "next_attempt_at"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "family_message" DROP COLUMN "sms_segments"`);
    await queryRunner.query(`ALTER TABLE "family_message" DROP COLUMN "sms_text"`);
  }
}
