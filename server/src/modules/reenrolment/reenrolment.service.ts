// Re-enrolment into the next term (issue 45): staff open it on a course whose copy exists (every
// family holding a place is invited by e-mail), move the window's end, invite again, enrol a family
// by hand; the family continues ("Pokračovat": a new registration in the successor, holding a place,
// with its own variable symbol and payment e-mail) or declines ("Nepokračovat", with a reason).
// Until the window's end, or until every invited family answered, the public cannot register into
// the successor (reenrolment.window.ts, checked by the registrations at both doors). The job reminds
// the undecided families three days before the end.
import {
  CourseErrorCode,
  REENROLMENT_REMINDER_DAYS,
  reenrolmentAcceptSchema,
  reenrolmentDeclineSchema,
  ReenrolmentErrorCode,
  reenrolmentMoveSchema,
  reenrolmentOpenSchema,
  ReenrolmentState,
  RegistrationType,
  type RegistrationValues,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize, type Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { isRecordId } from '../../core/ids';
import { validateInput } from '../../core/validation';
import type { MailOutbox } from '../mail/mail.outbox';
import { holdsPlace } from '../registrations/registration.rules';
import type { ParentService } from '../parents/parent.service';
import type { RegistrationService } from '../registrations/registration.service';
import type { ReenrolmentFamily } from './reenrolment.entity';
import { ReenrolmentMailKind } from './reenrolment.mail';
import { priorityUntilSql, priorityWindows } from './reenrolment.window';

/** The reminder job on the app's runner; reads and actions check the window themselves. */
export const REENROLMENT_REMIND_JOB = 'reenrolment.remind';
export const REMIND_MS = 15 * 60_000;

/** A course's re-enrolment as staff see it. */
export interface ReenrolmentOverview {
  courseId: number;
  successorId: number;
  priorityUntil: Date;
  includeReplacements: boolean;
  /** The public still waits: the end is ahead and a family has not answered. */
  windowOpen: boolean;
  families: ReenrolmentFamily[];
}

/** A slot of the successor the family may continue in. */
export interface ContinuationSlot {
  id: number;
  dayOfWeek: number;
  from: string;
  to: string;
  branchTitle: string;
}

/** An invitation as the family's page shows it. */
export interface ReenrolmentInvitation {
  registrationId: number;
  childFullName: string;
  state: ReenrolmentState;
  reason: string | null;
  newRegistrationId: number | null;
  priorityUntil: Date;
  /** The window is over for this family: it can no longer answer here. */
  ended: boolean;
  successorId: number;
  title: string;
  startDate: string | null;
  endDate: string | null;
  price: number;
  freeSpots: number;
  /** The slot it continues in unless it chooses another (the copy of its own). */
  scheduleId: number | null;
  slots: ContinuationSlot[];
}

const FAMILY_COLUMNS = `f.id, f.registration_id AS "registrationId", f.state, f.invited_at AS "invitedAt",
  f.opened_at AS "openedAt", f.decided_at AS "decidedAt", f.reason, f.new_registration_id AS "newRegistrationId",
  f.decided_by_id AS "decidedById", r.child_full_name AS "childFullName",
  r.parent_first_name || ' ' || r.parent_last_name AS "parentName", r.email`;

const UNDECIDED = `('${ReenrolmentState.invited}', '${ReenrolmentState.opened}')`;

export class ReenrolmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registrations: Pick<RegistrationService, 'insertContinuing' | 'continued'>,
    private readonly mail: Pick<MailOutbox, 'known' | 'kick'> | null,
    private readonly parents: Pick<ParentService, 'open' | 'familyRegistration'>,
  ) {}

  // --- staff ----------------------------------------------------------------------------------

  /** Opens re-enrolment on the old course with the window's end, inviting every family holding a
   * place (the waiting replacements too when asked). Called again, it invites again: the end and the
   * replacements as given now, the invitation re-sent to the families that have not answered, and
   * sent to those holding a place since. Answers how many were invited. */
  async open(actor: Actor, courseId: number, input: unknown): Promise<{ invited: number }> {
    authorize(actor, 'reenrolment.write');
    const { priorityUntil, includeReplacements } = await validateInput(reenrolmentOpenSchema, input);
    if (!isRecordId(courseId)) throw new AppError(CourseErrorCode.NotFound);
    const invited = await this.dataSource.transaction(async (manager) => {
      const [course]: { id: number; successorId: number | null }[] = await manager.query(
        `SELECT c.id, (SELECT n.id FROM course n WHERE n.predecessor_id = c.id) AS "successorId"
           FROM course c WHERE c.id = $1 FOR UPDATE`,
        [courseId],
      );
      if (!course) throw new AppError(CourseErrorCode.NotFound);
      if (course.successorId === null) throw new AppError(ReenrolmentErrorCode.NoSuccessor);
      const [reenrolment]: { id: number }[] = await manager.query(
        `INSERT INTO reenrolment (course_id, successor_id, priority_until, include_replacements, opened_by_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (course_id) DO UPDATE
           SET successor_id = EXCLUDED.successor_id, priority_until = EXCLUDED.priority_until,
               include_replacements = EXCLUDED.include_replacements
         RETURNING id`,
        [courseId, course.successorId, priorityUntil, includeReplacements, actor!.userId],
      );
      const who = includeReplacements ? 'r.cancelled_at IS NULL' : holdsPlace('r');
      // New families are added; those invited before and undecided are invited again (and reminded
      // again before the end); those who answered keep their answer.
      const rows: { registrationId: number }[] = await manager.query(
        `WITH wanted AS (
           SELECT r.id FROM registration r JOIN schedule s ON s.id = r.schedule_id
            WHERE s.course_id = $2 AND ${who}
         ), invited AS (
           INSERT INTO reenrolment_family (reenrolment_id, registration_id)
           SELECT $1, id FROM wanted
           ON CONFLICT (reenrolment_id, registration_id) DO UPDATE
             SET invited_at = now(), reminded_at = NULL
             WHERE reenrolment_family.state IN ${UNDECIDED}
           RETURNING registration_id
         )
         SELECT registration_id AS "registrationId" FROM invited ORDER BY registration_id`,
        [reenrolment!.id, courseId],
      );
      await this.queue(
        manager,
        rows.map((row) => row.registrationId),
        ReenrolmentMailKind.reenrolmentInvitation,
      );
      return rows.length;
    });
    this.mail?.kick();
    return { invited };
  }

  /** The course's re-enrolment: the successor, the window and each family's answer. */
  async overview(actor: Actor, courseId: number): Promise<ReenrolmentOverview> {
    authorize(actor, 'reenrolment.read');
    if (!isRecordId(courseId)) throw new AppError(ReenrolmentErrorCode.NotFound);
    const [row] = await this.dataSource.query(
      `SELECT e.id, e.course_id AS "courseId", e.successor_id AS "successorId", e.priority_until AS "priorityUntil",
              e.include_replacements AS "includeReplacements",
              ${priorityUntilSql('e.successor_id')} IS NOT NULL AS "windowOpen"
         FROM reenrolment e WHERE e.course_id = $1`,
      [courseId],
    );
    if (!row) throw new AppError(ReenrolmentErrorCode.NotFound);
    const families: ReenrolmentFamily[] = await this.dataSource.query(
      `SELECT ${FAMILY_COLUMNS} FROM reenrolment_family f JOIN registration r ON r.id = f.registration_id
        WHERE f.reenrolment_id = $1 ORDER BY r.child_full_name COLLATE "cs-x-icu", f.id`,
      [row.id],
    );
    const { id: _id, ...overview } = row;
    return { ...overview, families };
  }

  /** Moves the window's end; one in the past opens the successor to everyone at once. The undecided
   * are reminded again before a later end. */
  async move(actor: Actor, courseId: number, input: unknown): Promise<ReenrolmentOverview> {
    authorize(actor, 'reenrolment.write');
    const { priorityUntil } = await validateInput(reenrolmentMoveSchema, input);
    if (!isRecordId(courseId)) throw new AppError(ReenrolmentErrorCode.NotFound);
    await this.dataSource.transaction(async (manager) => {
      const [moved]: { id: number }[] = await manager.query(
        // A CTE: TypeORM answers a bare UPDATE with [rows, count].
        'WITH moved AS (UPDATE reenrolment SET priority_until = $2 WHERE course_id = $1 RETURNING id) SELECT id FROM moved',
        [courseId, priorityUntil],
      );
      if (!moved) throw new AppError(ReenrolmentErrorCode.NotFound);
      await manager.query(
        `UPDATE reenrolment_family SET reminded_at = NULL
          WHERE reenrolment_id = $1 AND state IN ${UNDECIDED}
            AND $2::timestamptz - make_interval(days => ${REENROLMENT_REMINDER_DAYS}) > now()`,
        [moved.id, priorityUntil],
      );
    });
    return this.overview(actor, courseId);
  }

  /** Staff enrol an invited family by hand (also after the window's end): as if it continued. */
  async enrol(actor: Actor, courseId: number, input: unknown): Promise<ReenrolmentFamily> {
    authorize(actor, 'reenrolment.write');
    const values = await validateInput(reenrolmentAcceptSchema, input);
    if (!isRecordId(courseId)) throw new AppError(ReenrolmentErrorCode.NotFound);
    await this.continueFamily(values.registrationId, values.scheduleId, { byUserId: actor!.userId, courseId });
    return this.family(values.registrationId);
  }

  // --- the family, by its link ----------------------------------------------------------------

  /** The invitations of the link's family (PARENT_LINK_INVALID for a wrong link). */
  async familyInvitations(token: string, address: string): Promise<ReenrolmentInvitation[]> {
    authorize(null, 'parent.read');
    const emailKey = await this.parents.open(token, address);
    const rows: { id: number }[] = await this.dataSource.query('SELECT id FROM registration WHERE lower(email) = $1', [
      emailKey,
    ]);
    return this.invitations(rows.map((row) => row.id));
  }

  /** "Pokračovat" for a registration of the link's family (another's is PARENT_LINK_INVALID, 404). */
  async familyAccept(token: string, address: string, input: unknown): Promise<number> {
    authorize(null, 'parent.act');
    const values = await validateInput(reenrolmentAcceptSchema, input);
    await this.parents.familyRegistration(token, address, values.registrationId);
    return (await this.accept(values)).newRegistrationId;
  }

  /** "Nepokračovat" for a registration of the link's family. */
  async familyDecline(token: string, address: string, input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const values = await validateInput(reenrolmentDeclineSchema, input);
    await this.parents.familyRegistration(token, address, values.registrationId);
    return this.decline(values);
  }

  /** "Pokračovat": a new registration in the successor (the same slot's copy, or another slot of it)
   * with the child's and parent's data, holding a place. Continuing twice is no error: the same new
   * registration. After the window's end REENROLMENT_WINDOW_ENDED (410). */
  private async accept(input: unknown): Promise<{ newRegistrationId: number }> {
    authorize(null, 'parent.act');
    const { registrationId, scheduleId } = await validateInput(reenrolmentAcceptSchema, input);
    const newRegistrationId = await this.continueFamily(registrationId, scheduleId, { byUserId: null });
    return { newRegistrationId };
  }

  /** "Nepokračovat", with an optional reason; the family may still change its mind in the window. */
  private async decline(input: unknown): Promise<true> {
    authorize(null, 'parent.act');
    const { registrationId, reason } = await validateInput(reenrolmentDeclineSchema, input);
    await this.dataSource.transaction(async (manager) => {
      const family = await this.lockInvitation(manager, registrationId);
      if (family.state === ReenrolmentState.accepted) throw new AppError(ReenrolmentErrorCode.AlreadyAccepted);
      if (!family.open) throw new AppError(ReenrolmentErrorCode.WindowEnded);
      await manager.query(
        `UPDATE reenrolment_family SET state = 'declined', decided_at = now(), reason = $2 WHERE id = $1`,
        [family.id, reason],
      );
    });
    return true;
  }

  /** The invitations of these registrations of a family, for its page; viewing it marks the
   * undecided ones `opened` (staff see the page was seen after the invitation). */
  private async invitations(registrationIds: readonly number[]): Promise<ReenrolmentInvitation[]> {
    if (registrationIds.length === 0) return [];
    await this.dataSource.query(
      `UPDATE reenrolment_family f SET state = 'opened', opened_at = now()
         FROM reenrolment e
        WHERE e.id = f.reenrolment_id AND f.registration_id = ANY($1::int[]) AND f.state = 'invited'
          AND e.priority_until > now()`,
      [[...registrationIds]],
    );
    const rows: (ReenrolmentInvitation & { oldScheduleId: number })[] = await this.dataSource.query(
      `SELECT DISTINCT ON (f.registration_id)
              f.registration_id AS "registrationId", r.child_full_name AS "childFullName", f.state, f.reason,
              f.new_registration_id AS "newRegistrationId", e.priority_until AS "priorityUntil",
              e.priority_until <= now() AS ended, n.id AS "successorId", n.title,
              n.start_date::text AS "startDate", n.end_date::text AS "endDate", n.price,
              greatest(n.capacity - (SELECT count(*) FROM registration x JOIN schedule xs ON xs.id = x.schedule_id
                                      WHERE xs.course_id = n.id AND ${holdsPlace('x')}), 0)::int AS "freeSpots",
              r.schedule_id AS "oldScheduleId"
         FROM reenrolment_family f
         JOIN reenrolment e ON e.id = f.reenrolment_id
         JOIN registration r ON r.id = f.registration_id
         JOIN course n ON n.id = e.successor_id
        WHERE f.registration_id = ANY($1::int[])
        ORDER BY f.registration_id, f.id DESC`,
      [[...registrationIds]],
    );
    if (rows.length === 0) return [];
    const slots: (ContinuationSlot & { courseId: number; predecessorId: number | null })[] =
      await this.dataSource.query(
        `SELECT s.id, s.course_id AS "courseId", s.predecessor_id AS "predecessorId", s.day_of_week AS "dayOfWeek",
              to_char(s."from", 'HH24:MI') AS "from", to_char(s."to", 'HH24:MI') AS "to", b.title AS "branchTitle"
         FROM schedule s JOIN branch b ON b.id = s.branch_id
        WHERE s.course_id = ANY($1::int[]) ORDER BY s.day_of_week, s."from", s.id`,
        [[...new Set(rows.map((row) => row.successorId))]],
      );
    return rows.map(({ oldScheduleId, ...row }) => {
      const own = slots.filter((slot) => slot.courseId === row.successorId);
      const same = own.find((slot) => slot.predecessorId === oldScheduleId) ?? own[0];
      return {
        ...row,
        scheduleId: same?.id ?? null,
        slots: own.map(({ courseId: _c, predecessorId: _p, ...slot }) => slot),
      };
    });
  }

  /** The ends of the open priority windows of these courses, for the course page. */
  windows(courseIds: readonly number[]): Promise<Map<number, Date>> {
    return priorityWindows(this.dataSource, courseIds);
  }

  // --- the job --------------------------------------------------------------------------------

  /** One round: the families who have not answered, three days or less before the window's end,
   * are reminded once (again after staff move the end later). Answers how many. */
  async remind(): Promise<number> {
    const reminded = await this.dataSource.transaction(async (manager) => {
      const rows: { registrationId: number }[] = await manager.query(
        `WITH reminded AS (
           UPDATE reenrolment_family f SET reminded_at = now()
             FROM reenrolment e
            WHERE e.id = f.reenrolment_id AND f.state IN ${UNDECIDED} AND f.reminded_at IS NULL
              AND e.priority_until > now()
              AND e.priority_until - make_interval(days => ${REENROLMENT_REMINDER_DAYS}) <= now()
            RETURNING f.registration_id)
         SELECT registration_id AS "registrationId" FROM reminded`,
      );
      await this.queue(
        manager,
        rows.map((row) => row.registrationId),
        ReenrolmentMailKind.reenrolmentReminder,
      );
      return rows.length;
    });
    if (reminded > 0) this.mail?.kick();
    return reminded;
  }

  // --- inside ---------------------------------------------------------------------------------

  /** The family's newest invitation, locked; REENROLMENT_NO_INVITATION when there is none. */
  private async lockInvitation(
    manager: EntityManager,
    registrationId: number,
  ): Promise<{
    id: number;
    state: ReenrolmentState;
    open: boolean;
    successorId: number;
    courseId: number;
    newRegistrationId: number | null;
  }> {
    const [family] = await manager.query(
      `SELECT f.id, f.state, e.priority_until > now() AS open, e.successor_id AS "successorId",
              e.course_id AS "courseId", f.new_registration_id AS "newRegistrationId"
         FROM reenrolment_family f JOIN reenrolment e ON e.id = f.reenrolment_id
        WHERE f.registration_id = $1 ORDER BY f.id DESC LIMIT 1 FOR UPDATE OF f`,
      [registrationId],
    );
    if (!family) throw new AppError(ReenrolmentErrorCode.NoInvitation);
    return family;
  }

  /** Continues a family (its invitation locked first, then the successor's row by the registrations):
   * answers the new registration's id. */
  private async continueFamily(
    registrationId: number,
    scheduleId: number | null,
    by: { byUserId: number | null; courseId?: number },
  ): Promise<number> {
    let made = false;
    const id = await this.dataSource.transaction(async (manager) => {
      const family = await this.lockInvitation(manager, registrationId);
      if (by.courseId !== undefined && family.courseId !== by.courseId)
        throw new AppError(ReenrolmentErrorCode.NoInvitation, { field: 'registrationId' });
      if (family.state === ReenrolmentState.accepted && family.newRegistrationId !== null)
        return family.newRegistrationId;
      if (!family.open && by.byUserId === null) throw new AppError(ReenrolmentErrorCode.WindowEnded);
      const slot = await this.slotOf(manager, family.successorId, registrationId, scheduleId);
      const [old]: Record<string, unknown>[] = await manager.query(
        `SELECT parent_first_name AS "parentFirstName", parent_last_name AS "parentLastName", email, phone,
                child_full_name AS "childFullName", child_born_year::text AS "childBornYear",
                photo_consent AS "photoConsent"
           FROM registration WHERE id = $1`,
        [registrationId],
      );
      // The child's and parent's data carry over; nothing of the old term's money or credits.
      const values = {
        ...old,
        note: null,
        personalDataConsent: true,
        type: RegistrationType.course,
        scheduleId: slot,
        campId: null,
      } as RegistrationValues;
      const inserted = await this.registrations.insertContinuing(manager, values);
      if (!inserted) throw new AppError(ReenrolmentErrorCode.Full);
      await manager.query(
        `UPDATE reenrolment_family SET state = 'accepted', decided_at = now(), reason = NULL,
                new_registration_id = $2, decided_by_id = $3 WHERE id = $1`,
        [family.id, inserted.id, by.byUserId],
      );
      made = true;
      return inserted.id;
    });
    if (made) await this.registrations.continued();
    return id;
  }

  /** The successor's slot to continue in: the one asked for (it must be the successor's), else the
   * copy of the family's own slot, else the successor's first. */
  private async slotOf(
    manager: EntityManager,
    successorId: number,
    registrationId: number,
    scheduleId: number | null,
  ): Promise<number> {
    if (scheduleId !== null) {
      const [slot] = await manager.query('SELECT id FROM schedule WHERE id = $1 AND course_id = $2', [
        scheduleId,
        successorId,
      ]);
      if (!slot) throw new AppError(ReenrolmentErrorCode.NotASuccessorSlot, { field: 'scheduleId' });
      return scheduleId;
    }
    const [slot]: { id: number }[] = await manager.query(
      `SELECT s.id FROM schedule s
        WHERE s.course_id = $1
        ORDER BY (s.predecessor_id = (SELECT schedule_id FROM registration WHERE id = $2)) DESC NULLS LAST,
                 s.day_of_week, s."from", s.id
        LIMIT 1`,
      [successorId, registrationId],
    );
    if (!slot) throw new AppError(ReenrolmentErrorCode.NotASuccessorSlot, { field: 'scheduleId' });
    return slot.id;
  }

  private async family(registrationId: number): Promise<ReenrolmentFamily> {
    const [row] = await this.dataSource.query(
      `SELECT ${FAMILY_COLUMNS} FROM reenrolment_family f JOIN registration r ON r.id = f.registration_id
        WHERE f.registration_id = $1 ORDER BY f.id DESC LIMIT 1`,
      [registrationId],
    );
    if (!row) throw new AppError(ReenrolmentErrorCode.NoInvitation);
    return row;
  }

  private async queue(manager: EntityManager, registrationIds: number[], kind: string): Promise<void> {
    if (!this.mail || registrationIds.length === 0) return;
    await manager.query(
      `INSERT INTO mail_message (registration_id, kind, recipient)
       SELECT id, $2, email FROM registration WHERE id = ANY($1::int[])`,
      [registrationIds, this.mail.known(kind)],
    );
  }
}
