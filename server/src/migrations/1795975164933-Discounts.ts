import { MigrationInterface, QueryRunner } from 'typeorm';

/** Discount rules and the discount recorded on a registration (issue 47). */
export class Discounts1795975164933 implements MigrationInterface {
  name = 'Discounts1795975164933';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."discount_kind" AS ENUM('sibling', 'secondCourse', 'earlyBird')`);
    await queryRunner.query(
      `CREATE TABLE "discount" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL DEFAULT '1', "name" character varying(100) NOT NULL, "kind" "public"."discount_kind" NOT NULL, "percent" integer, "amount" integer, "valid_from" date NOT NULL, "valid_until" date NOT NULL, "registered_before" date, CONSTRAINT "discount_valid_range_check" CHECK ("valid_until" >= "valid_from"), CONSTRAINT "discount_percent_or_amount_check" CHECK (("percent" IS NULL) <> ("amount" IS NULL)), CONSTRAINT "PK_discount_id" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "registration" ADD "discount_haler" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "discount_name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "discount_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "discount_rule_id" integer`);
    await queryRunner.query(`CREATE INDEX "registration_discount_rule_id_idx" ON "registration" ("discount_rule_id") `);
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_db79c484b18c83698607b347633" FOREIGN KEY ("discount_rule_id") REFERENCES "discount"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "invoice" ADD "discount_amount" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoice" ADD "discount_name" character varying(100)`);
    // Written by hand: the generator compares no expression indexes. A family's registrations by the
    // folded address, for the sibling and second-course rules taken under the course's lock.
    await queryRunner.query(
      `CREATE INDEX "registration_email_folded_idx" ON "registration" (kurzy_fold(btrim("email")))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."registration_email_folded_idx"`);
    await queryRunner.query(`ALTER TABLE "invoice" DROP COLUMN "discount_name"`);
    await queryRunner.query(`ALTER TABLE "invoice" DROP COLUMN "discount_amount"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_db79c484b18c83698607b347633"`);
    await queryRunner.query(`DROP INDEX "public"."registration_discount_rule_id_idx"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "discount_rule_id"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "discount_reason"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "discount_name"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "discount_haler"`);
    await queryRunner.query(`DROP TABLE "discount"`);
    await queryRunner.query(`DROP TYPE "public"."discount_kind"`);
  }
}
