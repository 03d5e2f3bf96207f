import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795651956511 implements MigrationInterface {
  name = 'MailOutbox1795651956511';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "invoice" ("registration_id" integer NOT NULL, "number" character varying(20) NOT NULL, "issued_on" date NOT NULL, "due_on" date NOT NULL, "account" character varying(34) NOT NULL, "amount" integer NOT NULL, "item" character varying(500) NOT NULL, "customer_name" character varying(201) NOT NULL, "customer_email" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "invoice_dates_check" CHECK ("due_on" >= "issued_on"), CONSTRAINT "invoice_amount_check" CHECK ("amount" >= 0), CONSTRAINT "PK_49e1c6bd099289bb6596ba0c8b8" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "invoice_number_key" ON "invoice"  ("number") `);
    await queryRunner.query(
      `CREATE TABLE "mail_message" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300), "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "mail_message_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'skipped')), CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice')), CONSTRAINT "PK_d23285093ea237bc7632d4fcce9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "mail_message_registration_id_idx" ON "mail_message"  ("registration_id") `);
    await queryRunner.query(
      `CREATE INDEX "mail_message_due_idx" ON "mail_message"  ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice" ADD CONSTRAINT "FK_49e1c6bd099289bb6596ba0c8b8" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d"`);
    await queryRunner.query(`ALTER TABLE "invoice" DROP CONSTRAINT "FK_49e1c6bd099289bb6596ba0c8b8"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_due_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "mail_message"`);
    await queryRunner.query(`DROP INDEX "public"."invoice_number_key"`);
    await queryRunner.query(`DROP TABLE "invoice"`);
  }
}
