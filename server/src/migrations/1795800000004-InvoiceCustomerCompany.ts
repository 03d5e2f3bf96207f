import { MigrationInterface, QueryRunner } from 'typeorm';

/** An invoice made out to a parent's employer carries its IČO and address (issue 25, item 8). */
export class InvoiceCustomerCompany1795800000004 implements MigrationInterface {
  name = 'InvoiceCustomerCompany1795800000004';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice" ADD "customer_company_id" character varying(8)`);
    await queryRunner.query(`ALTER TABLE "invoice" ADD "customer_address" character varying(300)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice" DROP COLUMN "customer_address"`);
    await queryRunner.query(`ALTER TABLE "invoice" DROP COLUMN "customer_company_id"`);
  }
}
