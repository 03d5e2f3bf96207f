import { MigrationInterface, QueryRunner } from 'typeorm';

export class CourseLanguage1795994834750 implements MigrationInterface {
  name = 'CourseLanguage1795994834750';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."course_language" AS ENUM('czech', 'english', 'bilingual')`);
    await queryRunner.query(`ALTER TABLE "course" ADD "language" "public"."course_language"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "language"`);
    await queryRunner.query(`DROP TYPE "public"."course_language"`);
  }
}
