// „Prohlášení o bezinfekčnosti“ (issue 48, item 2): signed on the family's page from 00:00 Prague time
// on the day before the camp's first day until the end of its last day (the window is computed from
// the camp's dates, which staff move, and checked against the server's clock at every action); one per
// registration; the version of the text, the typed name, the moment, a hash of the client address and
// the user agent are kept. A PDF copy for the family; staff record a paper copy; the day before at
// 8:00 a sweep of the shared job runner e-mails the families that have not signed.
import { createHash } from 'node:crypto';
import {
  CampErrorCode,
  campDeclarationPaperSchema,
  campDeclarationSchema,
  LegalTextKind,
  ParentErrorCode,
  pragueDay,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../../core/actor';
import type { OperatorConfig } from '../../../core/config';
import { AppError } from '../../../core/errors';
import { validateInput } from '../../../core/validation';
import { currentLegalText } from '../../legal/legal.defaults';
import type { MailOutbox } from '../../mail/mail.outbox';
import type { ParentService } from '../../parents/parent.service';
import { assertRegistrationInScope } from '../../registrations/registration.scope';
import { CampDeclarationChannel } from './camp-declaration.entity';
import { CampMailKind } from './camp-declaration.mail';
import { renderDeclarationPdf } from './camp-declaration.pdf';

/** SQL over camp `c`: the declaration window's opening (00:00 Prague the day before the first day),
 * its end (00:00 Prague after the last day), and the reminder's moment (8:00 Prague the day before). */
export const DECLARATION_OPENS_SQL = `(((c."from" - 1)::timestamp) AT TIME ZONE 'Europe/Prague')`;
export const DECLARATION_CLOSES_SQL = `(((c."to" + 1)::timestamp) AT TIME ZONE 'Europe/Prague')`;
const REMINDER_AT_SQL = `(((c."from" - 1)::timestamp + interval '8 hours') AT TIME ZONE 'Europe/Prague')`;

export interface SignedDeclaration {
  signerName: string;
  signedAt: Date;
  channel: CampDeclarationChannel;
  version: number;
}

export class CampDeclarationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    private readonly mail: Pick<MailOutbox, 'queue' | 'kick'> | undefined,
    private readonly operator: OperatorConfig,
    /** The server's clock: the window is measured by it (tests move it across midnight). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Signed on the family's page. Signing again answers the declaration already signed. */
  async sign(
    token: string,
    address: string,
    userAgent: string,
    registrationId: number,
    input: unknown,
  ): Promise<SignedDeclaration> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    const values = await validateInput(campDeclarationSchema, input);
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const registration = await this.lockCampRegistration(manager, registrationId);
      if (!registration) throw new AppError(ParentErrorCode.LinkInvalid);
      const existing = await this.signed(manager, registrationId);
      if (existing) return existing;
      this.checkWindow(registration, now);
      const text = await currentLegalText(manager, LegalTextKind.campDeclaration);
      if (values.version !== null && values.version !== text.version)
        throw new AppError(CampErrorCode.DeclarationTextChanged);
      await manager.query(
        `INSERT INTO camp_declaration (registration_id, legal_text_id, signer_name, signed_at, channel, address_hash, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          registrationId,
          text.id,
          values.signerName,
          now,
          CampDeclarationChannel.web,
          createHash('sha256').update(address).digest(),
          userAgent.slice(0, 500) || null,
        ],
      );
      return {
        signerName: values.signerName,
        signedAt: now,
        channel: CampDeclarationChannel.web,
        version: text.version,
      };
    });
  }

  /** Staff record a paper copy handed in (the camp's lector, or an administrator); one signed on the
   * page already stays. */
  async recordPaper(actor: Actor, registrationId: number, input: unknown): Promise<SignedDeclaration> {
    authorize(actor, 'paperwork.record');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    const values = await validateInput(campDeclarationPaperSchema, input);
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const registration = await this.lockCampRegistration(manager, registrationId);
      if (!registration) throw new AppError(CampErrorCode.NotFound);
      const existing = await this.signed(manager, registrationId);
      if (existing) return existing;
      const text = await currentLegalText(manager, LegalTextKind.campDeclaration);
      await manager.query(
        `INSERT INTO camp_declaration (registration_id, legal_text_id, signer_name, signed_at, channel, recorded_by_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [registrationId, text.id, values.signerName, now, CampDeclarationChannel.paper, actor?.userId ?? null],
      );
      return {
        signerName: values.signerName,
        signedAt: now,
        channel: CampDeclarationChannel.paper,
        version: text.version,
      };
    });
  }

  /** The family's PDF copy of its signed declaration; none signed answers as a dead link. */
  async pdf(token: string, address: string, registrationId: number): Promise<{ filename: string; content: Buffer }> {
    authorize(null, 'parent.read');
    await this.parents.familyRegistration(token, address, registrationId);
    const [copy] = await this.dataSource.query(
      `SELECT r.child_full_name AS "childFullName", to_char(r.child_born_year, 'YYYY-MM-DD') AS "birthDate",
              c.title AS "campTitle", to_char(c."from", 'YYYY-MM-DD') AS "campFrom", to_char(c."to", 'YYYY-MM-DD') AS "campTo",
              d.signer_name AS "signerName", d.signed_at AS "signedAt", d.channel, t.version, t.body
         FROM camp_declaration d
         JOIN registration r ON r.id = d.registration_id
         JOIN camp c ON c.id = r.camp_id
         JOIN legal_text t ON t.id = d.legal_text_id
        WHERE d.registration_id = $1`,
      [registrationId],
    );
    if (!copy) throw new AppError(ParentErrorCode.LinkInvalid);
    return {
      filename: `prohlaseni-o-bezinfekcnosti-${registrationId}.pdf`,
      content: await renderDeclarationPdf({ ...copy, signedAt: new Date(copy.signedAt) }, this.operator),
    };
  }

  /** The sweep: from 8:00 Prague the day before a camp until it ends, one e-mail to each family
   * holding a place whose declaration is missing. */
  async remind(): Promise<number> {
    if (!this.mail) return 0;
    const now = this.now();
    const reminded = await this.dataSource.transaction(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        `SELECT r.id FROM registration r JOIN camp c ON c.id = r.camp_id
          WHERE c.declaration_required AND r.cancelled_at IS NULL AND NOT r.replacement
            AND ${REMINDER_AT_SQL} <= $1 AND ${DECLARATION_CLOSES_SQL} > $1
            AND NOT EXISTS (SELECT 1 FROM camp_declaration d WHERE d.registration_id = r.id)
            AND NOT EXISTS (SELECT 1 FROM mail_message m WHERE m.registration_id = r.id AND m.kind = $2)
          ORDER BY r.id FOR UPDATE OF r SKIP LOCKED`,
        [now, CampMailKind.campDeclarationReminder],
      );
      for (const row of rows) await this.mail!.queue(manager, row.id, CampMailKind.campDeclarationReminder);
      return rows.length;
    });
    if (reminded > 0) this.mail.kick();
    return reminded;
  }

  private checkWindow(registration: CampRegistration, now: Date): void {
    if (!registration.declarationRequired) throw new AppError(CampErrorCode.DeclarationNotRequired);
    if (registration.cancelled || registration.replacement) throw new AppError(CampErrorCode.DeclarationNoPlace);
    if (now < registration.opensAt)
      throw new AppError(CampErrorCode.DeclarationTooEarly, { params: { from: pragueDay(registration.opensAt) } });
    if (now >= registration.closesAt) throw new AppError(CampErrorCode.DeclarationClosed);
  }

  private async lockCampRegistration(manager: EntityManager, id: number): Promise<CampRegistration | null> {
    const [row] = await manager.query(
      `SELECT r.cancelled_at IS NOT NULL AS cancelled, r.replacement, c.declaration_required AS "declarationRequired",
              ${DECLARATION_OPENS_SQL} AS "opensAt", ${DECLARATION_CLOSES_SQL} AS "closesAt"
         FROM registration r JOIN camp c ON c.id = r.camp_id WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
    return row ? { ...row, opensAt: new Date(row.opensAt), closesAt: new Date(row.closesAt) } : null;
  }

  private async signed(manager: EntityManager, id: number): Promise<SignedDeclaration | null> {
    const [row] = await manager.query(
      `SELECT d.signer_name AS "signerName", d.signed_at AS "signedAt", d.channel, t.version
         FROM camp_declaration d JOIN legal_text t ON t.id = d.legal_text_id WHERE d.registration_id = $1`,
      [id],
    );
    return row ? { ...row, signedAt: new Date(row.signedAt) } : null;
  }
}

interface CampRegistration {
  cancelled: boolean;
  replacement: boolean;
  declarationRequired: boolean;
  opensAt: Date;
  closesAt: Date;
}
