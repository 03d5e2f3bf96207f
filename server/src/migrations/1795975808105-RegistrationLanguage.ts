import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 49: a registration remembers the language the family registered in (cs, en, uk), and every
 * later e-mail to it is written in it. Registrations made before spoke Czech. */
export class RegistrationLanguage1795975808105 implements MigrationInterface {
  name = 'RegistrationLanguage1795975808105';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "registration" ADD "language" character varying(2) NOT NULL DEFAULT 'cs'
         CONSTRAINT "registration_language" CHECK ("language" IN ('cs', 'en', 'uk'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "language"`);
  }
}
