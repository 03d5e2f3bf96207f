import { MigrationInterface, QueryRunner } from 'typeorm';

/** Lessons with something of their own (changes, substitutes, notes), staff's non-teaching days and
 * attendance marks (issue 26, items 1-3); e-mails about a cancelled or moved lesson. */
export class Attendance1795800000012 implements MigrationInterface {
  name = 'Attendance1795800000012';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lesson" ("id" SERIAL NOT NULL, "schedule_id" integer, "camp_id" integer, "original_date" date NOT NULL, "kind" character varying(10) NOT NULL DEFAULT 'regular', "date" date NOT NULL, "from" TIME, "to" TIME, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancel_reason" character varying(500), "substitute_lector_id" integer, "note" text, "note_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "lesson_times_check" CHECK (("from" IS NULL) = ("to" IS NULL) AND ("to" IS NULL OR "to" > "from")), CONSTRAINT "lesson_kind_check" CHECK ("kind" IN ('regular', 'makeup', 'camp')), CONSTRAINT "lesson_owner_check" CHECK (("schedule_id" IS NULL) <> ("camp_id" IS NULL)), CONSTRAINT "PK_0ef25918f0237e68696dee455bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "lesson_substitute_lector_id_idx" ON "lesson"  ("substitute_lector_id") `);
    await queryRunner.query(`CREATE INDEX "lesson_date_idx" ON "lesson"  ("date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "lesson_camp_day_key" ON "lesson"  ("camp_id", "original_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "lesson_schedule_day_key" ON "lesson"  ("schedule_id", "original_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "attendance_mark" ("id" SERIAL NOT NULL, "lesson_id" integer NOT NULL, "registration_id" integer NOT NULL, "state" character varying(10) NOT NULL, "marked_at" TIMESTAMP WITH TIME ZONE NOT NULL, "marked_by_id" integer, "by_parent" boolean NOT NULL DEFAULT false, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "attendance_mark_state_check" CHECK ("state" IN ('present', 'absent', 'excused')), CONSTRAINT "PK_ec9eadd143775f2b4f80436cce6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "attendance_mark_registration_id_idx" ON "attendance_mark"  ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "attendance_mark_lesson_registration_key" ON "attendance_mark"  ("lesson_id", "registration_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "non_teaching_day" ("id" SERIAL NOT NULL, "from" date NOT NULL, "to" date NOT NULL, "title" character varying(200) NOT NULL, "branch_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "non_teaching_day_range_check" CHECK ("to" >= "from"), CONSTRAINT "PK_d8eb7e2c09088710c74323869a5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "non_teaching_day_range_idx" ON "non_teaching_day"  ("from", "to") `);
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "lesson_id" integer`);
    await queryRunner.query(`CREATE INDEX "mail_message_lesson_id_idx" ON "mail_message"  ("lesson_id") `);
    await queryRunner.query(
      `ALTER TABLE "lesson" ADD CONSTRAINT "FK_6cbb33c9c0b6936d58035cd2dba" FOREIGN KEY ("schedule_id") REFERENCES "schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson" ADD CONSTRAINT "FK_46c60a81fd33eea452da9ac7a3d" FOREIGN KEY ("camp_id") REFERENCES "camp"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson" ADD CONSTRAINT "FK_ca65983934421755ec36c559dc0" FOREIGN KEY ("substitute_lector_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson" ADD CONSTRAINT "FK_630cedc7e764d22729ae855498e" FOREIGN KEY ("note_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attendance_mark" ADD CONSTRAINT "FK_2935737bd17ebbbd272a1a0a099" FOREIGN KEY ("lesson_id") REFERENCES "lesson"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attendance_mark" ADD CONSTRAINT "FK_6c65a22a842ce780e04409cf4de" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attendance_mark" ADD CONSTRAINT "FK_5cebb50a1bdda0aa9a4aec77973" FOREIGN KEY ("marked_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "non_teaching_day" ADD CONSTRAINT "FK_e145120df6fdbcbc420b83868f7" FOREIGN KEY ("branch_id") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_a10e28e4a1ac209695135f597cb" FOREIGN KEY ("lesson_id") REFERENCES "lesson"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link', 'email_change', 'lesson_changed'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" = 'lesson_changed'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link', 'email_change'))`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_a10e28e4a1ac209695135f597cb"`);
    await queryRunner.query(`ALTER TABLE "non_teaching_day" DROP CONSTRAINT "FK_e145120df6fdbcbc420b83868f7"`);
    await queryRunner.query(`ALTER TABLE "attendance_mark" DROP CONSTRAINT "FK_5cebb50a1bdda0aa9a4aec77973"`);
    await queryRunner.query(`ALTER TABLE "attendance_mark" DROP CONSTRAINT "FK_6c65a22a842ce780e04409cf4de"`);
    await queryRunner.query(`ALTER TABLE "attendance_mark" DROP CONSTRAINT "FK_2935737bd17ebbbd272a1a0a099"`);
    await queryRunner.query(`ALTER TABLE "lesson" DROP CONSTRAINT "FK_630cedc7e764d22729ae855498e"`);
    await queryRunner.query(`ALTER TABLE "lesson" DROP CONSTRAINT "FK_ca65983934421755ec36c559dc0"`);
    await queryRunner.query(`ALTER TABLE "lesson" DROP CONSTRAINT "FK_46c60a81fd33eea452da9ac7a3d"`);
    await queryRunner.query(`ALTER TABLE "lesson" DROP CONSTRAINT "FK_6cbb33c9c0b6936d58035cd2dba"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_lesson_id_idx"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "lesson_id"`);
    await queryRunner.query(`DROP INDEX "public"."non_teaching_day_range_idx"`);
    await queryRunner.query(`DROP TABLE "non_teaching_day"`);
    await queryRunner.query(`DROP INDEX "public"."attendance_mark_lesson_registration_key"`);
    await queryRunner.query(`DROP INDEX "public"."attendance_mark_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "attendance_mark"`);
    await queryRunner.query(`DROP INDEX "public"."lesson_schedule_day_key"`);
    await queryRunner.query(`DROP INDEX "public"."lesson_camp_day_key"`);
    await queryRunner.query(`DROP INDEX "public"."lesson_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."lesson_substitute_lector_id_idx"`);
    await queryRunner.query(`DROP TABLE "lesson"`);
  }
}
