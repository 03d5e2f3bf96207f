import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 42, item 5: every change of a replacement's waiting-list priority, with who made it and when,
 * for the registration's history. */
export class WaitlistPriorityChanges1795960804263 implements MigrationInterface {
  name = 'WaitlistPriorityChanges1795960804263';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "waitlist_priority_change" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "from_priority" integer NOT NULL, "to_priority" integer NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "changed_by_id" integer, CONSTRAINT "PK_6368cb91109f91e0e8fffbf8f4f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "waitlist_priority_change_registration_id_idx" ON "waitlist_priority_change"  ("registration_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_priority_change" ADD CONSTRAINT "FK_60a1538d2641ee9a46bd8207d09" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_priority_change" ADD CONSTRAINT "FK_b2901c53e0ab8f36322285706ed" FOREIGN KEY ("changed_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "waitlist_priority_change" DROP CONSTRAINT "FK_b2901c53e0ab8f36322285706ed"`);
    await queryRunner.query(`ALTER TABLE "waitlist_priority_change" DROP CONSTRAINT "FK_60a1538d2641ee9a46bd8207d09"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_priority_change_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "waitlist_priority_change"`);
  }
}
