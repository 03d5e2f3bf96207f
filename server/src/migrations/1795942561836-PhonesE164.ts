import { MigrationInterface, QueryRunner } from 'typeorm';

// Phones in one form, E.164 (issue 41, item 2): "777123456" and "+420 777 123 456" were the same
// number stored twice over. Only values the validation accepts (PHONE_PATTERN in
// common/src/validation/patterns.ts) are rewritten, as toE164Phone does: nine digits take the Czech
// prefix, a longer number keeps its own. Anything else stays as it is, to be shown as typed.
const PHONE = `'^(\\+?[1-9][0-9]{0,2} ?)?[0-9]{3} ?[0-9]{3} ?[0-9]{3}$'`;
const DIGITS = `regexp_replace(phone, '[^0-9]', '', 'g')`;
const E164 = `CASE WHEN length(${DIGITS}) = 9 THEN '+420' || ${DIGITS} ELSE '+' || ${DIGITS} END`;
const TABLES = ['registration', 'customer', 'branch', 'user'];

export class PhonesE1641795942561836 implements MigrationInterface {
  name = 'PhonesE1641795942561836';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `UPDATE "${table}" SET phone = ${E164} WHERE phone ~ ${PHONE} AND phone IS DISTINCT FROM ${E164}`,
      );
    }
  }

  public async down(): Promise<void> {
    // How each phone was typed is not kept: E.164 is a valid value before this migration too.
  }
}
