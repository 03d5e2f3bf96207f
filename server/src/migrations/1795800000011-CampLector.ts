import { MigrationInterface, QueryRunner } from 'typeorm';

/** A camp has a lector, as a slot has: whose families the lector may read (issue 26, item 4). */
export class CampLector1795800000011 implements MigrationInterface {
  name = 'CampLector1795800000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp" ADD "lector_id" integer`);
    await queryRunner.query(`CREATE INDEX "camp_lector_id_idx" ON "camp" ("lector_id") `);
    await queryRunner.query(
      `ALTER TABLE "camp" ADD CONSTRAINT "FK_df8bac6c4736c2de71241f95cfc" FOREIGN KEY ("lector_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp" DROP CONSTRAINT "FK_df8bac6c4736c2de71241f95cfc"`);
    await queryRunner.query(`DROP INDEX "public"."camp_lector_id_idx"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "lector_id"`);
  }
}
