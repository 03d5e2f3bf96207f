import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 47, item 4: the accountant's Pohoda export reads the invoices issued in a period, in pages
 * in the order of this index. */
export class InvoiceIssuedOnIndex1795983027081 implements MigrationInterface {
  name = 'InvoiceIssuedOnIndex1795983027081';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "invoice_issued_on_idx" ON "invoice" ("issued_on", "registration_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."invoice_issued_on_idx"`);
  }
}
