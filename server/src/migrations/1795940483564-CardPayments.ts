import { MigrationInterface, QueryRunner } from 'typeorm';

export class CardPayments1795940483564 implements MigrationInterface {
  name = 'CardPayments1795940483564';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "card_payment" ("id" SERIAL NOT NULL, "public_id" character varying(32) NOT NULL, "registration_id" integer, "variable_symbol" character varying(10) NOT NULL, "provider" character varying(20) NOT NULL, "provider_id" character varying(64) NOT NULL, "amount_haler" bigint NOT NULL, "currency" character(3) NOT NULL DEFAULT 'CZK', "state" character varying(12) NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_checked_at" TIMESTAMP WITH TIME ZONE, "payment_id" integer, CONSTRAINT "card_payment_amount_check" CHECK ("amount_haler" > 0), CONSTRAINT "card_payment_state_check" CHECK ("state" IN ('pending', 'paid', 'cancelled', 'mismatched', 'expired')), CONSTRAINT "PK_eb72ce815c9be16aeeef7ebc167" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "card_payment_public_id_key" ON "card_payment"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "card_payment_registration_id_idx" ON "card_payment"  ("registration_id") `);
    await queryRunner.query(
      `CREATE INDEX "card_payment_pending_idx" ON "card_payment"  ("created_at") WHERE "state" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "card_payment_provider_key" ON "card_payment"  ("provider", "provider_id") `,
    );
    await queryRunner.query(`ALTER TYPE "public"."payment_source" ADD VALUE 'card'`);
    await queryRunner.query(
      `ALTER TABLE "card_payment" ADD CONSTRAINT "FK_92b6aa1ec488bfd9c26405c4413" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "card_payment" ADD CONSTRAINT "FK_b2bf2c0bc13fd0f5f52f1c0ef58" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "card_payment" DROP CONSTRAINT "FK_b2bf2c0bc13fd0f5f52f1c0ef58"`);
    await queryRunner.query(`ALTER TABLE "card_payment" DROP CONSTRAINT "FK_92b6aa1ec488bfd9c26405c4413"`);
    await queryRunner.query(
      `CREATE TYPE "public"."payment_source_old" AS ENUM('statement', 'bank_api', 'cash', 'manual')`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ALTER COLUMN "source" TYPE "public"."payment_source_old" USING "source"::"text"::"public"."payment_source_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."payment_source"`);
    await queryRunner.query(`ALTER TYPE "public"."payment_source_old" RENAME TO "payment_source"`);
    await queryRunner.query(`DROP INDEX "public"."card_payment_provider_key"`);
    await queryRunner.query(`DROP INDEX "public"."card_payment_pending_idx"`);
    await queryRunner.query(`DROP INDEX "public"."card_payment_registration_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."card_payment_public_id_key"`);
    await queryRunner.query(`DROP TABLE "card_payment"`);
  }
}
