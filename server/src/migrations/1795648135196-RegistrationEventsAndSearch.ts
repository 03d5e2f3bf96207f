import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationEventsAndSearch1795648135196 implements MigrationInterface {
  name = 'RegistrationEventsAndSearch1795648135196';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "registration_event" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "type" character varying(30) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e273290b4292fe15ea3b0d03511" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_event_registration_id_idx" ON "registration_event"  ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_event_unprocessed_idx" ON "registration_event"  ("processed_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_event" ADD CONSTRAINT "FK_bf80863f4fbd3dd947b91256b63" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Staff search over 100,000+ registrations: newest first, and "contains" text over the parent,
    // child, e-mail and phone through one trigram index (the same expression as REGISTRATION_SEARCH_TEXT).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "registration_created_at_idx" ON "registration" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_search_trgm_idx" ON "registration" USING gin ((parent_first_name || ' ' || parent_last_name || ' ' || child_full_name || ' ' || email || ' ' || phone) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."registration_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_created_at_idx"`);
    await queryRunner.query(`ALTER TABLE "registration_event" DROP CONSTRAINT "FK_bf80863f4fbd3dd947b91256b63"`);
    await queryRunner.query(`DROP INDEX "public"."registration_event_unprocessed_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_event_registration_id_idx"`);
    await queryRunner.query(`DROP TABLE "registration_event"`);
  }
}
