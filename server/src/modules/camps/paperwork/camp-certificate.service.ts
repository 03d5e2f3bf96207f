// The doctor's certificate of a camp registration (posudek, issue 48 item 3): a photo or PDF uploaded
// from the family's page into the private file store (never served), with its issue date; valid two
// years; staff of that camp open it and mark it checked. Only the family (by its link) and staff of
// that camp read the file; anyone else's request is "not found". Deleted 60 days after the camp's
// last day: a sweep of the shared job runner deletes file and row, and every read hides one already
// due (the moment follows the camp's dates, which staff move).
import { randomUUID } from 'node:crypto';
import {
  CampCertificateStatus,
  campCertificateSchema,
  CampErrorCode,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_VALID_YEARS,
  ParentErrorCode,
  pragueDay,
  UploadErrorCode,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import type { Logger } from '../../../core/logger';
import { validateInput } from '../../../core/validation';
import type { UploadLimits } from '../../galleries/picture.service';
import type { ParentService } from '../../parents/parent.service';
import { assertRegistrationInScope } from '../../registrations/registration.scope';
import { type IncomingFiles, readLimited } from '../../uploads/upload.incoming';
import type { FileStorage } from '../../uploads/upload.storage';

/** SQL over camp `c`: when a certificate of the camp is deleted, 00:00 Prague 61 days after its last
 * day (60 whole days after the camp). */
export const CERTIFICATE_DELETED_AT_SQL = `(((c."to" + 61)::timestamp) AT TIME ZONE 'Europe/Prague')`;

/** Where the family's page fetches its own file: POST with { token, registrationId }. */
export const CERTIFICATE_FAMILY_PATH = '/api/parents/camp-certificate/file';
/** Where staff open a child's file (GET, the session's cookie). */
export const certificateStaffPath = (registrationId: number) => `/api/registrations/${registrationId}/camp-certificate`;

/** The multipart limits of the upload: one file of at most 10 MB. */
export const CERTIFICATE_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: CERTIFICATE_MAX_BYTES,
  maxFiles: 1,
  perMinute: 0,
};
/** The text fields the upload reads besides its file. */
export const CERTIFICATE_FIELDS = { names: ['token', 'registrationId', 'issuedOn'], maxFieldBytes: 200 } as const;

