import { MigrationInterface, QueryRunner } from 'typeorm';

export class CourseEquipment1795996795039 implements MigrationInterface {
  name = 'CourseEquipment1795996795039';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course" ADD "equipment" character varying(300)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "equipment"`);
  }
}
