import { MigrationInterface, QueryRunner } from 'typeorm';

export class GalleriesUploadsGeocoding1795648636561 implements MigrationInterface {
  name = 'GalleriesUploadsGeocoding1795648636561';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "geocode_cache" ("id" SERIAL NOT NULL, "query" character varying(300) NOT NULL, "latitude" double precision, "longitude" double precision, "checked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8ec4e0cc65e2fdeed1fda4fbdc8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "geocode_cache_query_key" ON "geocode_cache"  ("query") `);
    await queryRunner.query(`CREATE TYPE "public"."location_status" AS ENUM('found', 'not_found', 'unavailable')`);
    await queryRunner.query(`ALTER TABLE "branch" ADD "location_status" "public"."location_status"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "branch" DROP COLUMN "location_status"`);
    await queryRunner.query(`DROP TYPE "public"."location_status"`);
    await queryRunner.query(`DROP INDEX "public"."geocode_cache_query_key"`);
    await queryRunner.query(`DROP TABLE "geocode_cache"`);
  }
}
