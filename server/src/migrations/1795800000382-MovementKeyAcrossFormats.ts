import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One bank movement is one key whatever the format it came in (issue 38, finding 2): camt.053's
 * keys lose their own `camt:` prefix and every digit-only movement id its leading zeros, so the
 * same Fio movement imported as camt.053 and as Fio CSV, JSON or GPC is recorded once.
 *
 * A movement already recorded twice (once per form) keeps both rows; the camt one keeps its old key,
 * and any later import of it meets the other row's key, so neither is counted again.
 */
export class MovementKeyAcrossFormats1795800000382 implements MigrationInterface {
  name = 'MovementKeyAcrossFormats1795800000382';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `WITH renamed AS (
         SELECT id, regexp_replace(regexp_replace(dedupe_key, '^camt:', 'bank:'), '^(bank:[^:]*:)0+([0-9]+)$', '\\1\\2') AS key
           FROM payment
          WHERE dedupe_key LIKE 'camt:%' OR dedupe_key ~ '^bank:[^:]*:0+[0-9]+$'
       ), first AS (
         SELECT DISTINCT ON (key) id, key FROM renamed ORDER BY key, id
       )
       UPDATE payment p SET dedupe_key = f.key
         FROM first f
        WHERE p.id = f.id AND p.dedupe_key <> f.key
          AND NOT EXISTS (SELECT 1 FROM payment q WHERE q.dedupe_key = f.key)`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to undo that matters: the old code reads camt keys in the new form as Fio's and would
    // only miss a re-import of a camt.053 file already recorded, which its own key still stops.
  }
}
