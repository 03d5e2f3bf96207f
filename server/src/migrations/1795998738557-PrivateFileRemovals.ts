import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 48, item 3: a certificate's file is queued for removal whenever its row goes or changes its
 * file, by any path (a registration deleted by staff cascades to camp_certificate unseen by the camps'
 * service); the certificate sweep removes the queued files. */
export class PrivateFileRemovals1795998738557 implements MigrationInterface {
  name = 'PrivateFileRemovals1795998738557';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "private_file_removal" ("storage_key" character varying(200) NOT NULL, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ae4fc4f1e3c5375f1722aff9ba0" PRIMARY KEY ("storage_key"))`,
    );
    await queryRunner.query(`CREATE FUNCTION camp_certificate_file_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR OLD.storage_key IS DISTINCT FROM NEW.storage_key THEN
          INSERT INTO private_file_removal (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER camp_certificate_file_gone AFTER DELETE OR UPDATE OF storage_key ON camp_certificate FOR EACH ROW EXECUTE FUNCTION camp_certificate_file_gone()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER camp_certificate_file_gone ON camp_certificate`);
    await queryRunner.query(`DROP FUNCTION camp_certificate_file_gone()`);
    await queryRunner.query(`DROP TABLE "private_file_removal"`);
  }
}