/** The file kinds accepted, by their first bytes (what the client says the type is does not count). */
const SIGNATURES: { bytes: number[]; contentType: string; extension: string }[] = [
  { bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', extension: 'png' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: 'application/pdf', extension: 'pdf' },
];

const kindOf = (data: Buffer) =>
  SIGNATURES.find(({ bytes }) => data.length > bytes.length && bytes.every((byte, index) => data[index] === byte));

/** A certificate as the family's page and the camp day show it. */
export interface CertificateInfo {
  status: CampCertificateStatus;
  issuedOn: string;
  /** The last day it is valid: two years from its issue. */
  validUntil: string;
  uploadedAt: Date;
  checkedAt: Date | null;
  contentType: string;
  /** Where its file is read (the family's POST, or staff's GET). */
  filePath: string;
}

interface CertificateRow {
  registrationId: number;
  storageKey: string;
  contentType: string;
  issuedOn: string;
  validUntil: string;
  uploadedAt: Date | string;
  checkedAt: Date | string | null;
  campTo: string;
}

/** The row's columns over camp_certificate `cc` (camp `c` joined). */
const COLUMNS = `cc.registration_id AS "registrationId", cc.storage_key AS "storageKey", cc.content_type AS "contentType",
  to_char(cc.issued_on, 'YYYY-MM-DD') AS "issuedOn",
  to_char(cc.issued_on + interval '${CERTIFICATE_VALID_YEARS} years', 'YYYY-MM-DD') AS "validUntil",
  cc.uploaded_at AS "uploadedAt", cc.checked_at AS "checkedAt", to_char(c."to", 'YYYY-MM-DD') AS "campTo"`;

export class CampCertificateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    /** The private store: nothing serves it. */
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    /** The server's clock (tests move the camp's dates or this). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The certificates (still kept) of some registrations, keyed by registration; `filePath` as the
   * reader's door has it. */
  async ofRegistrations(
    db: DataSource | EntityManager,
    ids: readonly number[],
    filePath: (registrationId: number) => string,
  ): Promise<Map<number, CertificateInfo>> {
    const now = this.now();
    const rows: CertificateRow[] = await db.query(
      `SELECT ${COLUMNS} FROM camp_certificate cc
         JOIN registration r ON r.id = cc.registration_id JOIN camp c ON c.id = r.camp_id
        WHERE cc.registration_id = ANY($1::int[]) AND ${CERTIFICATE_DELETED_AT_SQL} > $2`,
      [ids, now],
    );
    const today = pragueDay(now);
    return new Map(rows.map((row) => [row.registrationId, this.info(row, today, filePath(row.registrationId))]));
  }

  /** The family uploads (or replaces) the certificate: fields `token`, `registrationId`, `issuedOn`
   * before the file. The link is checked before the file is read. */
  async upload(
    address: string,
    fields: Readonly<Record<string, string>>,
    files: IncomingFiles,
  ): Promise<CertificateInfo> {
    authorize(null, 'parent.act');
    const registrationId = /^\d{1,10}$/.test(fields.registrationId ?? '') ? Number(fields.registrationId) : 0;
    await this.parents.familyRegistration(fields.token ?? '', address, registrationId);
    const { issuedOn } = await validateInput(campCertificateSchema, { issuedOn: fields.issuedOn });
    const now = this.now();
    const today = pragueDay(now);
    const [dates] = await this.dataSource.query(
      `SELECT $1::date > $2::date AS future, ($1::date + interval '${CERTIFICATE_VALID_YEARS} years')::date < $2::date AS old`,
      [issuedOn, today],
    );
    if (dates.future) throw new AppError(CampErrorCode.CertificateIssuedInFuture, { field: 'issuedOn' });
    if (dates.old) throw new AppError(CampErrorCode.CertificateTooOld, { field: 'issuedOn' });
    await this.checkCamp(this.dataSource.manager, registrationId, now, false);
    const data = await this.readFile(files);
    const kind = kindOf(data);
    if (!kind) throw new AppError(CampErrorCode.CertificateFileType, { field: 'file' });

    const storageKey = `certificates/${randomUUID()}.${kind.extension}`;
    await this.storage.put(storageKey, data);
    let replaced: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.checkCamp(manager, registrationId, now, true);
        const [old] = await manager.query(
          'SELECT storage_key AS key FROM camp_certificate WHERE registration_id = $1',
          [registrationId],
        );
        replaced = old?.key ?? null;
        // A new file is checked anew.
        await manager.query(
          `INSERT INTO camp_certificate (registration_id, storage_key, content_type, size, issued_on, uploaded_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (registration_id) DO UPDATE SET storage_key = EXCLUDED.storage_key,
             content_type = EXCLUDED.content_type, size = EXCLUDED.size, issued_on = EXCLUDED.issued_on,
             uploaded_at = EXCLUDED.uploaded_at, checked_at = NULL, checked_by_id = NULL`,
          [registrationId, storageKey, kind.contentType, data.length, issuedOn, now],
        );
      });
    } catch (error) {
      await this.removeQuietly(storageKey);
      throw error;
    }
    if (replaced) await this.removeQuietly(replaced);
    const info = (await this.ofRegistrations(this.dataSource, [registrationId], () => CERTIFICATE_FAMILY_PATH)).get(
      registrationId,
    );
    if (!info) throw new AppError(ParentErrorCode.LinkInvalid);
    return info;
  }

  /** The family's own file; a registration of another family, or none uploaded, is a dead link. */
  async familyFile(token: string, address: string, registrationId: number) {
    authorize(null, 'parent.read');
    await this.parents.familyRegistration(token, address, registrationId);
    const file = await this.file(registrationId);
    if (!file) throw new AppError(ParentErrorCode.LinkInvalid);
    return file;
  }

  /** Staff of that camp open the file (an administrator, or the camp's lector); anyone else's
   * request is the registration's "not found". */
  async staffFile(actor: Actor, registrationId: number) {
    authorize(actor, 'campday.read');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    const file = await this.file(registrationId);
    if (!file) throw new AppError(CampErrorCode.CertificateNotFound);
    return file;
  }

  /** Staff of that camp mark the certificate checked (again: no change). */
  async markChecked(actor: Actor, registrationId: number): Promise<CertificateInfo> {
    authorize(actor, 'paperwork.record');
    await assertRegistrationInScope(this.dataSource, actor, registrationId);
    const now = this.now();
    const [, updated] = await this.dataSource.query(
      `UPDATE camp_certificate cc SET checked_at = $2, checked_by_id = $3
         FROM registration r JOIN camp c ON c.id = r.camp_id
        WHERE cc.registration_id = $1 AND r.id = cc.registration_id AND cc.checked_at IS NULL
          AND ${CERTIFICATE_DELETED_AT_SQL} > $2`,
      [registrationId, now, actor?.userId ?? null],
    );
    const info = (await this.ofRegistrations(this.dataSource, [registrationId], certificateStaffPath)).get(
      registrationId,
    );
    if (!info) throw new AppError(CampErrorCode.CertificateNotFound);
    if (updated > 0) this.logger.info(`Camp certificate of registration ${registrationId} checked`);
    return info;
  }

  /** The sweep: certificates whose camp ended 60 days ago, file first (a row whose file removal
   * failed stays for the next round), then the row. */
  async sweep(): Promise<number> {
    const due: { registrationId: number; storageKey: string }[] = await this.dataSource.query(
      `SELECT cc.registration_id AS "registrationId", cc.storage_key AS "storageKey" FROM camp_certificate cc
         JOIN registration r ON r.id = cc.registration_id JOIN camp c ON c.id = r.camp_id
        WHERE ${CERTIFICATE_DELETED_AT_SQL} <= $1 ORDER BY cc.registration_id LIMIT 500`,
      [this.now()],
    );
    for (const { registrationId, storageKey } of due) {
      await this.storage.remove(storageKey);
      await this.dataSource.query('DELETE FROM camp_certificate WHERE registration_id = $1 AND storage_key = $2', [
        registrationId,
        storageKey,
      ]);
    }
    if (due.length > 0) this.logger.info(`Camp certificates: deleted ${due.length} after their camps`);
    // Files whose rows went another way (a registration deleted, a replacement, an erasure), queued by
    // the table's trigger; those already removed are removed again harmlessly.
    const gone: { key: string }[] = await this.dataSource.query(
      'SELECT storage_key AS key FROM private_file_removal ORDER BY queued_at LIMIT 500',
    );
    for (const { key } of gone) {
      await this.storage.remove(key);
      await this.dataSource.query('DELETE FROM private_file_removal WHERE storage_key = $1', [key]);
    }
    return due.length + gone.length;
  }

  /** The file of a certificate still kept, whole (at most 10 MB), or null. */
  private async file(registrationId: number) {
    const [row] = await this.dataSource.query(
      `SELECT cc.storage_key AS "storageKey", cc.content_type AS "contentType" FROM camp_certificate cc
         JOIN registration r ON r.id = cc.registration_id JOIN camp c ON c.id = r.camp_id
        WHERE cc.registration_id = $1 AND ${CERTIFICATE_DELETED_AT_SQL} > $2`,
      [registrationId, this.now()],
    );
    if (!row) return null;
    const stored = await this.storage.get(row.storageKey);
    if (!stored) return null;
    const content = await readLimited(stored.body, CERTIFICATE_MAX_BYTES);
    const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
    return { contentType: row.contentType as string, filename: `posudek-${registrationId}.${extension}`, content };
  }

  /** The registration is a camp's that asks for a certificate, holds a place, and is not past its
   * deletion; `lock`: its row locked for the upload's transaction. */
  private async checkCamp(manager: EntityManager, registrationId: number, now: Date, lock: boolean): Promise<void> {
    const [camp] = await manager.query(
      `SELECT c.certificate_required AS required, r.cancelled_at IS NOT NULL AS cancelled,
              ${CERTIFICATE_DELETED_AT_SQL} <= $2 AS over
         FROM registration r JOIN camp c ON c.id = r.camp_id WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [registrationId, now],
    );
    if (!camp) throw new AppError(ParentErrorCode.LinkInvalid);
    if (!camp.required || camp.cancelled || camp.over) throw new AppError(CampErrorCode.CertificateNotRequired);
  }

  private async readFile(files: IncomingFiles): Promise<Buffer> {
    for await (const file of files)
      try {
        return await readLimited(file.stream, CERTIFICATE_MAX_BYTES);
      } catch (error) {
        if (error instanceof AppError && error.code === UploadErrorCode.FileTooLarge)
          throw new AppError(CampErrorCode.CertificateTooLarge, {
            field: 'file',
            params: { maxBytes: CERTIFICATE_MAX_BYTES },
          });
        throw error;
      }
    throw new AppError(CampErrorCode.CertificateNoFile, { field: 'file' });
  }

  /** Expired: not valid through the camp's last day, or no longer valid today. */
  private info(row: CertificateRow, today: string, filePath: string): CertificateInfo {
    const checkedAt = row.checkedAt === null ? null : new Date(row.checkedAt);
    return {
      status:
        row.validUntil < row.campTo || row.validUntil < today
          ? CampCertificateStatus.expired
          : checkedAt
            ? CampCertificateStatus.checked
            : CampCertificateStatus.uploaded,
      issuedOn: row.issuedOn,
      validUntil: row.validUntil,
      uploadedAt: new Date(row.uploadedAt),
      checkedAt,
      contentType: row.contentType,
      filePath,
    };
  }

  private async removeQuietly(key: string): Promise<void> {
    await this.storage.remove(key).catch((error: unknown) => {
      this.logger.error(`Removing the private file ${key} failed`, error);
    });
  }
}
