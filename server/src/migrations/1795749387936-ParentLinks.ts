import { MigrationInterface, QueryRunner } from 'typeorm';

export class ParentLinks1795749387936 implements MigrationInterface {
  name = 'ParentLinks1795749387936';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "parent_link" ("id" SERIAL NOT NULL, "email_key" character varying(254) NOT NULL, "token_hash" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_198755f98092db1b64e1f05fc4d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "parent_link_email_key_idx" ON "parent_link"  ("email_key") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "parent_link_token_hash_key" ON "parent_link"  ("token_hash") `);
    // Written by hand: the generator compares no checks and no expression indexes.
    await queryRunner.query(`CREATE INDEX "registration_email_key_idx" ON "registration" (lower("email"))`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" = 'parent_link'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder'))`,
    );
    await queryRunner.query(`DROP INDEX "public"."registration_email_key_idx"`);
    await queryRunner.query(`DROP INDEX "public"."parent_link_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."parent_link_email_key_idx"`);
    await queryRunner.query(`DROP TABLE "parent_link"`);
  }
}
