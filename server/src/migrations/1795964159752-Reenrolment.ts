import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 45, items 2–5: a course's re-enrolment into its successor with the priority window's end,
 * and each invited family's answer (and, once it continues, its new registration). */
export class Reenrolment1795964159752 implements MigrationInterface {
  name = 'Reenrolment1795964159752';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reenrolment" ("id" SERIAL NOT NULL, "course_id" integer NOT NULL, "successor_id" integer NOT NULL, "priority_until" TIMESTAMP WITH TIME ZONE NOT NULL, "include_replacements" boolean NOT NULL DEFAULT false, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "opened_by_id" integer, CONSTRAINT "PK_ea61d8f74bb4c2a47d518b7d432" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "reenrolment_course_id_key" ON "reenrolment"  ("course_id") `);
    await queryRunner.query(`CREATE INDEX "reenrolment_successor_id_idx" ON "reenrolment"  ("successor_id") `);
    await queryRunner.query(
      `CREATE TYPE "public"."reenrolment_state" AS ENUM('invited', 'opened', 'accepted', 'declined')`,
    );
    await queryRunner.query(
      `CREATE TABLE "reenrolment_family" ("id" SERIAL NOT NULL, "reenrolment_id" integer NOT NULL, "registration_id" integer NOT NULL, "state" "public"."reenrolment_state" NOT NULL DEFAULT 'invited', "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "opened_at" TIMESTAMP WITH TIME ZONE, "decided_at" TIMESTAMP WITH TIME ZONE, "reason" character varying(500), "new_registration_id" integer, "reminded_at" TIMESTAMP WITH TIME ZONE, "decided_by_id" integer, CONSTRAINT "PK_894e2ef9454e8f4a19ecfa8667f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "reenrolment_family_registration_id_idx" ON "reenrolment_family"  ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reenrolment_family_registration_key" ON "reenrolment_family"  ("reenrolment_id", "registration_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment" ADD CONSTRAINT "FK_c84515f21ed4ebaee7ba4b261e8" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment" ADD CONSTRAINT "FK_a95fabec11c65f29a0d74dc3a37" FOREIGN KEY ("successor_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment" ADD CONSTRAINT "FK_bdfbccb02b77bfe5eb06c1d171f" FOREIGN KEY ("opened_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment_family" ADD CONSTRAINT "FK_396d8990c5174f571ad742cba62" FOREIGN KEY ("reenrolment_id") REFERENCES "reenrolment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment_family" ADD CONSTRAINT "FK_3ca3fd7f10386ecac85d6a5be06" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment_family" ADD CONSTRAINT "FK_de86abe21f34ad13ca49db91024" FOREIGN KEY ("new_registration_id") REFERENCES "registration"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reenrolment_family" ADD CONSTRAINT "FK_a82cc7e50f58ad444ccb06eefc4" FOREIGN KEY ("decided_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reenrolment_family" DROP CONSTRAINT "FK_a82cc7e50f58ad444ccb06eefc4"`);
    await queryRunner.query(`ALTER TABLE "reenrolment_family" DROP CONSTRAINT "FK_de86abe21f34ad13ca49db91024"`);
    await queryRunner.query(`ALTER TABLE "reenrolment_family" DROP CONSTRAINT "FK_3ca3fd7f10386ecac85d6a5be06"`);
    await queryRunner.query(`ALTER TABLE "reenrolment_family" DROP CONSTRAINT "FK_396d8990c5174f571ad742cba62"`);
    await queryRunner.query(`ALTER TABLE "reenrolment" DROP CONSTRAINT "FK_bdfbccb02b77bfe5eb06c1d171f"`);
    await queryRunner.query(`ALTER TABLE "reenrolment" DROP CONSTRAINT "FK_a95fabec11c65f29a0d74dc3a37"`);
    await queryRunner.query(`ALTER TABLE "reenrolment" DROP CONSTRAINT "FK_c84515f21ed4ebaee7ba4b261e8"`);
    await queryRunner.query(`DROP INDEX "public"."reenrolment_family_registration_key"`);
    await queryRunner.query(`DROP INDEX "public"."reenrolment_family_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "reenrolment_family"`);
    await queryRunner.query(`DROP TYPE "public"."reenrolment_state"`);
    await queryRunner.query(`DROP INDEX "public"."reenrolment_successor_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."reenrolment_course_id_key"`);
    await queryRunner.query(`DROP TABLE "reenrolment"`);
  }
}
