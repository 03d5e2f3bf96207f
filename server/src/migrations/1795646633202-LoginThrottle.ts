import { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginThrottle1795646633202 implements MigrationInterface {
  name = 'LoginThrottle1795646633202';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "login_attempt" ("id" SERIAL NOT NULL, "username" character varying(200) NOT NULL, "address" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_72829cd4f7424e3cdfd46c476c0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "login_attempt_address_idx" ON "login_attempt"  ("address", "created_at") `);
    await queryRunner.query(
      `CREATE INDEX "login_attempt_username_idx" ON "login_attempt"  ("username", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."login_attempt_username_idx"`);
    await queryRunner.query(`DROP INDEX "public"."login_attempt_address_idx"`);
    await queryRunner.query(`DROP TABLE "login_attempt"`);
  }
}
