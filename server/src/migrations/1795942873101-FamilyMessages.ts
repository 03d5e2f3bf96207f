import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages staff write to families (issue 43): the message, one recipient row per family address
 * (its e-mail is the outbox row of kind family_message that references it), and the opt-outs of
 * informational messages. */
export class FamilyMessages1795942873101 implements MigrationInterface {
  name = 'FamilyMessages1795942873101';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "family_message" ("id" SERIAL NOT NULL, "kind" character varying(20) NOT NULL, "subject" character varying(150) NOT NULL, "text" text NOT NULL, "audience" jsonb NOT NULL, "audience_label" character varying(300) NOT NULL, "include_replacements" boolean NOT NULL DEFAULT false, "sent_by_id" integer, "sent_by_name" character varying(200) NOT NULL, "recipient_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "family_message_kind_check" CHECK ("kind" IN ('operational', 'informational')), CONSTRAINT "PK_f21c7d81b1c2eab6746b23bc3dc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "family_message_sent_by_idx" ON "family_message"  ("sent_by_id") `);
    await queryRunner.query(`CREATE INDEX "family_message_created_idx" ON "family_message"  ("created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "family_message_recipient" ("id" SERIAL NOT NULL, "message_id" integer NOT NULL, "channel" character varying(10) NOT NULL DEFAULT 'email', "address" character varying(254) NOT NULL, "registration_ids" integer array NOT NULL, CONSTRAINT "family_message_recipient_channel_check" CHECK ("channel" IN ('email', 'sms')), CONSTRAINT "PK_8b3be3fbc42eebb1d1553005dcd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "family_message_recipient_message_idx" ON "family_message_recipient"  ("message_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "family_message_recipient_address_idx" ON "family_message_recipient"  ("address") `,
    );
    await queryRunner.query(
      `CREATE TABLE "family_message_opt_out" ("email_key" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf0a82f1cc423460f0d08b66588" PRIMARY KEY ("email_key"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "family_message" ADD CONSTRAINT "FK_dfecf3dc5954dea51e231193dd2" FOREIGN KEY ("sent_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "family_message_recipient" ADD CONSTRAINT "FK_fd2e1b41298dea8c514d4032720" FOREIGN KEY ("message_id") REFERENCES "family_message"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "family_message_recipient" DROP CONSTRAINT "FK_fd2e1b41298dea8c514d4032720"`);
    await queryRunner.query(`ALTER TABLE "family_message" DROP CONSTRAINT "FK_dfecf3dc5954dea51e231193dd2"`);
    await queryRunner.query(`DROP TABLE "family_message_opt_out"`);
    await queryRunner.query(`DROP INDEX "public"."family_message_recipient_address_idx"`);
    await queryRunner.query(`DROP INDEX "public"."family_message_recipient_message_idx"`);
    await queryRunner.query(`DROP TABLE "family_message_recipient"`);
    await queryRunner.query(`DROP INDEX "public"."family_message_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."family_message_sent_by_idx"`);
    await queryRunner.query(`DROP TABLE "family_message"`);
  }
}
