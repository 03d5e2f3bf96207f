import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 41, item 9: editing news, galleries and videos is a grant an administrator gives a lector,
 * off for a new one. The lectors there already keep what they could do until now. */
export class LectorContentGrant1795965943505 implements MigrationInterface {
  name = 'LectorContentGrant1795965943505';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ADD "edits_content" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "user" SET "edits_content" = true WHERE "role" = 'lector'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "edits_content"`);
  }
}
