import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 41, item 10: a new lector stays off the public site until an administrator publishes them.
 * Only the default changes: the lectors shown today stay shown. */
export class NewLectorsHidden1795955359574 implements MigrationInterface {
  name = 'NewLectorsHidden1795955359574';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "visible" SET DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "visible" SET DEFAULT true`);
  }
}
