import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 48, item 2: the health declaration (prohlášení o bezinfekčnosti), its legal text and the
 * camps' settings for it and for the doctor's certificate. */
export class CampDeclarations1795976772684 implements MigrationInterface {
  name = 'CampDeclarations1795976772684';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "camp_declaration" ("registration_id" integer NOT NULL, "legal_text_id" integer NOT NULL, "signer_name" character varying(100) NOT NULL, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "channel" character varying(10) NOT NULL, "address_hash" bytea, "user_agent" character varying(500), "recorded_by_id" integer, CONSTRAINT "PK_6e479fdc3cc062307cdfd7f8afa" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "camp_declaration_legal_text_idx" ON "camp_declaration"  ("legal_text_id") `);
    await queryRunner.query(`ALTER TABLE "camp" ADD "declaration_required" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "camp" ADD "certificate_required" boolean NOT NULL DEFAULT false`);
    // Its first version is written on first use (legal.defaults.ts): a value added to an enum cannot
    // be used in the transaction that adds it, and the migrations run in one.
    await queryRunner.query(`ALTER TYPE "public"."legal_text_kind" ADD VALUE 'campDeclaration'`);
    await queryRunner.query(
      `ALTER TABLE "camp_declaration" ADD CONSTRAINT "FK_6e479fdc3cc062307cdfd7f8afa" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_declaration" ADD CONSTRAINT "FK_170bb646e8982d92e3675adb581" FOREIGN KEY ("legal_text_id") REFERENCES "legal_text"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_declaration" ADD CONSTRAINT "FK_02d5d2bfd6872d15242df862ecc" FOREIGN KEY ("recorded_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "camp_declaration"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "certificate_required"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP COLUMN "declaration_required"`);
    // An enum loses a value only by being made again without it.
    await queryRunner.query(`DELETE FROM "legal_text" WHERE "kind" = 'campDeclaration'`);
    await queryRunner.query(`ALTER TYPE "public"."legal_text_kind" RENAME TO "legal_text_kind_old"`);
    await queryRunner.query(`CREATE TYPE "public"."legal_text_kind" AS ENUM('conditions', 'gdpr', 'photo')`);
    await queryRunner.query(
      `ALTER TABLE "legal_text" ALTER COLUMN "kind" TYPE "public"."legal_text_kind" USING "kind"::"text"::"public"."legal_text_kind"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consent" ALTER COLUMN "kind" TYPE "public"."legal_text_kind" USING "kind"::"text"::"public"."legal_text_kind"`,
    );
    await queryRunner.query(`DROP TYPE "public"."legal_text_kind_old"`);
  }
}
