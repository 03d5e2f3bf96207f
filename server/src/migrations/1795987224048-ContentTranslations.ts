import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 49, item 4: the English and Ukrainian versions of what content staff write (courses, camps,
 * branches, news), one jsonb column per table (common/src/translations.ts). */
export class ContentTranslations1795987224048 implements MigrationInterface {
  name = 'ContentTranslations1795987224048';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['course', 'camp', 'branch', 'news'])
      await queryRunner.query(`ALTER TABLE "${table}" ADD "translations" jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['news', 'branch', 'camp', 'course'])
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "translations"`);
  }
}
