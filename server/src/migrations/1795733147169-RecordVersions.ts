import { MigrationInterface, QueryRunner } from 'typeorm';

export class RecordVersions1795733147169 implements MigrationInterface {
  name = 'RecordVersions1795733147169';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "branch" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "camp" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "course" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "schedule" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "customer" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "gallery" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "news" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "supporter" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "video" ADD "version" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "supporter" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "news" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "gallery" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "course" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "branch" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "version"`);
  }
}
