import { MigrationInterface, QueryRunner } from 'typeorm';

/** A move to an e-mail address that already has registrations becomes a request for staff, with the
 * address it asks for (issue 38, finding 1). */
export class ParentEmailChangeRequests1795800000390 implements MigrationInterface {
  name = 'ParentEmailChangeRequests1795800000390';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "parent_request" ADD "new_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "parent_request" DROP CONSTRAINT "parent_request_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "parent_request" ADD CONSTRAINT "parent_request_type_check" CHECK ("type" IN ('paid_cancellation', 'erasure', 'employer_invoice', 'email_change'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "parent_request" WHERE "type" = 'email_change'`);
    await queryRunner.query(`ALTER TABLE "parent_request" DROP CONSTRAINT "parent_request_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "parent_request" ADD CONSTRAINT "parent_request_type_check" CHECK ("type" IN ('paid_cancellation', 'erasure', 'employer_invoice'))`,
    );
    await queryRunner.query(`ALTER TABLE "parent_request" DROP COLUMN "new_email"`);
  }
}
