// The first version of a legal text added after the migrations that seeded the others: written on
// first use (a value added to the enum cannot be used in the migration's own transaction). Staff
// publish newer versions in the back-office as of any text.
import { LegalTextKind } from '@kurzy/common';
import type { EntityManager } from 'typeorm';

const DEFAULT_BODIES: Partial<Record<LegalTextKind, string>> = {
  [LegalTextKind.campDeclaration]: [
    '## Prohlášení o bezinfekčnosti',
    'Prohlašuji, že dítě je zdravotně způsobilé k účasti na táboře, nejeví známky akutního onemocnění (například horečky nebo průjmu) a ve 14 dnech před začátkem tábora nepřišlo do styku s osobou nemocnou infekční nemocí nebo podezřelou z nákazy.',
    'Dítěti není nařízeno karanténní opatření ani izolace.',
    'Jsem si vědom(a) právních následků, které by mě postihly, kdyby toto prohlášení nebylo pravdivé.',
    'Prohlášení podepisuje zákonný zástupce dítěte nebo osoba, kterou k tomu zákonný zástupce písemně pověřil. Nesmí být starší než jeden den před začátkem tábora.',
  ].join('\n\n'),
};

/** Writes the default first version of `kind` when it has none (concurrent callers write one). */
export async function ensureDefaultText(manager: EntityManager, kind: LegalTextKind): Promise<void> {
  const body = DEFAULT_BODIES[kind];
  if (!body) return;
  await manager.query(
    `INSERT INTO legal_text (kind, version, body) SELECT $1, 1, $2
      WHERE NOT EXISTS (SELECT 1 FROM legal_text WHERE kind = $1)
     ON CONFLICT (kind, version) DO NOTHING`,
    [kind, body],
  );
}

/** The version of `kind` in force (its default written first if it has none). */
export async function currentLegalText(
  manager: EntityManager,
  kind: LegalTextKind,
): Promise<{ id: number; version: number; body: string }> {
  const read = () =>
    manager.query(`SELECT id, version, body FROM legal_text WHERE kind = $1 ORDER BY version DESC LIMIT 1`, [kind]);
  let [text] = await read();
  if (!text) {
    await ensureDefaultText(manager, kind);
    [text] = await read();
  }
  return text;
}
