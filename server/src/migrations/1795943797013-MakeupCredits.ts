import { MigrationInterface, QueryRunner } from 'typeorm';

export class MakeupCredits1795943797013 implements MigrationInterface {
  name = 'MakeupCredits1795943797013';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "makeup_credit" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "source_lesson_id" integer, "origin" character varying(10) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'available', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reason" character varying(500), "changed_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "makeup_credit_origin_check" CHECK ("origin" IN ('excuse', 'cancelled', 'staff')), CONSTRAINT "makeup_credit_state_check" CHECK ("state" IN ('available', 'booked', 'used', 'expired', 'revoked')), CONSTRAINT "PK_9dda9ef2983d5e91a42cff9d091" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "makeup_credit_due_idx" ON "makeup_credit"  ("expires_at") WHERE "state" = 'available'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "makeup_credit_source_key" ON "makeup_credit"  ("registration_id", "source_lesson_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "makeup_booking" ("id" SERIAL NOT NULL, "credit_id" integer NOT NULL, "registration_id" integer NOT NULL, "lesson_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "cancelled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_259bf4eedf5fcd364d5e4376935" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "makeup_booking_registration_id_idx" ON "makeup_booking"  ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "makeup_booking_lesson_child_key" ON "makeup_booking"  ("lesson_id", "registration_id") WHERE "cancelled_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "makeup_booking_credit_key" ON "makeup_booking"  ("credit_id") WHERE "cancelled_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "course" ADD "excuse_cutoff_hours" integer NOT NULL DEFAULT '12'`);
    await queryRunner.query(`ALTER TABLE "course" ADD "makeup_valid_days" integer NOT NULL DEFAULT '60'`);
    await queryRunner.query(`ALTER TABLE "course" ADD "makeup_group" character varying(60)`);
    await queryRunner.query(`ALTER TABLE "schedule" ADD "makeup_places" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "course" ADD CONSTRAINT "course_makeup_check" CHECK ("excuse_cutoff_hours" >= 0 AND "makeup_valid_days" > 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule" ADD CONSTRAINT "schedule_makeup_places_check" CHECK ("makeup_places" >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_credit" ADD CONSTRAINT "FK_74decc49f7fbf13d51add253aea" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_credit" ADD CONSTRAINT "FK_d70c1e6e3b3fe62ca947a475066" FOREIGN KEY ("source_lesson_id") REFERENCES "lesson"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_credit" ADD CONSTRAINT "FK_48274eec3d1206a37ab3f83698a" FOREIGN KEY ("changed_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_booking" ADD CONSTRAINT "FK_a80ac51a2eecefd71bc8bf6e04e" FOREIGN KEY ("credit_id") REFERENCES "makeup_credit"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_booking" ADD CONSTRAINT "FK_4191559df3483ff0eb4751b0786" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "makeup_booking" ADD CONSTRAINT "FK_6b3c72fe210c3bfafa91f5a16a7" FOREIGN KEY ("lesson_id") REFERENCES "lesson"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "makeup_booking" DROP CONSTRAINT "FK_6b3c72fe210c3bfafa91f5a16a7"`);
    await queryRunner.query(`ALTER TABLE "makeup_booking" DROP CONSTRAINT "FK_4191559df3483ff0eb4751b0786"`);
    await queryRunner.query(`ALTER TABLE "makeup_booking" DROP CONSTRAINT "FK_a80ac51a2eecefd71bc8bf6e04e"`);
    await queryRunner.query(`ALTER TABLE "makeup_credit" DROP CONSTRAINT "FK_48274eec3d1206a37ab3f83698a"`);
    await queryRunner.query(`ALTER TABLE "makeup_credit" DROP CONSTRAINT "FK_d70c1e6e3b3fe62ca947a475066"`);
    await queryRunner.query(`ALTER TABLE "makeup_credit" DROP CONSTRAINT "FK_74decc49f7fbf13d51add253aea"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP CONSTRAINT "schedule_makeup_places_check"`);
    await queryRunner.query(`ALTER TABLE "course" DROP CONSTRAINT "course_makeup_check"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP COLUMN "makeup_places"`);
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "makeup_group"`);
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "makeup_valid_days"`);
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "excuse_cutoff_hours"`);
    await queryRunner.query(`DROP INDEX "public"."makeup_booking_credit_key"`);
    await queryRunner.query(`DROP INDEX "public"."makeup_booking_lesson_child_key"`);
    await queryRunner.query(`DROP INDEX "public"."makeup_booking_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "makeup_booking"`);
    await queryRunner.query(`DROP INDEX "public"."makeup_credit_source_key"`);
    await queryRunner.query(`DROP INDEX "public"."makeup_credit_due_idx"`);
    await queryRunner.query(`DROP TABLE "makeup_credit"`);
  }
}
