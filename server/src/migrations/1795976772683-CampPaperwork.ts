import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 48, item 1: what a camp registration adds, pickup persons and health data (special-category
 * data, kept apart from the registration row so that only the camp's staff and the family read it). */
export class CampPaperwork1795976772683 implements MigrationInterface {
  name = 'CampPaperwork1795976772683';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "camp_paperwork" ("registration_id" integer NOT NULL, "pickup_persons" jsonb NOT NULL DEFAULT '[]', "pickup_parents_only" boolean, "leaves_alone_from" character varying(5), "health_notes" text, "insurer" character varying(100), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cc134ed86df8c108e60c6ca0582" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp_paperwork" ADD CONSTRAINT "FK_cc134ed86df8c108e60c6ca0582" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "camp_paperwork" DROP CONSTRAINT "FK_cc134ed86df8c108e60c6ca0582"`);
    await queryRunner.query(`DROP TABLE "camp_paperwork"`);
  }
}
