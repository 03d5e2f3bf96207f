import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 47, item 3: a camp's deposit (záloha) and how many days before its first day the balance is due. */
export class CampDeposits1795982820457 implements MigrationInterface {
  name = 'CampDeposits1795982820457';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp" ADD "deposit_amount" integer`);
    await queryRunner.query(`ALTER TABLE "camp" ADD "balance_due_days" integer NOT NULL DEFAULT '30'`);
    await queryRunner.query(
      `ALTER TABLE "camp" ADD CONSTRAINT "camp_deposit_check" CHECK ("deposit_amount" IS NULL OR ("deposit_amount" > 0 AND "deposit_amount" <= "price"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp" ADD CONSTRAINT "camp_balance_due_days_check" CHECK ("balance_due_days" BETWEEN 1 AND 180)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp" DROP CONSTRAINT "camp_balance_due_days_check"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP CONSTRAINT "camp_deposit_check"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "balance_due_days"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "deposit_amount"`);
  }
}
