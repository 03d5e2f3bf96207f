// The versioned legal texts and the consents of registrations to them. Texts are only ever added
// to: publishing makes the next version of a kind, and every consent names the version agreed to.
import {
  ConsentAction,
  ConsentSource,
  LEGAL_TEXT_KINDS,
  LegalErrorCode,
  LegalTextKind,
  legalTextSchema,
  mayPerform,
  RegistrationErrorCode,
} from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { type Page, pageRequest, pagination } from '../../core/pagination';
import { validateInput } from '../../core/validation';
import type { ParentService } from '../parents/parent.service';
import { assertRegistrationInScope, registrationScope } from '../registrations/registration.scope';
import { recordPhotoConsentChange } from './legal.consents';
import { LegalText } from './legal-text.entity';
import { ensureDefaultText } from './legal.defaults';
import type { ConsentRecord, ParentConsent, PhotoRefusal } from './legal.types';

const TEXT_COLUMNS = `t.id, t.kind, t.version, t.body, t.published_at AS "publishedAt", t.published_by_id AS "publishedById"`;

function checkedKind(kind: unknown): LegalTextKind {
  if (!LEGAL_TEXT_KINDS.includes(kind as LegalTextKind)) throw new AppError(LegalErrorCode.NotFound);
  return kind as LegalTextKind;
}

/** The consents a registration holds, from its records in order: per kind, the last given one and
 * its withdrawal, if any came after it. */
function currentConsents(records: readonly ConsentRecord[]): ParentConsent[] {
  const byKind = new Map<LegalTextKind, ParentConsent>();
  for (const record of records) {
    if (record.action === ConsentAction.given)
      byKind.set(record.kind, { kind: record.kind, version: record.version, givenAt: record.at, withdrawnAt: null });
    else {
      const consent = byKind.get(record.kind);
      if (consent && !consent.withdrawnAt) consent.withdrawnAt = record.at;
    }
  }
  return LEGAL_TEXT_KINDS.flatMap((kind) => byKind.get(kind) ?? []);
}

