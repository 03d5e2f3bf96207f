import { MigrationInterface, QueryRunner } from 'typeorm';

// Staff search without diacritics and by a phone's digits (issue 23, item 8): the trigram index over
// the folded text, the same expression as REGISTRATION_SEARCH_SQL (registration.search.ts).
export class RegistrationSearchFolded1795736427511 implements MigrationInterface {
  name = 'RegistrationSearchFolded1795736427511';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // unaccent is a trusted extension: the database's owner may create it (PostgreSQL 13 and later).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    const [extension] = (await queryRunner.query(
      `SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`,
    )) as { schema: string }[];
    const schema = extension?.schema ?? 'public';
    // Immutable (unaccent() itself is only stable), so an index can hold it; the dictionary and the
    // function named with their schema, as index maintenance runs with a safe search_path.
    await queryRunner.query(
      `CREATE FUNCTION kurzy_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, $1)) $$`,
    );
    await queryRunner.query(`DROP INDEX "registration_search_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "registration_search_folded_idx" ON "registration" USING gin ((kurzy_fold(parent_first_name || ' ' || parent_last_name || ' ' || child_full_name || ' ' || email || ' ' || variable_symbol::text) || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "registration_search_folded_idx"`);
    await queryRunner.query(
      `CREATE INDEX "registration_search_trgm_idx" ON "registration" USING gin ((parent_first_name || ' ' || parent_last_name || ' ' || child_full_name || ' ' || email || ' ' || phone) gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP FUNCTION kurzy_fold(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
