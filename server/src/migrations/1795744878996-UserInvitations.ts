import { MigrationInterface, QueryRunner } from 'typeorm';

export class UserInvitations1795744878996 implements MigrationInterface {
  name = 'UserInvitations1795744878996';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_invitation" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" bytea NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_41026b90b70299ac5dc0183351a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_invitation_user_id_idx" ON "user_invitation"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "user_invitation_token_hash_key" ON "user_invitation"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "user_invitation_created_by_id_idx" ON "user_invitation"  ("created_by_id") `,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "invitation_id" integer`);
    await queryRunner.query(`ALTER TABLE "mail_message" ADD "token" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d"`);
    await queryRunner.query(`ALTER TABLE "mail_message" ALTER COLUMN "registration_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "mail_message_invitation_id_idx" ON "mail_message"  ("invitation_id") `);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_subject_check" CHECK (("registration_id" IS NULL) <> ("invitation_id" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_invitation" ADD CONSTRAINT "FK_79f68a9007a10c9fa07febc9e1c" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_invitation" ADD CONSTRAINT "FK_05adb4520677d5b991cf3b1a5c6" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_bf17622f9c4108b2bb369e8303c" FOREIGN KEY ("invitation_id") REFERENCES "user_invitation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_bf17622f9c4108b2bb369e8303c"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d"`);
    await queryRunner.query(`ALTER TABLE "user_invitation" DROP CONSTRAINT "FK_05adb4520677d5b991cf3b1a5c6"`);
    await queryRunner.query(`ALTER TABLE "user_invitation" DROP CONSTRAINT "FK_79f68a9007a10c9fa07febc9e1c"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP CONSTRAINT "mail_message_subject_check"`);
    await queryRunner.query(`DROP INDEX "public"."mail_message_invitation_id_idx"`);
    await queryRunner.query(`DELETE FROM "mail_message" WHERE "registration_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "mail_message" ALTER COLUMN "registration_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "mail_message" ADD CONSTRAINT "FK_0d9c0b1ed61701176c991171c0d" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "token"`);
    await queryRunner.query(`ALTER TABLE "mail_message" DROP COLUMN "invitation_id"`);
    await queryRunner.query(`DROP INDEX "public"."user_invitation_created_by_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_invitation_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."user_invitation_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_invitation"`);
  }
}
