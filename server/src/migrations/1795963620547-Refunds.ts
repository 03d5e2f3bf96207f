import { MigrationInterface, QueryRunner } from 'typeorm';

export class Refunds1795963620547 implements MigrationInterface {
  name = 'Refunds1795963620547';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refund" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "registration_id" integer, "variable_symbol" character varying(10), "amount_haler" bigint NOT NULL, "method" character varying(10) NOT NULL, "state" character varying(12) NOT NULL, "reason" character varying(300) NOT NULL, "account" character varying(30), "idempotency_key" character varying(36), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_id" integer, "completed_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "last_error" character varying(300), CONSTRAINT "refund_account_check" CHECK ("method" = 'card' OR "account" IS NOT NULL), CONSTRAINT "refund_method_check" CHECK ("method" IN ('card', 'transfer')), CONSTRAINT "refund_state_check" CHECK ("state" IN ('pending', 'refunded', 'failed', 'to_transfer', 'transferred')), CONSTRAINT "refund_amount_check" CHECK ("amount_haler" > 0), CONSTRAINT "PK_f1cefa2e60d99b206c46c1116e5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "refund_payment_id_idx" ON "refund"  ("payment_id") `);
    await queryRunner.query(`CREATE INDEX "refund_registration_id_idx" ON "refund"  ("registration_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "refund_idempotency_key_key" ON "refund"  ("idempotency_key") `);
    await queryRunner.query(
      `CREATE INDEX "refund_open_idx" ON "refund"  ("state", "id") WHERE "state" IN ('pending', 'to_transfer')`,
    );
    await queryRunner.query(`ALTER TABLE "payment" ADD "refunded_haler" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "payment_event" ADD "note" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "payment_event" DROP CONSTRAINT "payment_event_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_type_check" CHECK ("type" IN ('recorded', 'paired', 'unpaired', 'reversed', 'refunded', 'refund_failed'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_refunded_check" CHECK ("refunded_haler" >= 0 AND "refunded_haler" <= "amount_haler")`,
    );
    await queryRunner.query(
      `ALTER TABLE "refund" ADD CONSTRAINT "FK_8e116348330845195dc5b1585fc" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refund" ADD CONSTRAINT "FK_8d02c16aac0e2421e425bc3c7ed" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refund" DROP CONSTRAINT "FK_8d02c16aac0e2421e425bc3c7ed"`);
    await queryRunner.query(`ALTER TABLE "refund" DROP CONSTRAINT "FK_8e116348330845195dc5b1585fc"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_refunded_check"`);
    await queryRunner.query(`DELETE FROM "payment_event" WHERE "type" IN ('refunded', 'refund_failed')`);
    await queryRunner.query(`ALTER TABLE "payment_event" DROP CONSTRAINT "payment_event_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_type_check" CHECK ("type" IN ('recorded', 'paired', 'unpaired', 'reversed'))`,
    );
    await queryRunner.query(`ALTER TABLE "payment_event" DROP COLUMN "note"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "refunded_haler"`);
    await queryRunner.query(`DROP INDEX "public"."refund_open_idx"`);
    await queryRunner.query(`DROP INDEX "public"."refund_idempotency_key_key"`);
    await queryRunner.query(`DROP INDEX "public"."refund_registration_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."refund_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "refund"`);
  }
}
