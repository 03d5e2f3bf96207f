// A camp registration's paperwork and health declaration in the family's data export, and gone with
// its erasure: pickup persons, health data and signatures are special-category data, and for day camps
// nothing in the law keeps them.
import type { PersonalData } from '../../../core/personal-data';
import { createPrivateFileStorage } from '../../uploads/upload.file-storage';

export const campPaperworkPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT p.registration_id AS "registrationId",
              CASE WHEN p.pickup_parents_only THEN 'jen rodiče' ELSE
                (SELECT string_agg(person->>'name' || ' (' || (person->>'relation') || ', ' || (person->>'phone') || ')', '; ')
                   FROM jsonb_array_elements(p.pickup_persons) person) END AS "pickup",
              p.leaves_alone_from AS "leavesAloneFrom", p.health_notes AS "healthNotes", p.insurer
         FROM camp_paperwork p WHERE p.registration_id = ANY($1::int[]) ORDER BY p.registration_id`,
      [family.registrationIds],
    );
    const declarations = await manager.query(
      `SELECT d.registration_id AS "registrationId", d.signer_name AS "signerName",
              to_char(d.signed_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "signedAt", d.channel, t.version,
              d.user_agent AS "userAgent"
         FROM camp_declaration d JOIN legal_text t ON t.id = d.legal_text_id
        WHERE d.registration_id = ANY($1::int[]) ORDER BY d.registration_id`,
      [family.registrationIds],
    );
    const handovers = await manager.query(
      `SELECT h.registration_id AS "registrationId", to_char(h.day, 'YYYY-MM-DD') AS day,
              to_char(h.checked_in_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "checkedInAt",
              to_char(h.checked_out_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "checkedOutAt",
              h.collector, h.collector_name AS "collectorName", h.override_note AS "overrideNote"
         FROM camp_handover h WHERE h.registration_id = ANY($1::int[]) ORDER BY h.registration_id, h.day`,
      [family.registrationIds],
    );
    const certificates = await manager.query(
      `SELECT cc.registration_id AS "registrationId", to_char(cc.issued_on, 'YYYY-MM-DD') AS "issuedOn",
              to_char(cc.uploaded_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "uploadedAt",
              to_char(cc.checked_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "checkedAt",
              cc.content_type AS "contentType", cc.size
         FROM camp_certificate cc WHERE cc.registration_id = ANY($1::int[]) ORDER BY cc.registration_id`,
      [family.registrationIds],
    );
    return {
      campCertificates: {
        // The file itself the family opens on its page (it is a photo or PDF it uploaded).
        title: 'Tábory: lékařské posudky (soubor je ke stažení na stránce rodiny)',
        columns: {
          registrationId: 'Přihláška',
          issuedOn: 'Datum vydání',
          uploadedAt: 'Nahráno',
          checkedAt: 'Zkontrolováno',
          contentType: 'Typ souboru',
          size: 'Velikost (bajty)',
        },
        rows: certificates,
      },
      campHandovers: {
        title: 'Tábory: příchody a odchody',
        columns: {
          registrationId: 'Přihláška',
          day: 'Den',
          checkedInAt: 'Příchod',
          checkedOutAt: 'Odchod',
          collector: 'Kdo dítě vyzvedl (rodič / osoba / sám / výjimka)',
          collectorName: 'Jméno',
          overrideNote: 'Poznámka k výjimce',
        },
        rows: handovers,
      },
      campDeclarations: {
        title: 'Prohlášení o bezinfekčnosti',
        columns: {
          registrationId: 'Přihláška',
          signerName: 'Podepsal(a)',
          signedAt: 'Kdy',
          channel: 'Jak (web / papír)',
          version: 'Verze textu',
          userAgent: 'Prohlížeč',
        },
        rows: declarations,
      },
      campPaperwork: {
        title: 'Tábory: vyzvedávání a zdraví',
        columns: {
          registrationId: 'Přihláška',
          pickup: 'Kdo smí dítě vyzvedávat',
          leavesAloneFrom: 'Odchází sám od',
          healthNotes: 'Zdravotní omezení, alergie a léky',
          insurer: 'Zdravotní pojišťovna',
        },
        rows,
      },
    };
  },
  // The declarations go too: for day camps no statute keeps them (docs/SECURITY.md). The certificates'
  // files leave the private store once the erasure has committed.
  async erase(manager, family, { config, afterCommit }) {
    const files: { key: string }[] = await manager.query(
      'SELECT storage_key AS key FROM camp_certificate WHERE registration_id = ANY($1::int[])',
      [family.registrationIds],
    );
    await manager.query('DELETE FROM camp_certificate WHERE registration_id = ANY($1::int[])', [
      family.registrationIds,
    ]);
    if (files.length > 0)
      afterCommit(async () => {
        const storage = createPrivateFileStorage(config);
        for (const { key } of files) await storage.remove(key);
      });
    await manager.query('DELETE FROM camp_paperwork WHERE registration_id = ANY($1::int[])', [family.registrationIds]);
    await manager.query('DELETE FROM camp_declaration WHERE registration_id = ANY($1::int[])', [
      family.registrationIds,
    ]);
    await manager.query('DELETE FROM camp_handover WHERE registration_id = ANY($1::int[])', [family.registrationIds]);
  },
};
