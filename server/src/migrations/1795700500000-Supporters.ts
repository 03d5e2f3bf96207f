import { MigrationInterface, QueryRunner } from 'typeorm';

export class Supporters1795700500000 implements MigrationInterface {
  name = 'Supporters1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "supporter" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "url" character varying(500) NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_b4ea149cf1b7423bc33bbb0a74a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "supporter_position_idx" ON "supporter"  ("position", "id") `);
    // Logos are pictures owned by a supporter.
    await queryRunner.query(`ALTER TYPE "public"."picture_owner" ADD VALUE IF NOT EXISTS 'supporter'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "picture" WHERE "owner" = 'supporter'`);
    await queryRunner.query(`ALTER TYPE "public"."picture_owner" RENAME TO "picture_owner_old"`);
    await queryRunner.query(
      `CREATE TYPE "public"."picture_owner" AS ENUM('gallery', 'course', 'camp', 'branch', 'news', 'user')`,
    );
    await queryRunner.query(
      `ALTER TABLE "picture" ALTER COLUMN "owner" TYPE "public"."picture_owner" USING "owner"::"text"::"public"."picture_owner"`,
    );
    await queryRunner.query(`DROP TYPE "public"."picture_owner_old"`);
    await queryRunner.query(`DROP INDEX "public"."supporter_position_idx"`);
    await queryRunner.query(`DROP TABLE "supporter"`);
  }
}
