import { MigrationInterface, QueryRunner } from 'typeorm';

// Generated, then edited by hand: the payment_state enum gains its values in place (its index stays),
// what is due is written from today's prices, and every registration marked paid gets the manual
// payment of what is due that marking it paid now records (issue 24).

export class Payments1795745692753 implements MigrationInterface {
  name = 'Payments1795745692753';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bank_import" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_id" integer, "format" character varying(20) NOT NULL, "file_name" character varying(255), "summary" jsonb NOT NULL, CONSTRAINT "PK_21ccac64ddfbee143e9c9d6feea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."payment_source" AS ENUM('statement', 'bank_api', 'cash', 'manual')`);
    await queryRunner.query(
      `CREATE TABLE "payment" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "source" "public"."payment_source" NOT NULL, "amount_haler" bigint NOT NULL, "currency" character(3) NOT NULL DEFAULT 'CZK', "direction" character varying(6) NOT NULL DEFAULT 'credit', "reversal" boolean NOT NULL DEFAULT false, "pairable" boolean NOT NULL, "booked_on" date NOT NULL, "account" character varying(60), "counter_account" character varying(60), "counter_name" character varying(200), "variable_symbol" character varying(10), "specific_symbol" character varying(10), "constant_symbol" character varying(10), "message" text, "bank_transaction_id" character varying(60), "dedupe_key" character varying(200), "receipt_number" character varying(40), "import_id" integer, "recorded_by_id" integer, "reversed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "payment_direction_check" CHECK ("direction" IN ('credit', 'debit')), CONSTRAINT "payment_amount_check" CHECK ("amount_haler" > 0), CONSTRAINT "PK_fcaec7df5adf9cac408c686b2ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "payment_variable_symbol_idx" ON "payment"  ("variable_symbol") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "payment_dedupe_key_key" ON "payment"  ("dedupe_key") `);
    await queryRunner.query(`CREATE INDEX "payment_booked_on_idx" ON "payment"  ("booked_on", "id") `);
    await queryRunner.query(
      `CREATE TABLE "payment_allocation" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "registration_id" integer NOT NULL, "amount_haler" bigint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_id" integer, "reversed_at" TIMESTAMP WITH TIME ZONE, "reversed_by_id" integer, CONSTRAINT "payment_allocation_amount_check" CHECK ("amount_haler" > 0), CONSTRAINT "PK_c33ff68d0655802841f39d2bbdc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_allocation_payment_id_idx" ON "payment_allocation"  ("payment_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_allocation_registration_idx" ON "payment_allocation"  ("registration_id") WHERE "reversed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_event" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "type" character varying(20) NOT NULL, "registration_id" integer, "variable_symbol" character varying(10), "amount_haler" bigint, "actor_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payment_event_type_check" CHECK ("type" IN ('recorded', 'paired', 'unpaired', 'reversed')), CONSTRAINT "PK_7e4a9d66fdf160a9fb9d236150f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "payment_event_payment_id_idx" ON "payment_event"  ("payment_id") `);
    await queryRunner.query(
      `CREATE INDEX "payment_event_registration_id_idx" ON "payment_event"  ("registration_id") `,
    );
    await queryRunner.query(`ALTER TABLE "registration" ADD "due_haler" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "received_haler" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TYPE "public"."payment_state" ADD VALUE 'partially_paid' BEFORE 'paid'`);
    await queryRunner.query(`ALTER TYPE "public"."payment_state" ADD VALUE 'overpaid'`);
    await queryRunner.query(
      `ALTER TABLE "bank_import" ADD CONSTRAINT "FK_6730e7c5be81faeb8cf5b411dc8" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_7572cbf4f67fda715b55541362b" FOREIGN KEY ("import_id") REFERENCES "bank_import"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "FK_b755d6aa480ae9d7447237ea7ad" FOREIGN KEY ("recorded_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocation" ADD CONSTRAINT "FK_a7a02a0af35283a6e0d7eed69a5" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocation" ADD CONSTRAINT "FK_3d58518ccacfbf11069c1b7ca06" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocation" ADD CONSTRAINT "FK_e408d6690a023753f7c94d7b4a7" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocation" ADD CONSTRAINT "FK_ddeec60ad422a4dd26ee21cba91" FOREIGN KEY ("reversed_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_event" ADD CONSTRAINT "FK_6ad1b43024a91779b6f7408afa4" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_event" ADD CONSTRAINT "FK_9c2c94239fd1556d9b3e37d8380" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `UPDATE registration r SET due_haler = c.price::bigint * 100
         FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = r.schedule_id`,
    );
    await queryRunner.query(
      `UPDATE registration r SET due_haler = c.price::bigint * 100 FROM camp c WHERE c.id = r.camp_id`,
    );
    await queryRunner.query(
      `INSERT INTO payment (source, amount_haler, pairable, booked_on, variable_symbol, message)
       SELECT 'manual', due_haler, true, (created_at AT TIME ZONE 'Europe/Prague')::date, variable_symbol::text,
              'Označeno jako zaplacené před evidencí plateb'
         FROM registration WHERE payment_state = 'paid' AND due_haler > 0 ORDER BY id`,
    );
    await queryRunner.query(
      `INSERT INTO payment_allocation (payment_id, registration_id, amount_haler)
       SELECT p.id, r.id, p.amount_haler FROM payment p JOIN registration r ON r.variable_symbol::text = p.variable_symbol`,
    );
    await queryRunner.query(
      `INSERT INTO payment_event (payment_id, type, registration_id, variable_symbol, amount_haler)
       SELECT a.payment_id, kind, a.registration_id, p.variable_symbol, a.amount_haler
         FROM payment_allocation a JOIN payment p ON p.id = a.payment_id, unnest(ARRAY['recorded', 'paired']) AS kind`,
    );
    await queryRunner.query(`UPDATE registration SET received_haler = due_haler WHERE payment_state = 'paid'`);
    // The parents' payment e-mails (the generator does not compare CHECK constraints).
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation', 'payment_received', 'payment_partial', 'payment_reminder'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" LIKE 'payment_%'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated', 'cancelled', 'invitation'))`,
    );
    await queryRunner.query(`ALTER TABLE "payment_event" DROP CONSTRAINT "FK_9c2c94239fd1556d9b3e37d8380"`);
    await queryRunner.query(`ALTER TABLE "payment_event" DROP CONSTRAINT "FK_6ad1b43024a91779b6f7408afa4"`);
    await queryRunner.query(`ALTER TABLE "payment_allocation" DROP CONSTRAINT "FK_ddeec60ad422a4dd26ee21cba91"`);
    await queryRunner.query(`ALTER TABLE "payment_allocation" DROP CONSTRAINT "FK_e408d6690a023753f7c94d7b4a7"`);
    await queryRunner.query(`ALTER TABLE "payment_allocation" DROP CONSTRAINT "FK_3d58518ccacfbf11069c1b7ca06"`);
    await queryRunner.query(`ALTER TABLE "payment_allocation" DROP CONSTRAINT "FK_a7a02a0af35283a6e0d7eed69a5"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_b755d6aa480ae9d7447237ea7ad"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP CONSTRAINT "FK_7572cbf4f67fda715b55541362b"`);
    await queryRunner.query(`ALTER TABLE "bank_import" DROP CONSTRAINT "FK_6730e7c5be81faeb8cf5b411dc8"`);
    await queryRunner.query(`DROP INDEX "public"."registration_schedule_payment_idx"`);
    await queryRunner.query(
      `UPDATE registration SET payment_state = (CASE WHEN payment_state IN ('paid', 'overpaid') THEN 'paid' ELSE 'unpaid' END)::text::payment_state`,
    );
    await queryRunner.query(`ALTER TABLE "registration" ALTER COLUMN "payment_state" DROP DEFAULT`);
    await queryRunner.query(`CREATE TYPE "public"."payment_state_old" AS ENUM('paid', 'unpaid')`);
    await queryRunner.query(
      `ALTER TABLE "registration" ALTER COLUMN "payment_state" TYPE "public"."payment_state_old" USING "payment_state"::"text"::"public"."payment_state_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."payment_state"`);
    await queryRunner.query(`ALTER TYPE "public"."payment_state_old" RENAME TO "payment_state"`);
    await queryRunner.query(`ALTER TABLE "registration" ALTER COLUMN "payment_state" SET DEFAULT 'unpaid'`);
    await queryRunner.query(
      `CREATE INDEX "registration_schedule_payment_idx" ON "registration" ("schedule_id", "payment_state")`,
    );
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "received_haler"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "due_haler"`);
    await queryRunner.query(`DROP INDEX "public"."payment_event_registration_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_event_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "payment_event"`);
    await queryRunner.query(`DROP INDEX "public"."payment_allocation_registration_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_allocation_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "payment_allocation"`);
    await queryRunner.query(`DROP INDEX "public"."payment_booked_on_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_dedupe_key_key"`);
    await queryRunner.query(`DROP INDEX "public"."payment_variable_symbol_idx"`);
    await queryRunner.query(`DROP TABLE "payment"`);
    await queryRunner.query(`DROP TYPE "public"."payment_source"`);
    await queryRunner.query(`DROP TABLE "bank_import"`);
  }
}
