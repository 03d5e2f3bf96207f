import { MigrationInterface, QueryRunner } from 'typeorm';

/** Before issue 38's fix a confirmed e-mail change moved the family's links to the new address, so a
 * family that moved into another's address kept a link that opens the other family's registrations.
 * Every link of an address that took in a confirmed change, made before that confirmation, ends; the
 * families ask for a fresh link on the site ("Pošlete mi odkaz znovu"), which goes to the mailbox. */
export class EndMovedParentLinks1795800000395 implements MigrationInterface {
  name = 'EndMovedParentLinks1795800000395';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "parent_link" l SET "revoked_at" = now()
        WHERE l."revoked_at" IS NULL
          AND EXISTS (SELECT 1 FROM "parent_email_change" c
                       WHERE c."used_at" IS NOT NULL AND c."used_at" > l."created_at"
                         AND lower(btrim(c."new_email")) = l."email_key")`,
    );
  }

  public async down(): Promise<void> {
    // Ended links stay ended: bringing them back would hand the families over again.
  }
}
