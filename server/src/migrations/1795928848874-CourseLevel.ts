import { MigrationInterface, QueryRunner } from 'typeorm';

export class CourseLevel1795928848874 implements MigrationInterface {
  name = 'CourseLevel1795928848874';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."course_level" AS ENUM('beginner', 'intermediate', 'advanced')`);
    await queryRunner.query(`ALTER TABLE "course" ADD "level" "public"."course_level"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "level"`);
    await queryRunner.query(`DROP TYPE "public"."course_level"`);
  }
}
