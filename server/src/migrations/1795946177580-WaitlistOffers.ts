import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 42: a freed place is offered with a deadline instead of given at once. The registration
 * keeps the open offer's deadline (held_until) so that counting places needs no join. */
export class WaitlistOffers1795946177580 implements MigrationInterface {
  name = 'WaitlistOffers1795946177580';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."waitlist_offer_state" AS ENUM('offered', 'accepted', 'declined', 'expired', 'withdrawn')`,
    );
    await queryRunner.query(
      `CREATE TABLE "waitlist_offer" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "state" "public"."waitlist_offer_state" NOT NULL DEFAULT 'offered', "offered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "decided_at" TIMESTAMP WITH TIME ZONE, "over_capacity" boolean NOT NULL DEFAULT false, "offered_by_id" integer, "decided_by_id" integer, "decided_by_family" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_waitlist_offer" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "waitlist_offer_registration_id_idx" ON "waitlist_offer" ("registration_id") `,
    );
    // At most one open offer per registration, and the sweep finds the open ones by deadline.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "waitlist_offer_open_key" ON "waitlist_offer" ("registration_id") WHERE state = 'offered'`,
    );
    await queryRunner.query(
      `CREATE INDEX "waitlist_offer_open_expires_idx" ON "waitlist_offer" ("expires_at") WHERE state = 'offered'`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_offer" ADD CONSTRAINT "FK_590443a65b0aac658da4150bed3" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_offer" ADD CONSTRAINT "FK_225bdd07b00b0b3d20deffaa2bb" FOREIGN KEY ("offered_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_offer" ADD CONSTRAINT "FK_a959f30ff5618e7d03381458b71" FOREIGN KEY ("decided_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "registration" ADD "held_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "waitlist_priority" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "registration" ADD "waiting_since" TIMESTAMP WITH TIME ZONE`);
    for (const table of ['course', 'camp']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "offer_hours" integer NOT NULL DEFAULT 48`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_offer_hours_check" CHECK ("offer_hours" BETWEEN 1 AND 168)`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['course', 'camp']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_offer_hours_check"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "offer_hours"`);
    }
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "waiting_since"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "waitlist_priority"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP COLUMN "held_until"`);
    await queryRunner.query(`DROP TABLE "waitlist_offer"`);
    await queryRunner.query(`DROP TYPE "public"."waitlist_offer_state"`);
  }
}
