import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link', 'email_change', 'lesson_changed'`;

/**
 * Each domain declares its own kinds of e-mail (issue 39, item 4): a new kind needs no migration.
 * The CHECK listing every kind goes (the application refuses a kind no module declares when it is
 * queued), the column holds longer names, and the per-kind references with foreign keys into two
 * domains (invitation_id, lesson_id) become one `reference_id` that only the kind's domain reads;
 * the rows keep theirs. Written by hand: the generator does not compare CHECK constraints.
 */
export class MailKindsOfTheDomains1795800000400 implements MigrationInterface {
  name = 'MailKindsOfTheDomains1795800000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_subject_check"`);
    await queryRunner.query(`ALTER TABLE "mail_message" ALTER COLUMN "kind" TYPE character varying(40)`);
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "reference_id" integer`);
    await queryRunner.query(
      `UPDATE "mail_message" SET "reference_id" = COALESCE("invitation_id", "lesson_id")
        WHERE "invitation_id" IS NOT NULL OR "lesson_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_bf17622f9c4108b2bb369e8303c"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_a10e28e4a1ac209695135f597cb"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_invitation_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_lesson_id_idx"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "invitation_id"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "lesson_id"`);
    await queryRunner.query(
      `CREATE INDEX "mail_message_reference_idx" ON "mail_message" ("kind", "reference_id") WHERE "reference_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."mail_message_reference_idx"`);
    // Kinds the list did not hold, and references whose row is gone, cannot go back.
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" NOT IN (${KINDS_BEFORE})`);
    await queryRunner.query(
      `DELETE FROM "mail_message" m
        WHERE (m."kind" = 'invitation' AND NOT EXISTS (SELECT 1 FROM "user_invitation" i WHERE i."id" = m."reference_id"))
           OR (m."kind" = 'lesson_changed' AND NOT EXISTS (SELECT 1 FROM "lesson" l WHERE l."id" = m."reference_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "lesson_id" integer`);
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "invitation_id" integer`);
    await queryRunner.query(`UPDATE "mail_message" SET "invitation_id" = "reference_id" WHERE "kind" = 'invitation'`);
    await queryRunner.query(`UPDATE "mail_message" SET "lesson_id" = "reference_id" WHERE "kind" = 'lesson_changed'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "reference_id"`);
    await queryRunner.query(`CREATE INDEX "mail_message_lesson_id_idx" ON "mail_message"  ("lesson_id") `);
    await queryRunner.query(`CREATE INDEX "mail_message_invitation_id_idx" ON "mail_message"  ("invitation_id") `);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_a10e28e4a1ac209695135f597cb" FOREIGN KEY ("lesson_id") REFERENCES "lesson"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_bf17622f9c4108b2bb369e8303c" FOREIGN KEY ("invitation_id") REFERENCES "user_invitation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" ALTER COLUMN "kind" TYPE character varying(20)`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_subject_check" CHECK (("registration_id" IS NULL) <> ("invitation_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`,
    );
  }
}
