import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonalData1795756502976 implements MigrationInterface {
  name = 'PersonalData1795756502976';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_erasure" ("id" SERIAL NOT NULL, "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "erased_by_id" integer, "reason" character varying(20) NOT NULL, "registrations" integer NOT NULL, "customers" integer NOT NULL, "invoices" integer NOT NULL, CONSTRAINT "PK_privacy_erasure" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "registration" ADD "erased_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "invoice" ADD "archived_pdf" bytea`);
    await queryRunner.query(
      `ALTER TABLE "privacy_erasure" ADD CONSTRAINT "FK_67569c8072ab3c929f912e11cff" FOREIGN KEY ("erased_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "privacy_erasure" DROP CONSTRAINT "FK_67569c8072ab3c929f912e11cff"`);
    await queryRunner.query(`ALTER TABLE "invoice" DROP COLUMN "archived_pdf"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "erased_at"`);
    await queryRunner.query(`DROP TABLE "privacy_erasure"`);
  }
}
