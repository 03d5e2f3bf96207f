import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 45, item 1: a course copied into the next term remembers its predecessor (one copy per
 * course), and each copied slot its predecessor slot, whose families continue in it. */
export class CourseSuccessors1795964159751 implements MigrationInterface {
  name = 'CourseSuccessors1795964159751';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course" ADD "predecessor_id" integer`);
    await queryRunner.query(`ALTER TABLE "schedule" ADD "predecessor_id" integer`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "course_predecessor_id_key" ON "course"  ("predecessor_id") WHERE "predecessor_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "schedule_predecessor_id_idx" ON "schedule"  ("predecessor_id") `);
    await queryRunner.query(
      `ALTER TABLE "course" ADD CONSTRAINT "FK_9bacd4884d3b55daa64dddd74b0" FOREIGN KEY ("predecessor_id") REFERENCES "course"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule" ADD CONSTRAINT "FK_25e3665515c1d2380a5e383920e" FOREIGN KEY ("predecessor_id") REFERENCES "schedule"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "schedule" DROP CONSTRAINT "FK_25e3665515c1d2380a5e383920e"`);
    await queryRunner.query(`ALTER TABLE "course" DROP CONSTRAINT "FK_9bacd4884d3b55daa64dddd74b0"`);
    await queryRunner.query(`DROP INDEX "public"."schedule_predecessor_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."course_predecessor_id_key"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP COLUMN "predecessor_id"`);
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "predecessor_id"`);
  }
}
