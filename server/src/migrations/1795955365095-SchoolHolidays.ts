import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 41, item 6: a branch's district (okres), for the spring holidays set by district, and the
 * record of the school holidays taken from server/data/school-holidays.csv into non_teaching_day
 * (school-holidays.ts): one key per holiday and place, so that one staff deleted or edited is not
 * put back at the next start. */
export class SchoolHolidays1795955365095 implements MigrationInterface {
  name = 'SchoolHolidays1795955365095';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "branch" ADD "district" character varying(40)`);
    await queryRunner.query(
      `CREATE TABLE "school_holiday_import" ("key" character varying(300) PRIMARY KEY, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "school_holiday_import"`);
    await queryRunner.query(`ALTER TABLE "branch" DROP COLUMN "district"`);
  }
}
