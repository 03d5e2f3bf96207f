import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 42, item 3: why a replacement next in line was not offered a freed place (too late before
 * the first lesson or camp day, or the course or camp over), for staff to see. */
export class WaitlistPasses1795952586811 implements MigrationInterface {
  name = 'WaitlistPasses1795952586811';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "waitlist_pass" ("registration_id" integer NOT NULL, "reason" character varying(20) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_waitlist_pass" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_pass" ADD CONSTRAINT "FK_191c749c955441f94f7ec793b15" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "waitlist_pass"`);
  }
}
