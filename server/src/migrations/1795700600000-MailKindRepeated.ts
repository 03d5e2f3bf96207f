import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailKindRepeated1795700600000 implements MigrationInterface {
  name = 'MailKindRepeated1795700600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice', 'repeated'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "kind" = 'repeated'`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_kind_check" CHECK ("kind" IN ('confirmation', 'replacement', 'promoted', 'invoice'))`,
    );
  }
}
