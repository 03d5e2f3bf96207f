import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795643989362 implements MigrationInterface {
  name = 'Initial1795643989362';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."role" AS ENUM('administrator', 'lector')`);
    await queryRunner.query(
      `CREATE TABLE "user" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "username" character varying(100) NOT NULL, "password_hash" text NOT NULL, "name" character varying(200) NOT NULL, "role" "public"."role" NOT NULL DEFAULT 'lector', "description" text, "email" character varying(254), "email_public" boolean NOT NULL DEFAULT false, "phone" character varying(30), "active" boolean NOT NULL DEFAULT true, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "user_username_key" ON "user"  ("username") `);
    await queryRunner.query(
      `CREATE TABLE "session" ("id" SERIAL NOT NULL, "token_hash" bytea NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f55da76ac1c3ac420f444d2ff11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "session_token_hash_key" ON "session"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "session_user_id_idx" ON "session"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "session_expires_at_idx" ON "session"  ("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "branch" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "address" character varying(300) NOT NULL, "latitude" double precision, "longitude" double precision, "phone" character varying(30), "email" character varying(254), "web" character varying(300), "active" boolean NOT NULL DEFAULT true, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_2e39f426e2faefdaa93c5961976" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."age_category" AS ENUM('babies', 'preschool', 'younger_children', 'older_children', 'uncategorized')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."activity_type" AS ENUM('dancing', 'sport', 'creative', 'other')`);
    await queryRunner.query(
      `CREATE TABLE "camp" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "from" date NOT NULL, "to" date NOT NULL, "price" integer NOT NULL, "capacity" integer NOT NULL, "max_capacity" integer NOT NULL, "branch_id" integer, "category" "public"."age_category" NOT NULL DEFAULT 'uncategorized', "type" "public"."activity_type" NOT NULL DEFAULT 'other', "active" boolean NOT NULL DEFAULT true, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "camp_dates_check" CHECK ("to" >= "from"), CONSTRAINT "camp_price_check" CHECK ("price" >= 0), CONSTRAINT "camp_capacity_check" CHECK ("capacity" >= 0 AND "max_capacity" >= "capacity"), CONSTRAINT "PK_80bfb9f28fe9bdd60efd8866964" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "camp_from_idx" ON "camp"  ("from") `);
    await queryRunner.query(`CREATE INDEX "camp_branch_id_idx" ON "camp"  ("branch_id") `);
    await queryRunner.query(
      `CREATE TABLE "course" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "type" "public"."activity_type" NOT NULL, "category" "public"."age_category" NOT NULL, "capacity" integer NOT NULL, "max_capacity" integer NOT NULL, "price" integer NOT NULL, "price_per_lesson" integer, "number_of_lessons" integer, "time" character varying(200), "location" character varying(200), "start_date" date, "end_date" date, "order" integer, "active" boolean NOT NULL DEFAULT true, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "course_dates_check" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"), CONSTRAINT "course_lessons_check" CHECK ("number_of_lessons" IS NULL OR "number_of_lessons" > 0), CONSTRAINT "course_price_check" CHECK ("price" >= 0 AND ("price_per_lesson" IS NULL OR "price_per_lesson" >= 0)), CONSTRAINT "course_capacity_check" CHECK ("capacity" >= 0 AND "max_capacity" >= "capacity"), CONSTRAINT "PK_bf95180dd756fd204fb01ce4916" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "course_type_idx" ON "course"  ("type") `);
    await queryRunner.query(`CREATE INDEX "course_category_idx" ON "course"  ("category") `);
    await queryRunner.query(
      `CREATE TABLE "customer" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(30), CONSTRAINT "PK_a7a13f4cacb744524e44dfdad32" PRIMARY KEY ("id"))`,
    );
    // A parent is found again by e-mail whatever its letter case.
    await queryRunner.query(`CREATE UNIQUE INDEX "customer_email_key" ON "customer" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX "customer_name_idx" ON "customer"  ("last_name", "first_name") `);
    await queryRunner.query(
      `CREATE TABLE "gallery" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_65d7a1ef91ddafb3e7071b188a0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "gallery_visible_created_at_idx" ON "gallery"  ("visible", "created_at") `);
    await queryRunner.query(
      `CREATE TYPE "public"."picture_owner" AS ENUM('gallery', 'course', 'camp', 'branch', 'news', 'user')`,
    );
    await queryRunner.query(
      `CREATE TABLE "picture" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "owner" "public"."picture_owner" NOT NULL, "owner_id" integer NOT NULL, "illustration" boolean NOT NULL DEFAULT false, "path" character varying(300) NOT NULL, "thumbnail_path" character varying(300) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, CONSTRAINT "picture_size_check" CHECK ("width" > 0 AND "height" > 0), CONSTRAINT "PK_31ccf37c74bae202e771c0c2a38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "picture_owner_idx" ON "picture"  ("owner", "owner_id") `);
    await queryRunner.query(
      `CREATE TABLE "news" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "text" text NOT NULL, "visible" boolean NOT NULL DEFAULT true, "active" boolean NOT NULL DEFAULT true, "start_date" date, "end_date" date, CONSTRAINT "news_dates_check" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"), CONSTRAINT "PK_39a43dfcb6007180f04aff2357e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "news_created_at_idx" ON "news"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "schedule" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "day_of_week" smallint NOT NULL, "from" TIME NOT NULL, "to" TIME NOT NULL, "order" integer, "course_id" integer NOT NULL, "branch_id" integer NOT NULL, "lector_id" integer, CONSTRAINT "schedule_time_check" CHECK ("to" > "from"), CONSTRAINT "schedule_day_of_week_check" CHECK ("day_of_week" BETWEEN 1 AND 7), CONSTRAINT "PK_1c05e42aec7371641193e180046" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "schedule_course_id_idx" ON "schedule"  ("course_id") `);
    await queryRunner.query(`CREATE INDEX "schedule_branch_id_idx" ON "schedule"  ("branch_id") `);
    await queryRunner.query(`CREATE INDEX "schedule_lector_id_idx" ON "schedule"  ("lector_id") `);
    await queryRunner.query(`CREATE TYPE "public"."registration_type" AS ENUM('course', 'camp')`);
    await queryRunner.query(`CREATE TYPE "public"."payment_state" AS ENUM('paid', 'unpaid')`);
    // Variable symbols: unique under any load and at most 10 digits (Czech bank transfers).
    await queryRunner.query(
      `CREATE SEQUENCE "variable_symbol_seq" AS bigint START 100001 MINVALUE 1 MAXVALUE 9999999999 NO CYCLE`,
    );
    await queryRunner.query(
      `CREATE TABLE "registration" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "parent_first_name" character varying(100) NOT NULL, "parent_last_name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(30) NOT NULL, "child_full_name" character varying(200) NOT NULL, "child_born_year" date NOT NULL, "note" text, "photo_consent" boolean NOT NULL DEFAULT false, "personal_data_consent" boolean NOT NULL, "type" "public"."registration_type" NOT NULL, "replacement" boolean NOT NULL DEFAULT false, "payment_state" "public"."payment_state" NOT NULL DEFAULT 'unpaid', "variable_symbol" bigint NOT NULL DEFAULT nextval('variable_symbol_seq'::regclass), "invoice_number" character varying(20), "invoice_sent" boolean NOT NULL DEFAULT false, "invoice_account" character varying(34), "schedule_id" integer, "camp_id" integer, "branch_id" integer, "customer_id" integer NOT NULL, "cancelled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "registration_variable_symbol_check" CHECK ("variable_symbol" BETWEEN 1 AND 9999999999), CONSTRAINT "registration_personal_data_consent_check" CHECK ("personal_data_consent"), CONSTRAINT "registration_target_check" CHECK (("type" = 'course' AND "schedule_id" IS NOT NULL AND "camp_id" IS NULL) OR ("type" = 'camp' AND "camp_id" IS NOT NULL AND "schedule_id" IS NULL)), CONSTRAINT "PK_cb23dc9d28df8801b15e9e2b8d6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "registration_email_idx" ON "registration"  ("email") `);
    await queryRunner.query(`CREATE INDEX "registration_type_idx" ON "registration"  ("type") `);
    await queryRunner.query(`CREATE INDEX "registration_payment_state_idx" ON "registration"  ("payment_state") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registration_variable_symbol_key" ON "registration"  ("variable_symbol") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registration_invoice_number_key" ON "registration"  ("invoice_number") `,
    );
    await queryRunner.query(`CREATE INDEX "registration_schedule_id_idx" ON "registration"  ("schedule_id") `);
    await queryRunner.query(`CREATE INDEX "registration_camp_id_idx" ON "registration"  ("camp_id") `);
    await queryRunner.query(`CREATE INDEX "registration_branch_id_idx" ON "registration"  ("branch_id") `);
    await queryRunner.query(`CREATE INDEX "registration_customer_id_idx" ON "registration"  ("customer_id") `);
    await queryRunner.query(
      `CREATE TABLE "video" ("id" SERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "url" character varying(500) NOT NULL, "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_1a2f3856250765d72e7e1636c8e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "session" ADD CONSTRAINT "FK_30e98e8746699fb9af235410aff" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "camp" ADD CONSTRAINT "FK_ad937a1cf4c9c94e47a1ca83f6b" FOREIGN KEY ("branch_id") REFERENCES "branch"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule" ADD CONSTRAINT "FK_0a4a1ce7bf2941d112ce99254ea" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule" ADD CONSTRAINT "FK_8d98f648451dc8e4dda48693d2a" FOREIGN KEY ("branch_id") REFERENCES "branch"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule" ADD CONSTRAINT "FK_4a98c90cdf6a9f489c502f09c4a" FOREIGN KEY ("lector_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_1500f8d54aa4067355055c8d041" FOREIGN KEY ("schedule_id") REFERENCES "schedule"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_bd96668e27afcd4c9e1eba53e27" FOREIGN KEY ("camp_id") REFERENCES "camp"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_74ded549b7fffb19e12725441bf" FOREIGN KEY ("branch_id") REFERENCES "branch"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration" ADD CONSTRAINT "FK_30bf21f5882d90919ccc70f042e" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Invoice numbers: YYYY + 6 digits, numbered from 1 again each year. The upsert takes a row lock,
    // so concurrent invoices of one year queue up and never share a number.
    await queryRunner.query(
      `CREATE TABLE "invoice_number_counter" ("year" integer PRIMARY KEY, "last_number" integer NOT NULL CHECK ("last_number" BETWEEN 1 AND 999999))`,
    );
    await queryRunner.query(`CREATE FUNCTION "next_invoice_number"(invoice_year integer) RETURNS varchar LANGUAGE sql AS $$
      INSERT INTO "invoice_number_counter" ("year", "last_number") VALUES (invoice_year, 1)
      ON CONFLICT ("year") DO UPDATE SET "last_number" = "invoice_number_counter"."last_number" + 1
      RETURNING invoice_year::text || lpad("last_number"::text, 6, '0')
    $$`);
    // Facts about the installation itself, such as when the demo data were seeded.
    await queryRunner.query(
      `CREATE TABLE "app_state" ("key" varchar(100) PRIMARY KEY, "value" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "app_state"`);
    await queryRunner.query(`DROP FUNCTION "next_invoice_number"(integer)`);
    await queryRunner.query(`DROP TABLE "invoice_number_counter"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_30bf21f5882d90919ccc70f042e"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_74ded549b7fffb19e12725441bf"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_bd96668e27afcd4c9e1eba53e27"`);
    await queryRunner.query(`ALTER TABLE "registration" DROP CONSTRAINT "FK_1500f8d54aa4067355055c8d041"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP CONSTRAINT "FK_4a98c90cdf6a9f489c502f09c4a"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP CONSTRAINT "FK_8d98f648451dc8e4dda48693d2a"`);
    await queryRunner.query(`ALTER TABLE "schedule" DROP CONSTRAINT "FK_0a4a1ce7bf2941d112ce99254ea"`);
    await queryRunner.query(`ALTER TABLE "camp" DROP CONSTRAINT "FK_ad937a1cf4c9c94e47a1ca83f6b"`);
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "FK_30e98e8746699fb9af235410aff"`);
    await queryRunner.query(`DROP TABLE "video"`);
    await queryRunner.query(`DROP INDEX "public"."registration_customer_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_branch_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_camp_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_schedule_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_invoice_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."registration_variable_symbol_key"`);
    await queryRunner.query(`DROP INDEX "public"."registration_payment_state_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_type_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_email_idx"`);
    await queryRunner.query(`DROP TABLE "registration"`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS "variable_symbol_seq"`);
    await queryRunner.query(`DROP TYPE "public"."payment_state"`);
    await queryRunner.query(`DROP TYPE "public"."registration_type"`);
    await queryRunner.query(`DROP INDEX "public"."schedule_lector_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."schedule_branch_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."schedule_course_id_idx"`);
    await queryRunner.query(`DROP TABLE "schedule"`);
    await queryRunner.query(`DROP INDEX "public"."news_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "news"`);
    await queryRunner.query(`DROP INDEX "public"."picture_owner_idx"`);
    await queryRunner.query(`DROP TABLE "picture"`);
    await queryRunner.query(`DROP TYPE "public"."picture_owner"`);
    await queryRunner.query(`DROP INDEX "public"."gallery_visible_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "gallery"`);
    await queryRunner.query(`DROP INDEX "public"."customer_name_idx"`);
    await queryRunner.query(`DROP INDEX "public"."customer_email_key"`);
    await queryRunner.query(`DROP TABLE "customer"`);
    await queryRunner.query(`DROP INDEX "public"."course_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."course_type_idx"`);
    await queryRunner.query(`DROP TABLE "course"`);
    await queryRunner.query(`DROP INDEX "public"."camp_branch_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."camp_from_idx"`);
    await queryRunner.query(`DROP TABLE "camp"`);
    await queryRunner.query(`DROP TYPE "public"."activity_type"`);
    await queryRunner.query(`DROP TYPE "public"."age_category"`);
    await queryRunner.query(`DROP TABLE "branch"`);
    await queryRunner.query(`DROP INDEX "public"."session_expires_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."session_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."session_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP INDEX "public"."user_username_key"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TYPE "public"."role"`);
  }
}
