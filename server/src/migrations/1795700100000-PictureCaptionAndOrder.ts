import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pictures get a caption (alt text) and a place among their owner's pictures; the pictures there
 * are keep their upload order. */
export class PictureCaptionAndOrder1795700100000 implements MigrationInterface {
  name = 'PictureCaptionAndOrder1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "picture" ADD "caption" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "picture" ADD "position" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `UPDATE "picture" SET "position" = numbered.position FROM (
         SELECT id, row_number() OVER (PARTITION BY owner, owner_id ORDER BY id) AS position FROM "picture"
       ) AS numbered WHERE numbered.id = "picture".id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "picture" DROP COLUMN "position"`);
    await queryRunner.query(`ALTER TABLE "picture" DROP COLUMN "caption"`);
  }
}
