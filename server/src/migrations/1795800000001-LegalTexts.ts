import { MigrationInterface, QueryRunner } from 'typeorm';

// The first versions of the terms, personal-data and photo texts, as the public pages showed them
// until now (client/src/features/info, "Platné od 1. 9. 2019"), in the markup of common/src/legal.ts.
// Written out here, not imported: a migration stays what it was when it ran.
const FIRST_VERSIONS: Record<'conditions' | 'gdpr' | 'photo', string> = {
  conditions: `## 1. Úvodní ustanovení

Tyto podmínky upravují účast dětí v kroužcích a na příměstských táborech, které pořádá provozovatel uvedený v patičce stránek (dále jen „pořadatel“). Odesláním přihlášky zákonný zástupce dítěte (dále jen „rodič“) potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.

## 2. Přihláška a vznik místa

- Přihláška se podává online na těchto stránkách. Je závazná odesláním formuláře.
- Místa obsazujeme v pořadí, v jakém přihlášky přišly. Je-li kapacita naplněna, dítě zapíšeme jako náhradníka; uvolní-li se místo, nabídneme ho náhradníkům ve stejném pořadí a rodiče informujeme e-mailem.
- Dítě musí věkem odpovídat kategorii kroužku nebo tábora.

## 3. Platba

- Kurzovné za kroužek se platí za celé pololetí, táborový poplatek za celý turnus. Cena je uvedena u každého kroužku a tábora v Kč.
- Platbu posílejte převodem na účet pořadatele s variabilním symbolem, který dostanete v potvrzení přihlášky, nejpozději do 14 dnů od přihlášení. Náhradníci platí až poté, co jim místo potvrdíme.
- Na vyžádání vystavíme fakturu pro zaměstnavatele nebo zdravotní pojišťovnu.

## 4. Zrušení účasti a vrácení peněz

- První lekce kroužku je zkušební: odhlásíte-li dítě do dvou dnů po ní, vrátíme celé kurzovné.
- Z vážných zdravotních důvodů vracíme poměrnou část kurzovného za neodchozené lekce.
- Tábor lze zrušit bez poplatku nejpozději 30 dní před začátkem, později účtujeme storno 50 % ceny. Najdete-li za dítě náhradníka, storno neúčtujeme.
- Lekce odpadlé z viny pořadatele nahradíme v náhradním termínu, nebo vrátíme jejich cenu.

## 5. Průběh a bezpečnost

Rodič předává dítě lektorovi na začátku lekce a přebírá ho po jejím skončení. Rodič je povinen upozornit na zdravotní omezení dítěte. Za věci, které dítě přinese a které nejsou k činnosti potřeba, pořadatel neodpovídá.

## 6. Osobní údaje

Osobní údaje zpracováváme podle [souhlasu se zpracováním osobních údajů](/gdpr), fotografie podle [souhlasu s pořizováním fotografií](/agreementPhoto).`,
  gdpr: `Odesláním přihlášky dává rodič jako zákonný zástupce dítěte pořadateli (správci údajů uvedenému v patičce stránek) souhlas se zpracováním osobních údajů podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákona č. 110/2019 Sb., o zpracování osobních údajů.

## Jaké údaje zpracováváme

- jméno a příjmení rodiče, e-mail a telefon,
- jméno, příjmení a datum narození dítěte,
- poznámku k přihlášce (např. zdravotní omezení), pokud ji vyplníte,
- údaje o platbách (variabilní symbol, číslo faktury, stav platby).

## Proč je zpracováváme

- abychom mohli dítě zařadit do kroužku nebo na tábor a ověřit, že odpovídá věkové kategorii,
- abychom vás mohli kontaktovat ve věci lekcí, změn rozvrhu, uvolněných míst a plateb,
- abychom splnili účetní a daňové povinnosti.

## Jak dlouho je uchováváme

Údaje z přihlášky uchováváme po dobu účasti dítěte a dva roky po jejím skončení; účetní doklady po dobu, kterou stanoví zákon (10 let). Poté údaje smažeme.

## Komu je předáváme

Údaje vidí jen pořadatel a lektoři kroužku, do kterého je dítě přihlášené. Nikomu je neprodáváme. Předat je můžeme jen zpracovatelům, kteří nám poskytují účetní a IT služby, a to v nezbytném rozsahu a se smluvní povinností mlčenlivosti.

## Vaše práva

Máte právo na přístup ke svým údajům, jejich opravu nebo výmaz, omezení zpracování, přenositelnost a právo vznést námitku. Souhlas můžete kdykoli odvolat e-mailem na adresu uvedenou v patičce; odvolání nemá vliv na zpracování před ním. Stížnost můžete podat u Úřadu pro ochranu osobních údajů (www.uoou.cz).`,
  photo: `Na lekcích, vystoupeních a táborech občas fotografujeme a natáčíme, abychom rodičům ukázali, co děti zažívají, a abychom naši činnost představili dalším zájemcům. Souhlas je dobrovolný: bez něj se dítě může kroužku nebo tábora zúčastnit úplně stejně.

## K čemu souhlas dáváte

Zaškrtnutím souhlasu v přihlášce rodič dovoluje, aby pořadatel pořizoval fotografie a videozáznamy, na kterých je dítě zachyceno při činnosti, a zveřejnil je:

- ve fotogalerii a mezi videi na těchto stránkách,
- na sociálních sítích pořadatele,
- v tištěných materiálech pořadatele (letáky, výroční zpráva).

## Co nikdy neděláme

- u fotografií neuvádíme celé jméno dítěte ani jiné údaje, podle kterých by šlo dítě dohledat,
- nezveřejňujeme fotografie, které by mohly dítě zesměšnit nebo ohrozit,
- fotografie neprodáváme ani neposkytujeme třetím osobám k jejich vlastním účelům,
- z fotografií odstraňujeme údaje o místě pořízení.

## Trvání a odvolání

Souhlas platí po dobu účasti dítěte a pět let poté. Můžete ho kdykoli odvolat e-mailem; fotografie s dítětem pak do 30 dnů odstraníme ze stránek a sociálních sítí. Tištěné materiály, které už byly vydány, stáhnout nelze.`,
};