export class LegalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
  ) {}

  /** The version in force of a kind, or version `version` of it. */
  async text(actor: Actor, kind: LegalTextKind, version?: number | null): Promise<LegalText> {
    authorize(actor, 'legal.read');
    checkedKind(kind);
    if (version !== undefined && version !== null && (!Number.isInteger(version) || version < 1 || version > 1e6))
      throw new AppError(LegalErrorCode.NotFound);
    await ensureDefaultText(this.dataSource.manager, kind);
    const [text]: LegalText[] = await this.dataSource.query(
      `SELECT ${TEXT_COLUMNS} FROM legal_text t WHERE t.kind = $1 AND ($2::int IS NULL OR t.version = $2)
        ORDER BY t.version DESC LIMIT 1`,
      [kind, version ?? null],
    );
    if (!text) throw new AppError(LegalErrorCode.NotFound);
    return this.withPublisher(actor, [text]).then(([one]) => one!);
  }

  /** Every version of a kind, newest first. */
  async versions(actor: Actor, kind: LegalTextKind): Promise<LegalText[]> {
    authorize(actor, 'legal.read');
    checkedKind(kind);
    await ensureDefaultText(this.dataSource.manager, kind);
    const texts: LegalText[] = await this.dataSource.query(
      `SELECT ${TEXT_COLUMNS} FROM legal_text t WHERE t.kind = $1 ORDER BY t.version DESC`,
      [kind],
    );
    return this.withPublisher(actor, texts);
  }

  /** Who published: for administrators (the back-office's history), not for the public pages. */
  private async withPublisher(actor: Actor, texts: LegalText[]): Promise<LegalText[]> {
    const show = mayPerform(actor?.role, 'legal.write');
    const ids = [...new Set(texts.flatMap((text) => (text.publishedById ? [text.publishedById] : [])))];
    const names = new Map<number, string>();
    if (show && ids.length > 0) {
      const users: { id: number; name: string }[] = await this.dataSource.query(
        'SELECT id, name FROM "user" WHERE id = ANY($1::int[])',
        [ids],
      );
      for (const user of users) names.set(user.id, user.name);
    }
    return texts.map((text) => ({
      ...text,
      publishedByName: show && text.publishedById ? (names.get(text.publishedById) ?? null) : null,
    }));
  }

  /** Publishes the next version of a kind; the earlier ones stay as they were. Refused when the text
   * is that of the current version, or when a newer one than `baseVersion` came meanwhile. */
  async publish(actor: Actor, kind: LegalTextKind, input: unknown): Promise<LegalText> {
    authorize(actor, 'legal.write');
    checkedKind(kind);
    const values = await validateInput(legalTextSchema, input);
    const id = await this.dataSource.transaction(async (manager) => {
      // One publisher of a kind at a time: the next version number is taken once.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('legal_text:' || $1))`, [kind]);
      const [current]: { version: number; body: string }[] = await manager.query(
        'SELECT version, body FROM legal_text WHERE kind = $1 ORDER BY version DESC LIMIT 1',
        [kind],
      );
      if (values.baseVersion !== null && current && values.baseVersion !== current.version)
        throw new AppError(LegalErrorCode.ChangedMeanwhile);
      if (current?.body.trim() === values.body) throw new AppError(LegalErrorCode.Unchanged, { field: 'body' });
      const [inserted]: { id: number }[] = await manager.query(
        `INSERT INTO legal_text (kind, version, body, published_by_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [kind, (current?.version ?? 0) + 1, values.body, actor?.userId ?? null],
      );
      return inserted!.id;
    });
    const [text]: LegalText[] = await this.dataSource.query(
      `SELECT ${TEXT_COLUMNS} FROM legal_text t WHERE t.id = $1`,
      [id],
    );
    return this.withPublisher(actor, [text!]).then(([one]) => one!);
  }

  /** The consent records of registrations, oldest first, by registration. */
  private async recordsOf(ids: readonly number[]): Promise<Map<number, ConsentRecord[]>> {
    const rows: (ConsentRecord & { registrationId: number })[] =
      ids.length === 0
        ? []
        : await this.dataSource.query(
            `SELECT c.id, c.registration_id AS "registrationId", c.kind, t.version, c.action, c.at, c.source
               FROM registration_consent c JOIN legal_text t ON t.id = c.legal_text_id
              WHERE c.registration_id = ANY($1::int[]) ORDER BY c.at, c.id`,
            [ids],
          );
    const found = new Map<number, ConsentRecord[]>();
    for (const { registrationId, ...record } of rows) {
      const list = found.get(registrationId) ?? [];
      list.push(record);
      found.set(registrationId, list);
    }
    return found;
  }

  /** The consent history of registrations, for staff. */
  async historyOf(actor: Actor, ids: readonly number[]): Promise<Map<number, ConsentRecord[]>> {
    authorize(actor, 'consent.read');
    return this.recordsOf(ids);
  }

  /** The consent history of one registration; REGISTRATION_NOT_FOUND when there is none such. */
  async history(actor: Actor, id: number): Promise<ConsentRecord[]> {
    authorize(actor, 'consent.read');
    const [found] = await this.dataSource.query('SELECT 1 FROM registration WHERE id = $1', [id]);
    if (!found) throw new AppError(RegistrationErrorCode.NotFound);
    await assertRegistrationInScope(this.dataSource, actor, id);
    return (await this.recordsOf([id])).get(id) ?? [];
  }

  /** The consents registrations of a parent's page hold. Called for a page already opened by its
   * link (parents/parent.service.ts checked it): the ids are the family's own. */
  async ofFamilyRegistrations(ids: readonly number[]): Promise<Map<number, ParentConsent[]>> {
    const records = await this.recordsOf(ids);
    return new Map([...records].map(([id, list]) => [id, currentConsents(list)]));
  }

  /** The parent withdraws the photo consent of one of their registrations: the flag goes off and
   * the withdrawal is recorded, once (withdrawing again changes nothing). A link that does not work
   * or a registration of another family answers PARENT_LINK_INVALID and changes nothing. */
  async withdrawPhotoConsent(token: string, address: string, registrationId: number): Promise<ParentConsent | null> {
    authorize(null, 'parent.consent');
    await this.parents.familyRegistration(token, address, registrationId);
    await this.dataSource.transaction(async (manager) => {
      // The registration's row first, as every change of a registration takes it.
      await manager.query('SELECT 1 FROM registration WHERE id = $1 FOR UPDATE', [registrationId]);
      await manager.query('UPDATE registration SET photo_consent = false WHERE id = $1 AND photo_consent', [
        registrationId,
      ]);
      await recordPhotoConsentChange(manager, registrationId, false, ConsentSource.parent_page);
    });
    const consents = (await this.ofFamilyRegistrations([registrationId])).get(registrationId) ?? [];
    return consents.find((consent) => consent.kind === LegalTextKind.photo) ?? null;
  }

  /** Active registrations (not cancelled) without a photo consent: the withdrawn ones first, newest
   * first, then by course or camp, branch and child. A lector's: of their own slots and camps. */
  async withoutPhotoConsent(actor: Actor, page?: number | null, limit?: number | null): Promise<Page<PhotoRefusal>> {
    authorize(actor, 'consent.read');
    const window = pageRequest(page, limit);
    // The scope's values first, so the count (without the window) shares its placeholders.
    const scoped: unknown[] = [];
    const scope = registrationScope(actor, 'r', (value) => `$${scoped.push(value)}`);
    const where = `r.cancelled_at IS NULL AND NOT r.photo_consent${scope ? ` AND ${scope}` : ''}`;
    const from = `FROM registration r WHERE ${where}`;
    const next = scoped.length + 1;
    const [items, [counted]]: [PhotoRefusal[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT r.id AS "registrationId", r.child_full_name AS "childFullName", COALESCE(c.title, camp.title, '') AS title,
                b.title AS "branchTitle",
                (SELECT w.at FROM registration_consent w WHERE w.registration_id = r.id AND w.kind = 'photo'
                   AND w.action = 'withdrawn' ORDER BY w.at DESC, w.id DESC LIMIT 1) AS "withdrawnAt"
           FROM registration r
           LEFT JOIN schedule s ON s.id = r.schedule_id
           LEFT JOIN course c ON c.id = s.course_id
           LEFT JOIN camp ON camp.id = r.camp_id
           LEFT JOIN branch b ON b.id = COALESCE(s.branch_id, camp.branch_id, r.branch_id)
          WHERE ${where}
          -- The latest withdrawals first: what someone choosing pictures has not seen yet.
          ORDER BY "withdrawnAt" DESC NULLS LAST, title, b.title NULLS LAST, r.child_full_name, r.id
          LIMIT $${next} OFFSET $${next + 1}`,
        [...scoped, window.limit, window.offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total ${from}`, scoped),
    ]);
    return { items, pagination: pagination(window.page, window.limit, counted?.total ?? 0) };
  }
}
