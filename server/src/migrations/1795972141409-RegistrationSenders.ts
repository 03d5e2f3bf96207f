import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 41, item 1: the limits per course or camp count the registrations themselves (who sent them,
 * hashed), so a registration staff delete no longer counts and the count costs no statement of its
 * own; the proof-of-work challenge of a busy address needs a key every instance shares and the
 * solutions already used. */
export class RegistrationSenders1795972141409 implements MigrationInterface {
  name = 'RegistrationSenders1795972141409';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registration" ADD "sender_address" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "sender_mailbox" character varying(64)`);
    await queryRunner.query(
      `CREATE INDEX "registration_sender_address" ON "registration" ("sender_address", "created_at") WHERE "sender_address" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_sender_mailbox" ON "registration" ("sender_mailbox", "created_at") WHERE "sender_mailbox" IS NOT NULL`,
    );
    // One row: the HMAC key of the challenges, 256 random bits (gen_random_uuid draws from the
    // server's strong random source), made here so every instance signs with the same key.
    await queryRunner.query(
      `CREATE TABLE "registration_challenge_key" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "key" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "registration_challenge_key" ("key")
       VALUES (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))`,
    );
    await queryRunner.query(
      `CREATE TABLE "registration_challenge_used" ("signature" character(64) PRIMARY KEY, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL)`,
    );
    await queryRunner.query(
      `DELETE FROM "rate_limit_hit" WHERE "bucket" LIKE 'registration:course:%' OR "bucket" LIKE 'registration:camp:%'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "registration_challenge_used"`);
    await queryRunner.query(`DROP TABLE "registration_challenge_key"`);
    await queryRunner.query(`DROP INDEX "registration_sender_mailbox"`);
    await queryRunner.query(`DROP INDEX "registration_sender_address"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "sender_mailbox"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "sender_address"`);
  }
}
