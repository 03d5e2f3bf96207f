import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 48, item 3: the doctor's certificate of a camp registration (its file in the private store);
 * and the indexes of camp_handover's two user links (deleting a user sets them null). */
export class CampCertificates1795995885688 implements MigrationInterface {
  name = 'CampCertificates1795995885688';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "camp_certificate" ("registration_id" integer NOT NULL, "storage_key" character varying(200) NOT NULL, "content_type" character varying(50) NOT NULL, "size" integer NOT NULL, "issued_on" date NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "checked_at" TIMESTAMP WITH TIME ZONE, "checked_by_id" integer, CONSTRAINT "PK_91b531df39409ea977017be2b03" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "camp_certificate_checked_by_idx" ON "camp_certificate"  ("checked_by_id") `);
    await queryRunner.query(`CREATE INDEX "camp_handover_checked_in_by_idx" ON "camp_handover"  ("checked_in_by_id") `);
    await queryRunner.query(
      `CREATE INDEX "camp_handover_checked_out_by_idx" ON "camp_handover"  ("checked_out_by_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_certificate" ADD CONSTRAINT "FK_91b531df39409ea977017be2b03" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_certificate" ADD CONSTRAINT "FK_22948b950d28d219da122f95b7c" FOREIGN KEY ("checked_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp_certificate" DROP CONSTRAINT "FK_22948b950d28d219da122f95b7c"`);
    await queryRunner.query(`ALTER TABLE "camp_certificate" DROP CONSTRAINT "FK_91b531df39409ea977017be2b03"`);
    await queryRunner.query(`DROP INDEX "public"."camp_handover_checked_out_by_idx"`);
    await queryRunner.query(`DROP INDEX "public"."camp_handover_checked_in_by_idx"`);
    await queryRunner.query(`DROP INDEX "public"."camp_certificate_checked_by_idx"`);
    await queryRunner.query(`DROP TABLE "camp_certificate"`);
  }
}
