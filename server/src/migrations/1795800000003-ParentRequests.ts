import { MigrationInterface, QueryRunner } from 'typeorm';

/** The parents' requests to staff, the activity of their page, and e-mail changes waiting for
 * confirmation (issue 25, items 3 and 7). */
export class ParentRequests1795800000003 implements MigrationInterface {
  name = 'ParentRequests1795800000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "parent_request" ("id" SERIAL NOT NULL, "type" character varying(30) NOT NULL, "state" character varying(20) NOT NULL DEFAULT 'open', "email_key" character varying(254) NOT NULL, "registration_id" integer, "reason" text, "employer" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "handled_at" TIMESTAMP WITH TIME ZONE, "handled_by_id" integer, "handling_note" text, CONSTRAINT "parent_request_type_check" CHECK ("type" IN ('paid_cancellation', 'erasure', 'employer_invoice')), CONSTRAINT "parent_request_state_check" CHECK ("state" IN ('open', 'done', 'rejected')), CONSTRAINT "PK_668b62c6dd39b5a85e32d719098" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "parent_request_email_key_idx" ON "parent_request" ("email_key") `);
    await queryRunner.query(
      `CREATE INDEX "parent_request_registration_id_idx" ON "parent_request" ("registration_id") `,
    );
    await queryRunner.query(`CREATE INDEX "parent_request_state_idx" ON "parent_request" ("state", "created_at") `);
    // Written by hand: one open request of a kind per registration, or per family for an erasure.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "parent_request_open_key" ON "parent_request" ("type", "email_key", COALESCE("registration_id", 0)) WHERE "state" = 'open'`,
    );
    await queryRunner.query(
      `ALTER TABLE "parent_request" ADD CONSTRAINT "FK_2b97cc39b4456a89008b2f8dd36" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "parent_request" ADD CONSTRAINT "FK_69c82267235b89c617b4c8a62f2" FOREIGN KEY ("handled_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_activity" ("id" SERIAL NOT NULL, "email_key" character varying(254) NOT NULL, "registration_id" integer, "type" character varying(30) NOT NULL, "detail" jsonb, "actor_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_af44b49fbc53d189f59310e4e37" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "parent_activity_registration_id_idx" ON "parent_activity" ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "parent_activity_family_idx" ON "parent_activity" ("email_key", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "parent_activity" ADD CONSTRAINT "FK_e16942a98fb4881349abb923b74" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "parent_activity" ADD CONSTRAINT "FK_a1c6cdbbce0169a82f980da499b" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_email_change" ("id" SERIAL NOT NULL, "email_key" character varying(254) NOT NULL, "new_email" character varying(254) NOT NULL, "token_hash" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_62bc6b1f0c7df0e0d3e287589fb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "parent_email_change_token_hash_key" ON "parent_email_change" ("token_hash") `,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link', 'email_change'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" = 'email_change'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder', 'parent_link'))`,
    );
    await queryRunner.query(`DROP TABLE "parent_email_change"`);
    await queryRunner.query(`DROP TABLE "parent_activity"`);
    await queryRunner.query(`DROP TABLE "parent_request"`);
  }
}
