import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 49, item 3: a message the system writes to families (a lesson cancelled or moved) also in
 * English and Ukrainian, so that each family gets it in its registration's language; null for a staff
 * member's own text, which goes as written. */
export class FamilyMessageTranslations1795993971818 implements MigrationInterface {
  name = 'FamilyMessageTranslations1795993971818';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "family_message" ADD "translations" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "family_message" DROP COLUMN "translations"`);
  }
}
