import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 48, item 4: the lector's camp day, each child's check-in and check-out (who took the child,
 * an administrator's override with its note). */
export class CampHandovers1795987223759 implements MigrationInterface {
  name = 'CampHandovers1795987223759';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "camp_handover" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "day" date NOT NULL, "checked_in_at" TIMESTAMP WITH TIME ZONE, "checked_in_by_id" integer, "checked_out_at" TIMESTAMP WITH TIME ZONE, "checked_out_by_id" integer, "collector" character varying(10), "collector_name" character varying(100), "override_note" character varying(500), CONSTRAINT "PK_4fd73216bea236fad214b82a112" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "camp_handover_registration_day_key" ON "camp_handover" ("registration_id", "day") `,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_handover" ADD CONSTRAINT "FK_3b5c2e64299caf8ea67f842b643" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_handover" ADD CONSTRAINT "FK_419f5e1e9764609feacb58d77b0" FOREIGN KEY ("checked_in_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_handover" ADD CONSTRAINT "FK_98e026cd1b7a01a6efae517f522" FOREIGN KEY ("checked_out_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp_handover" DROP CONSTRAINT "FK_98e026cd1b7a01a6efae517f522"`);
    await queryRunner.query(`ALTER TABLE "camp_handover" DROP CONSTRAINT "FK_419f5e1e9764609feacb58d77b0"`);
    await queryRunner.query(`ALTER TABLE "camp_handover" DROP CONSTRAINT "FK_3b5c2e64299caf8ea67f842b643"`);
    await queryRunner.query(`DROP INDEX "public"."camp_handover_registration_day_key"`);
    await queryRunner.query(`DROP TABLE "camp_handover"`);
  }
}