/** The day the first versions came into force, as the pages said. */
const FIRST_PUBLISHED = '2019-09-01 00:00:00 Europe/Prague';

export class LegalTexts1795800000001 implements MigrationInterface {
  name = 'LegalTexts1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."legal_text_kind" AS ENUM('conditions', 'gdpr', 'photo')`);
    await queryRunner.query(
      `CREATE TABLE "legal_text" ("id" SERIAL NOT NULL, "kind" "public"."legal_text_kind" NOT NULL, "version" integer NOT NULL, "body" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "published_by_id" integer, CONSTRAINT "PK_c0394878225f0b4c46e6fd61098" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "legal_text_kind_version_key" ON "legal_text"  ("kind", "version") `);
    await queryRunner.query(`CREATE TYPE "public"."consent_action" AS ENUM('given', 'withdrawn')`);
    await queryRunner.query(`CREATE TYPE "public"."consent_source" AS ENUM('form', 'parent_page', 'staff')`);
    await queryRunner.query(
      `CREATE TABLE "registration_consent" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "kind" "public"."legal_text_kind" NOT NULL, "legal_text_id" integer NOT NULL, "action" "public"."consent_action" NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "source" "public"."consent_source" NOT NULL, CONSTRAINT "PK_4a493c14ec87fd229fbcab43295" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_consent_legal_text_idx" ON "registration_consent"  ("legal_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_consent_registration_idx" ON "registration_consent"  ("registration_id", "at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "legal_text" ADD CONSTRAINT "FK_f9f6256e240af4c447a345792f3" FOREIGN KEY ("published_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consent" ADD CONSTRAINT "FK_e09ce9f164c2cac903302f88fa0" FOREIGN KEY ("registration_id") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consent" ADD CONSTRAINT "FK_943f5aefcbcb2be7541d68d1782" FOREIGN KEY ("legal_text_id") REFERENCES "legal_text"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    for (const [kind, body] of Object.entries(FIRST_VERSIONS))
      await queryRunner.query(
        `INSERT INTO "legal_text" ("kind", "version", "body", "published_at") VALUES ($1, 1, $2, $3::timestamptz)`,
        [kind, body, FIRST_PUBLISHED],
      );
    // The registrations made so far agreed to these: given at their creation, on the form; the
    // photographs only where the box was ticked.
    await queryRunner.query(
      `INSERT INTO "registration_consent" ("registration_id", "kind", "legal_text_id", "action", "at", "source")
       SELECT r.id, t.kind, t.id, 'given', r.created_at, 'form'
         FROM "registration" r JOIN "legal_text" t ON t.version = 1 AND (t.kind <> 'photo' OR r.photo_consent)
        ORDER BY r.id, t.kind`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registration_consent" DROP CONSTRAINT "FK_943f5aefcbcb2be7541d68d1782"`);
    await queryRunner.query(`ALTER TABLE "registration_consent" DROP CONSTRAINT "FK_e09ce9f164c2cac903302f88fa0"`);
    await queryRunner.query(`ALTER TABLE "legal_text" DROP CONSTRAINT "FK_f9f6256e240af4c447a345792f3"`);
    await queryRunner.query(`DROP INDEX "public"."registration_consent_registration_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_consent_legal_text_idx"`);
    await queryRunner.query(`DROP TABLE "registration_consent"`);
    await queryRunner.query(`DROP TYPE "public"."consent_source"`);
    await queryRunner.query(`DROP TYPE "public"."consent_action"`);
    await queryRunner.query(`DROP INDEX "public"."legal_text_kind_version_key"`);
    await queryRunner.query(`DROP TABLE "legal_text"`);
    await queryRunner.query(`DROP TYPE "public"."legal_text_kind"`);
  }
}
