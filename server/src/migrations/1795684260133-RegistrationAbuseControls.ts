import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationAbuseControls1795684260133 implements MigrationInterface {
  name = 'RegistrationAbuseControls1795684260133';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limit_hit" ("id" BIGSERIAL NOT NULL, "bucket" character varying(300) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_25d33ba36b9ae788da175d8aee1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "rate_limit_hit_expires_at_idx" ON "rate_limit_hit"  ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "rate_limit_hit_bucket_idx" ON "rate_limit_hit"  ("bucket", "expires_at") `);
    await queryRunner.query(`ALTER TABLE "registration" ADD "possible_duplicate_of_id" integer`);
    await queryRunner.query(
      `CREATE INDEX "registration_possible_duplicate_of_id_idx" ON "registration"  ("possible_duplicate_of_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_b00523ed72498f428f82c2cb2db" FOREIGN KEY ("possible_duplicate_of_id") REFERENCES "registration"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_b00523ed72498f428f82c2cb2db"`);
    await queryRunner.query(`DROP INDEX "public"."registration_possible_duplicate_of_id_idx"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "possible_duplicate_of_id"`);
    await queryRunner.query(`DROP INDEX "public"."rate_limit_hit_bucket_idx"`);
    await queryRunner.query(`DROP INDEX "public"."rate_limit_hit_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "rate_limit_hit"`);
  }
}
