// A camp registration's paperwork (issue 48): the pickup persons and health data the family gives at
// registration or later on its page. Health data are special-category data: the family reads them by
// its link, staff only for a camp they may read (registrationScope: a lector only their own camp).
import { campPickupSchema, ParentErrorCode } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { authorize } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import { validateInput } from '../../../core/validation';
import type { ParentService } from '../../parents/parent.service';
import { saveCampPaperwork } from './camp-paperwork';
import { DECLARATION_CLOSES_SQL, DECLARATION_OPENS_SQL } from './camp-declaration.service';

/** The family's PDF copy of a signed declaration (camp-paperwork.rest.ts). */
export const DECLARATION_PDF_PATH = '/api/parents/camp-declaration/pdf';
import type { ParentCampPaperwork } from './camp-paperwork.types';
import { CERTIFICATE_FAMILY_PATH, type CampCertificateService } from './camp-certificate.service';

/** The columns of camp_paperwork `p` for registration `r`, as a ParentCampPaperwork. */
const PAPERWORK_COLUMNS = `r.id,
  NOT coalesce(p.pickup_parents_only OR jsonb_array_length(p.pickup_persons) > 0, false) AS "pickupMissing",
  coalesce(p.pickup_persons, '[]'::jsonb) AS "pickupPersons",
  coalesce(p.pickup_parents_only, false) AS "pickupParentsOnly",
  p.leaves_alone_from AS "leavesAloneFrom", p.health_notes AS "healthNotes", p.insurer,
  c.declaration_required AS "declarationRequired", c.certificate_required AS "certificateRequired",
  ${DECLARATION_OPENS_SQL} AS "declarationOpensAt", ${DECLARATION_CLOSES_SQL} AS "declarationClosesAt",
  CASE WHEN d.registration_id IS NOT NULL THEN json_build_object(
    'signerName', d.signer_name, 'signedAt', d.signed_at, 'channel', d.channel, 'version', t.version,
    'pdfPath', '${DECLARATION_PDF_PATH}') END AS declaration`;

export class CampPaperworkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    private readonly certificates: Pick<CampCertificateService, 'ofRegistrations'>,
  ) {}

  /** The paperwork of each camp registration among `ids` (a family's page, whose link was checked). */
  async ofFamilyRegistrations(ids: readonly number[]): Promise<Map<number, ParentCampPaperwork>> {
    const certificates = await this.certificates.ofRegistrations(this.dataSource, ids, () => CERTIFICATE_FAMILY_PATH);
    const rows: (Omit<ParentCampPaperwork, 'certificate'> & { id: number })[] = await this.dataSource.query(
      `SELECT ${PAPERWORK_COLUMNS}
         FROM registration r JOIN camp c ON c.id = r.camp_id
        LEFT JOIN camp_paperwork p ON p.registration_id = r.id
        LEFT JOIN camp_declaration d ON d.registration_id = r.id
        LEFT JOIN legal_text t ON t.id = d.legal_text_id
        WHERE r.id = ANY($1::int[]) AND r.type = 'camp'`,
      [ids],
    );
    return new Map(
      rows.map(({ id, ...paperwork }) => [
        id,
        {
          ...paperwork,
          certificate: certificates.get(id) ?? null,
          declaration: paperwork.declaration && {
            ...paperwork.declaration,
            signedAt: new Date(paperwork.declaration.signedAt),
          },
        },
      ]),
    );
  }

  /** The pickup choice given (or changed) on the family's page. A registration that is not the
   * family's, or no camp's, answers as a link that does not work. */
  async setPickup(
    token: string,
    address: string,
    registrationId: number,
    input: unknown,
  ): Promise<ParentCampPaperwork> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    const values = await validateInput(campPickupSchema, input);
    await this.dataSource.transaction(async (manager) => {
      const [camp] = await manager.query(`SELECT 1 FROM registration WHERE id = $1 AND type = 'camp' FOR UPDATE`, [
        registrationId,
      ]);
      if (!camp) throw new AppError(ParentErrorCode.LinkInvalid);
      await saveCampPaperwork(manager, registrationId, { ...values, leavesAlone: values.leavesAlone ?? null });
    });
    const paperwork = (await this.ofFamilyRegistrations([registrationId])).get(registrationId);
    if (!paperwork) throw new AppError(ParentErrorCode.LinkInvalid);
    return paperwork;
  }
}
