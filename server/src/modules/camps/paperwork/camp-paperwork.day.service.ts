// The lector's camp day (issue 48, item 4): the children of one camp day with the paperwork the door
// needs (declaration, certificate, health notes, pickup persons), check-in in one tap and check-out
// recording who took the child. Staff of that camp only: an administrator, or the camp's lector; any
// other camp day is "not found", as on the attendance screen. A check-out to someone the family did
// not list is refused unless an administrator overrides it with a note; the parents get an e-mail,
// held a short while so that the undo of a mistaken check-out takes it back.
import {
  AttendanceErrorCode,
  campCheckoutSchema,
  CampCollector,
  CampErrorCode,
  parseLessonId,
  Role,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import { validateInput } from '../../../core/validation';
import type { MailOutbox } from '../../mail/mail.outbox';
import { isCampDay, pragueInstant } from '../../attendance/lesson.dates';
import { CampMailKind } from './camp-declaration.mail';
import type { CampDayChild, CampHandoverInfo } from './camp-paperwork.day.types';
import { renderCampDayPdf } from './camp-paperwork.day.pdf';
import { type CampCertificateService, certificateStaffPath } from './camp-certificate.service';

type Staff = NonNullable<Actor>;

/** A camp day found for staff who may see it. */
export interface CampDayFound {
  campId: number;
  day: string;
  title: string;
  from: string;
  to: string;
  branchTitle: string | null;
  lectorName: string | null;
}

const HANDOVER_COLUMNS = `h.checked_in_at AS "checkedInAt", ui.name AS "checkedInByName",
  h.checked_out_at AS "checkedOutAt", uo.name AS "checkedOutByName", h.collector,
  h.collector_name AS "collectorName", h.override_note AS "overrideNote"`;

const CHILD_SELECT = `SELECT r.id AS "registrationId", r.child_full_name AS "childFullName", r.replacement, r.phone,
    r.photo_consent AS "photoConsent", c.declaration_required AS "declarationRequired",
    c.certificate_required AS "certificateRequired",
    EXISTS (SELECT 1 FROM camp_declaration d WHERE d.registration_id = r.id) AS "declarationSigned",
    NOT coalesce(p.pickup_parents_only OR jsonb_array_length(p.pickup_persons) > 0, false) AS "pickupMissing",
    coalesce(p.pickup_persons, '[]'::jsonb) AS "pickupPersons", coalesce(p.pickup_parents_only, false) AS "pickupParentsOnly",
    p.leaves_alone_from AS "leavesAloneFrom", p.health_notes AS "healthNotes", ${HANDOVER_COLUMNS}
  FROM registration r JOIN camp c ON c.id = r.camp_id
  LEFT JOIN camp_paperwork p ON p.registration_id = r.id
  LEFT JOIN camp_handover h ON h.registration_id = r.id AND h.day = $2
  LEFT JOIN "user" ui ON ui.id = h.checked_in_by_id
  LEFT JOIN "user" uo ON uo.id = h.checked_out_by_id
 WHERE r.camp_id = $1 AND r.cancelled_at IS NULL`;

type ChildRow = Omit<CampDayChild, 'handover' | 'certificate'> & CampHandoverInfo;

const asChild = ({
  checkedInAt,
  checkedInByName,
  checkedOutAt,
  checkedOutByName,
  collector,
  collectorName,
  overrideNote,
  ...child
}: ChildRow): Omit<CampDayChild, 'certificate'> => ({
  ...child,
  handover: {
    checkedInAt: checkedInAt && new Date(checkedInAt),
    checkedInByName,
    checkedOutAt: checkedOutAt && new Date(checkedOutAt),
    checkedOutByName,
    collector,
    collectorName,
    overrideNote,
  },
});

/** "HH:mm" in Prague at `moment`. */
export const pragueClock = (moment: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit' }).format(moment);

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs');

export class CampDayService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailOutbox, 'queueMany' | 'drop' | 'kick'> | undefined,
    private readonly operator: Parameters<typeof renderCampDayPdf>[2],
    /** The server's clock (tests move it). */
    private readonly now: () => Date = () => new Date(),
    /** How long the parents' e-mail of a check-out waits: an undo within it takes the e-mail back. */
    private readonly checkoutMailHoldMs = 2 * 60_000,
    private readonly certificates?: Pick<CampCertificateService, 'ofRegistrations'>,
  ) {}

  /** The children with their certificates (staff open the file at its staff path). */
  private async withCertificates(db: DataSource | EntityManager, rows: ChildRow[]): Promise<CampDayChild[]> {
    const ids = rows.map((row) => row.registrationId);
    const certificates = this.certificates
      ? await this.certificates.ofRegistrations(db, ids, certificateStaffPath)
      : new Map<number, never>();
    return rows.map((row) => ({ ...asChild(row), certificate: certificates.get(row.registrationId) ?? null }));
  }

  /** The children of a camp day (the registered ones, then those waiting), by name. */
  async day(actor: Actor, lessonId: string): Promise<{ day: CampDayFound; children: CampDayChild[] }> {
    authorize(actor, 'campday.read');
    const found = await this.find(this.dataSource.manager, actor as Staff, lessonId);
    const rows: ChildRow[] = await this.dataSource.query(
      `${CHILD_SELECT} ORDER BY r.replacement, r.child_full_name, r.id`,
      [found.campId, found.day],
    );
    return { day: found, children: await this.withCertificates(this.dataSource, rows) };
  }

  /** The printable day list (PDF). */
  async pdf(actor: Actor, lessonId: string): Promise<{ filename: string; content: Buffer }> {
    const { day, children } = await this.day(actor, lessonId);
    return {
      filename: `tabor-${day.campId}-${day.day}.pdf`,
      content: await renderCampDayPdf(day, children, this.operator),
    };
  }

  /** One tap at the door in the morning; a second tap changes nothing. */
  async checkIn(actor: Actor, lessonId: string, registrationId: number): Promise<CampDayChild> {
    authorize(actor, 'campday.handover');
    const staff = actor as Staff;
    return this.dataSource.transaction(async (manager) => {
      const found = await this.handoverDay(manager, staff, lessonId, registrationId);
      await manager.query(
        `INSERT INTO camp_handover (registration_id, day, checked_in_at, checked_in_by_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (registration_id, day) DO UPDATE
            SET checked_in_at = EXCLUDED.checked_in_at, checked_in_by_id = EXCLUDED.checked_in_by_id
          WHERE camp_handover.checked_in_at IS NULL`,
        [registrationId, found.day, this.now(), staff.userId],
      );
      return this.child(manager, found, registrationId);
    });
  }

  /** The child leaves: with a parent, a person the family listed, alone from the time the family
   * gave, or (an administrator's override with a note) anyone else. A check-out standing already is
   * answered as it is (a second tap, a retry). */
  async checkOut(actor: Actor, lessonId: string, input: unknown): Promise<CampDayChild> {
    authorize(actor, 'campday.handover');
    const staff = actor as Staff;
    const values = await validateInput(campCheckoutSchema, input);
    const now = this.now();
    return this.dataSource
      .transaction(async (manager) => {
        const found = await this.handoverDay(manager, staff, lessonId, values.registrationId);
        const current = await this.child(manager, found, values.registrationId);
        if (current.handover.checkedOutAt) return current;
        const name = this.allowedCollector(staff, current, values, now);
        const [{ id }] = await manager.query(
          `INSERT INTO camp_handover (registration_id, day, checked_out_at, checked_out_by_id, collector, collector_name, override_note)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (registration_id, day) DO UPDATE
            SET checked_out_at = EXCLUDED.checked_out_at, checked_out_by_id = EXCLUDED.checked_out_by_id,
                collector = EXCLUDED.collector, collector_name = EXCLUDED.collector_name,
                override_note = EXCLUDED.override_note
         RETURNING id`,
          [
            values.registrationId,
            found.day,
            now,
            staff.userId,
            values.collector,
            name,
            values.collector === CampCollector.other ? values.note : null,
          ],
        );
        await this.mail?.queueMany(
          manager,
          [values.registrationId],
          CampMailKind.campCheckout,
          id,
          this.checkoutMailHoldMs,
        );
        return this.child(manager, found, values.registrationId);
      })
      .then((child) => {
        this.mail?.kick();
        return child;
      });
  }

  /** Takes back the last step of a mistaken tap: the check-out (and its e-mail, while it waits),
   * else the check-in. */
  async undo(actor: Actor, lessonId: string, registrationId: number): Promise<CampDayChild> {
    authorize(actor, 'campday.handover');
    const staff = actor as Staff;
    return this.dataSource.transaction(async (manager) => {
      const found = await this.handoverDay(manager, staff, lessonId, registrationId);
      const current = await this.child(manager, found, registrationId);
      if (current.handover.checkedOutAt) {
        // An override and its note are the administrator's record: only an administrator takes it back.
        if (current.handover.collector === CampCollector.other && staff.role !== Role.administrator)
          throw new AppError(CampErrorCode.UndoOverrideNotAllowed);
        await manager.query(
          `UPDATE camp_handover SET checked_out_at = NULL, checked_out_by_id = NULL, collector = NULL,
                  collector_name = NULL, override_note = NULL
            WHERE registration_id = $1 AND day = $2`,
          [registrationId, found.day],
        );
        await this.mail?.drop(manager, [registrationId], [CampMailKind.campCheckout]);
      } else if (current.handover.checkedInAt) {
        await manager.query('DELETE FROM camp_handover WHERE registration_id = $1 AND day = $2', [
          registrationId,
          found.day,
        ]);
      }
      return this.child(manager, found, registrationId);
    });
  }

  /** The name kept for the check-out, or the refusal: anyone the family did not list (or „odchází
   * sám“ not given, or before its time) only by an administrator's override. */
  private allowedCollector(
    staff: Staff,
    child: CampDayChild,
    values: { collector: CampCollector; name?: string | null },
    now: Date,
  ): string | null {
    switch (values.collector) {
      case CampCollector.parent:
        return null;
      case CampCollector.person: {
        const listed = child.pickupParentsOnly
          ? undefined
          : child.pickupPersons.find((person) => sameName(person.name, values.name ?? ''));
        if (!listed) throw new AppError(CampErrorCode.CheckoutNotAllowed);
        return listed.name;
      }
      case CampCollector.alone:
        if (!child.leavesAloneFrom || pragueClock(now) < child.leavesAloneFrom)
          throw new AppError(CampErrorCode.CheckoutNotAllowed);
        return null;
      case CampCollector.other:
        if (staff.role !== Role.administrator) throw new AppError(CampErrorCode.CheckoutNotAllowed);
        return values.name ?? null;
    }
  }

  /** A day check-in and check-out are recorded on: it has begun (Prague), and the child holds a
   * place in the camp (a waiting child is not at the camp). */
  private async handoverDay(
    manager: EntityManager,
    staff: Staff,
    lessonId: string,
    registrationId: number,
  ): Promise<CampDayFound> {
    const found = await this.find(manager, staff, lessonId);
    if (pragueInstant(found.day, '00:00') > this.now()) throw new AppError(AttendanceErrorCode.LessonNotStarted);
    const [child] = await manager.query(
      `SELECT 1 FROM registration WHERE id = $1 AND camp_id = $2 AND cancelled_at IS NULL AND NOT replacement
        FOR UPDATE`,
      [registrationId, found.campId],
    );
    if (!child) throw new AppError(AttendanceErrorCode.ChildNotInLesson);
    return found;
  }

  private async child(manager: EntityManager, found: CampDayFound, registrationId: number): Promise<CampDayChild> {
    const [row]: ChildRow[] = await manager.query(`${CHILD_SELECT} AND r.id = $3`, [
      found.campId,
      found.day,
      registrationId,
    ]);
    const [child] = await this.withCertificates(manager, [row!]);
    return child!;
  }

  /** A day of a camp that is the actor's (or any, for administrators); else not found. */
  private async find(manager: EntityManager, staff: Staff, lessonId: string): Promise<CampDayFound> {
    const ref = parseLessonId(lessonId);
    if (!ref || ref.campId === null) throw new AppError(AttendanceErrorCode.LessonNotFound);
    const [camp]: (Omit<CampDayFound, 'day'> & { lectorId: number | null })[] = await manager.query(
      `SELECT c.id AS "campId", c.title, to_char(c."from", 'YYYY-MM-DD') AS "from", to_char(c."to", 'YYYY-MM-DD') AS "to",
              b.title AS "branchTitle", c.lector_id AS "lectorId", u.name AS "lectorName"
         FROM camp c LEFT JOIN branch b ON b.id = c.branch_id LEFT JOIN "user" u ON u.id = c.lector_id
        WHERE c.id = $1`,
      [ref.campId],
    );
    if (
      !camp ||
      !isCampDay(camp, ref.originalDate) ||
      !(staff.role === Role.administrator || camp.lectorId === staff.userId)
    )
      throw new AppError(AttendanceErrorCode.LessonNotFound);
    const { lectorId: _lector, ...rest } = camp;
    return { ...rest, day: ref.originalDate };
  }
}
