import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationIdempotencyKey1795700000000 implements MigrationInterface {
  name = 'RegistrationIdempotencyKey1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registration" ADD "idempotency_key" uuid`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "idempotency_hash" character(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registration_idempotency_key_key" ON "registration" ("idempotency_key") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."registration_idempotency_key_key"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "idempotency_hash"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "idempotency_key"`);
  }
}
