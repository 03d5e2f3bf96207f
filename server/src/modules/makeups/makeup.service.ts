// Make-up lessons for families and staff: the lessons a credit can be spent on, booking one (the
// place taken under the course's lock, as any place), cancelling a booking up to the cut-off, and
// the staff's view and hand changes of credits. The credits' birth and lapse are in makeup.credits.ts.
import {
  CourseErrorCode,
  LESSON_RANGE_MAX_DAYS,
  MakeupCreditState,
  MakeupErrorCode,
  fitsAgeCategory,
  lessonId as lessonKey,
  makeupBookSchema,
  makeupCreditChangeSchema,
  makeupGrantSchema,
  parseLessonId,
  pragueDay,
  pragueToday,
  type AgeCategory,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { validateInput } from '../../core/validation';
import type { LessonBook } from '../attendance/attendance.lessons';
import { plusDays, pragueInstant } from '../attendance/lesson.dates';
import type { MailOutbox } from '../mail/mail.outbox';
import type { ParentService } from '../parents/parent.service';
import { creditExpiry, creditState, excuseCutoff, expireCredits, termsOfSlot } from './makeup.credits';
import { MakeupCreditOrigin, type MakeupCredit } from './makeup-credit.entity';
import { MakeupMailKind } from './makeup.mail';
import { freeMakeupPlaces } from './makeup.places';
import type {
  MakeupBookingInfo,
  MakeupCreditInfo,
  MakeupLessonOffer,
  MakeupOptions,
  MakeupReport,
  MakeupSummary,
} from './makeup.types';

type Staff = NonNullable<Actor>;

const CREDIT_COLUMNS = (now: string) =>
  `c.id, c.registration_id AS "registrationId", c.source_lesson_id AS "sourceLessonId", c.origin,
   ${creditState(now)} AS state, c.expires_at AS "expiresAt", c.reason, c.changed_by_id AS "changedById",
   c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

/** A lesson a credit could be spent on, with its free make-up places (maybe none). */
type Eligible = MakeupLessonOffer & { rowId: number | null };

export class MakeupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: Pick<ParentService, 'familyRegistration' | 'open'>,
    private readonly lessons: Pick<LessonBook, 'lessonsOfSlots' | 'ensureRow'>,
    private readonly mail: MailOutbox,
    /** The server's clock: credits' expiry and the cut-offs are measured by it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  // --- the family's page (the personal link is the credential) ---

  /** The registration's live credits, the lessons they fit with free places, and its bookings. */
  async options(token: string, address: string, registrationId: number): Promise<MakeupOptions> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    const now = this.now();
    const manager = this.dataSource.manager;
    const credits = await this.liveCredits(manager, registrationId, now);
    const available = credits.filter((credit) => credit.state === MakeupCreditState.available);
    const until = new Date(Math.max(0, ...available.map((credit) => credit.expiresAt.getTime())));
    const lessons = available.length ? await this.eligible(manager, registrationId, until, now) : [];
    return {
      credits,
      lessons: lessons.filter((lesson) => lesson.freePlaces > 0).map(({ rowId: _rowId, ...lesson }) => lesson),
      bookings: await this.bookingsOf(manager, registrationId, now),
    };
  }

  /** Spends a credit on a lesson of another slot. The place is taken under the lock of the lesson's
   * course (as any place), so of two families for the last make-up place one wins and the other is
   * refused with MAKEUP_LESSON_FULL. A confirmation e-mail carries the lesson as a calendar event. */
  async book(token: string, address: string, input: unknown): Promise<{ bookingId: number }> {
    authorize(null, 'parent.act');
    const emailKey = await this.parents.open(token, address);
    const { creditId, lessonId } = await validateInput(makeupBookSchema, input);
    const [owned]: { registrationId: number }[] = await this.dataSource.query(
      `SELECT c.registration_id AS "registrationId" FROM makeup_credit c JOIN registration r ON r.id = c.registration_id
        WHERE c.id = $1 AND lower(r.email) = $2`,
      [creditId, emailKey],
    );
    if (!owned) throw new AppError(MakeupErrorCode.CreditNotFound, { field: 'creditId' });
    const ref = parseLessonId(lessonId);
    if (!ref || ref.scheduleId === null) throw new AppError(MakeupErrorCode.LessonNotOffered, { field: 'lessonId' });
    const now = this.now();
    const bookingId = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        'SELECT c.id FROM course c JOIN schedule s ON s.course_id = c.id WHERE s.id = $1 FOR UPDATE OF c',
        [ref.scheduleId],
      );
      const [credit]: { state: MakeupCreditState; expiresAt: Date }[] = await manager.query(
        `SELECT ${creditState('$2')} AS state, c.expires_at AS "expiresAt" FROM makeup_credit c WHERE c.id = $1 FOR UPDATE`,
        [creditId, now],
      );
      if (credit?.state !== MakeupCreditState.available)
        throw new AppError(MakeupErrorCode.CreditNotAvailable, { field: 'creditId' });
      const lesson = (await this.eligible(manager, owned.registrationId, credit.expiresAt, now)).find(
        (item) => item.lessonId === lessonId,
      );
      if (!lesson) throw new AppError(MakeupErrorCode.LessonNotOffered, { field: 'lessonId' });
      const rowId = await this.lessons.ensureRow(
        manager,
        { column: 'schedule_id', id: ref.scheduleId },
        ref.originalDate,
      );
      const [free] = await freeMakeupPlaces(manager, [{ scheduleId: ref.scheduleId, rowId }]);
      if (!free) throw new AppError(MakeupErrorCode.LessonFull, { field: 'lessonId' });
      const [booking] = await manager.query(
        `INSERT INTO makeup_booking (credit_id, registration_id, lesson_id) VALUES ($1, $2, $3) RETURNING id`,
        [creditId, owned.registrationId, rowId],
      );
      await manager.query(`UPDATE makeup_credit SET state = 'booked', updated_at = now() WHERE id = $1`, [creditId]);
      await this.mail.queueMany(manager, [owned.registrationId], MakeupMailKind.makeupBooked, booking.id);
      return booking.id as number;
    });
    setImmediate(() => this.mail.kick());
    return { bookingId };
  }

  /** Cancels a booking up to the cut-off of the lesson's course; the credit is available again
   * (until its own expiry). */
  async cancelBooking(token: string, address: string, bookingId: number): Promise<MakeupOptions> {
    authorize(null, 'parent.act');
    const emailKey = await this.parents.open(token, address);
    const booking = Number.isInteger(bookingId) && bookingId > 0 && bookingId < 2 ** 31 ? bookingId : 0;
    const [found]: { registrationId: number; creditId: number; day: string; from: string; cutoff: number }[] =
      await this.dataSource.query(
        `SELECT b.registration_id AS "registrationId", b.credit_id AS "creditId", to_char(l.date, 'YYYY-MM-DD') AS day,
                to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from", c.excuse_cutoff_hours AS cutoff
           FROM makeup_booking b JOIN registration r ON r.id = b.registration_id
           JOIN lesson l ON l.id = b.lesson_id JOIN schedule s ON s.id = l.schedule_id JOIN course c ON c.id = s.course_id
          WHERE b.id = $1 AND b.cancelled_at IS NULL AND lower(r.email) = $2`,
        [booking, emailKey],
      );
    if (!found) throw new AppError(MakeupErrorCode.BookingNotFound);
    const startsAt = pragueInstant(found.day, found.from);
    if (this.now() > excuseCutoff(startsAt, { excuseCutoffHours: found.cutoff }))
      throw new AppError(MakeupErrorCode.CancelTooLate);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM makeup_credit WHERE id = $1 FOR UPDATE', [found.creditId]);
      await manager.query('UPDATE makeup_booking SET cancelled_at = now() WHERE id = $1', [booking]);
      await manager.query(
        `UPDATE makeup_credit SET state = 'available', updated_at = now() WHERE id = $1 AND state = 'booked'`,
        [found.creditId],
      );
    });
    return this.options(token, address, found.registrationId);
  }

  // --- staff ---

  /** A registration's credits, newest first, with their state as of now. */
  async credits(actor: Actor, registrationId: number): Promise<MakeupCredit[]> {
    authorize(actor, 'makeup.read');
    return this.dataSource.query(
      `SELECT ${CREDIT_COLUMNS('$2')} FROM makeup_credit c WHERE c.registration_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
      [registrationId, this.now()],
    );
  }

  /** The credits of these registrations counted (the grid's column): available now of all they had;
   * registrations that never had one are left out. */
  async summaries(actor: Actor, registrationIds: readonly number[]): Promise<Map<number, MakeupSummary>> {
    authorize(actor, 'makeup.read');
    if (registrationIds.length === 0) return new Map();
    const rows: ({ registrationId: number } & MakeupSummary)[] = await this.dataSource.query(
      `SELECT c.registration_id AS "registrationId",
              count(*) FILTER (WHERE ${creditState('$2')} = 'available')::int AS available, count(*)::int AS earned
         FROM makeup_credit c WHERE c.registration_id = ANY($1::int[]) GROUP BY c.registration_id`,
      [[...registrationIds], this.now()],
    );
    return new Map(rows.map(({ registrationId, ...summary }) => [registrationId, summary]));
  }

  /** A credit granted by hand, with a reason; valid as the course's credits are, from now. */
  async grant(actor: Actor, input: unknown): Promise<MakeupCredit> {
    authorize(actor, 'makeup.write');
    const { registrationId, reason } = await validateInput(makeupGrantSchema, input);
    const [registration]: { scheduleId: number | null }[] = await this.dataSource.query(
      'SELECT schedule_id AS "scheduleId" FROM registration WHERE id = $1 AND cancelled_at IS NULL',
      [registrationId],
    );
    const terms = registration?.scheduleId
      ? await termsOfSlot(this.dataSource.manager, registration.scheduleId)
      : undefined;
    if (!terms) throw new AppError(MakeupErrorCode.RegistrationNotEligible, { field: 'registrationId' });
    const now = this.now();
    const [row] = await this.dataSource.query(
      `INSERT INTO makeup_credit (registration_id, origin, expires_at, reason, changed_by_id) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [registrationId, MakeupCreditOrigin.staff, creditExpiry(now, terms), reason, (actor as Staff).userId],
    );
    return this.credit(this.dataSource.manager, row.id as number);
  }

  /** Extends a credit (a new expiry: an expired one is available again) or revokes it (a booked one's
   * booking is cancelled); with a reason. A used or revoked credit stays as it is. */
  async change(actor: Actor, id: number, input: unknown): Promise<MakeupCredit> {
    authorize(actor, 'makeup.write');
    const { expiresAt, state, reason } = await validateInput(makeupCreditChangeSchema, input);
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      const [credit]: { state: MakeupCreditState }[] = await manager.query(
        `SELECT ${creditState('$2')} AS state FROM makeup_credit c WHERE c.id = $1 FOR UPDATE`,
        [Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0, now],
      );
      if (!credit) throw new AppError(MakeupErrorCode.CreditNotFound);
      if (credit.state === MakeupCreditState.used || credit.state === MakeupCreditState.revoked)
        throw new AppError(MakeupErrorCode.CreditNotChangeable);
      const staffId = (actor as Staff).userId;
      if (state === MakeupCreditState.revoked) {
        await manager.query(
          'UPDATE makeup_booking SET cancelled_at = now() WHERE credit_id = $1 AND cancelled_at IS NULL',
          [id],
        );
        await manager.query(
          `UPDATE makeup_credit SET state = 'revoked', reason = $2, changed_by_id = $3, updated_at = now() WHERE id = $1`,
          [id, reason, staffId],
        );
      } else if (expiresAt) {
        await manager.query(
          `UPDATE makeup_credit
              SET expires_at = $2, reason = $3, changed_by_id = $4, updated_at = now(),
                  state = CASE WHEN state = 'expired' AND $2::timestamptz > $5::timestamptz THEN 'available' ELSE state END
            WHERE id = $1`,
          [id, expiresAt, reason, staffId, now],
        );
      }
      return this.credit(manager, id);
    });
  }

  /** A course's credits by state (as of now): earned, available, booked, used, expired, revoked. */
  async report(actor: Actor, courseId: number): Promise<MakeupReport> {
    authorize(actor, 'makeup.read');
    const [course] = await this.dataSource.query('SELECT 1 FROM course WHERE id = $1', [
      Number.isInteger(courseId) && courseId > 0 && courseId < 2 ** 31 ? courseId : 0,
    ]);
    if (!course) throw new AppError(CourseErrorCode.NotFound);
    const rows: { state: MakeupCreditState; count: number }[] = await this.dataSource.query(
      `SELECT ${creditState('$2')} AS state, count(*)::int AS count
         FROM makeup_credit c JOIN registration r ON r.id = c.registration_id JOIN schedule s ON s.id = r.schedule_id
        WHERE s.course_id = $1 GROUP BY 1`,
      [courseId, this.now()],
    );
    const count = (state: MakeupCreditState) => rows.find((row) => row.state === state)?.count ?? 0;
    return {
      courseId,
      earned: rows.reduce((sum, row) => sum + row.count, 0),
      available: count(MakeupCreditState.available),
      booked: count(MakeupCreditState.booked),
      used: count(MakeupCreditState.used),
      expired: count(MakeupCreditState.expired),
      revoked: count(MakeupCreditState.revoked),
    };
  }

  /** The job's round: credits whose expiry passed unspent are written down as expired. */
  sweep(): Promise<number> {
    return expireCredits(this.dataSource.manager, this.now());
  }

  // --- inside ---

  private async credit(manager: EntityManager, id: number): Promise<MakeupCredit> {
    const [credit] = await manager.query(`SELECT ${CREDIT_COLUMNS('$2')} FROM makeup_credit c WHERE c.id = $1`, [
      id,
      this.now(),
    ]);
    return credit;
  }

  private liveCredits(manager: EntityManager, registrationId: number, now: Date): Promise<MakeupCreditInfo[]> {
    return manager.query(
      `SELECT c.id, c.expires_at AS "expiresAt", ${creditState('$2')} AS state FROM makeup_credit c
        WHERE c.registration_id = $1 AND ${creditState('$2')} IN ('available', 'booked')
        ORDER BY ${creditState('$2')} = 'booked', c.expires_at, c.id`,
      [registrationId, now],
    );
  }

  /** The lessons a registration's credit valid until `until` could be spent on, with their free
   * places: of the other slots of its course and of the courses of its make-up group, not cancelled,
   * starting before `until`, still bookable (the lesson's course's cut-off before its start), in the
   * child's age band on the day, not already booked by the child. Within LESSON_RANGE_MAX_DAYS. */
  private async eligible(manager: EntityManager, registrationId: number, until: Date, now: Date): Promise<Eligible[]> {
    const [child]: { scheduleId: number; born: string; courseId: number; makeupGroup: string | null }[] =
      await manager.query(
        `SELECT r.schedule_id AS "scheduleId", to_char(r.child_born_year, 'YYYY-MM-DD') AS born, c.id AS "courseId",
                c.makeup_group AS "makeupGroup"
           FROM registration r JOIN schedule s ON s.id = r.schedule_id JOIN course c ON c.id = s.course_id
          WHERE r.id = $1 AND r.cancelled_at IS NULL`,
        [registrationId],
      );
    if (!child) return [];
    const slots: { scheduleId: number; category: AgeCategory; excuseCutoffHours: number }[] = await manager.query(
      `SELECT s.id AS "scheduleId", c.category, c.excuse_cutoff_hours AS "excuseCutoffHours"
         FROM schedule s JOIN course c ON c.id = s.course_id
        WHERE (c.id = $1 OR (c.makeup_group IS NOT NULL AND c.makeup_group = $2)) AND s.id <> $3`,
      [child.courseId, child.makeupGroup, child.scheduleId],
    );
    if (slots.length === 0) return [];
    const first = pragueToday(now);
    const lastDay = pragueDay(until);
    const last = [lastDay, plusDays(first, LESSON_RANGE_MAX_DAYS - 1)].sort()[0]!;
    const booked: { rowId: number }[] = await manager.query(
      'SELECT lesson_id AS "rowId" FROM makeup_booking WHERE registration_id = $1 AND cancelled_at IS NULL',
      [registrationId],
    );
    const bookedRows = new Set(booked.map((row) => row.rowId));
    const slotOf = new Map(slots.map((slot) => [slot.scheduleId, slot]));
    const lessons = (
      await this.lessons.lessonsOfSlots(
        slots.map((slot) => slot.scheduleId),
        first,
        last,
      )
    )
      .map((lesson) => ({ ...lesson, terms: slotOf.get(lesson.slot.scheduleId)! }))
      .filter(
        ({ planned, rowId, terms }) =>
          planned.status !== 'cancelled' &&
          planned.startsAt < until &&
          now <= excuseCutoff(planned.startsAt, terms) &&
          fitsAgeCategory(child.born, terms.category, planned.date) &&
          (rowId === null || !bookedRows.has(rowId)),
      )
      .sort((a, b) => a.planned.startsAt.getTime() - b.planned.startsAt.getTime());
    const free = await freeMakeupPlaces(
      manager,
      lessons.map(({ slot, rowId }) => ({ scheduleId: slot.scheduleId, rowId })),
    );
    return lessons.map(({ slot, planned, rowId, terms }, index) => ({
      lessonId: lessonKey(slot.scheduleId, planned.originalDate),
      date: planned.date,
      from: planned.from,
      to: planned.to,
      startsAt: planned.startsAt,
      scheduleId: slot.scheduleId,
      courseTitle: slot.courseTitle,
      branch: slot.branchTitle,
      freePlaces: free[index]!,
      bookableUntil: excuseCutoff(planned.startsAt, terms),
      rowId,
    }));
  }

  /** The registration's coming make-up lessons (booked, not yet begun). */
  private async bookingsOf(manager: EntityManager, registrationId: number, now: Date): Promise<MakeupBookingInfo[]> {
    const rows: (Omit<MakeupBookingInfo, 'lessonId' | 'startsAt' | 'cancellableUntil'> & {
      scheduleId: number;
      originalDate: string;
      cutoff: number;
    })[] = await manager.query(
      `SELECT b.id AS "bookingId", b.credit_id AS "creditId", l.schedule_id AS "scheduleId",
              to_char(l.original_date, 'YYYY-MM-DD') AS "originalDate", to_char(l.date, 'YYYY-MM-DD') AS date,
              to_char(COALESCE(l."from", s."from"), 'HH24:MI') AS "from", to_char(COALESCE(l."to", s."to"), 'HH24:MI') AS "to",
              c.title AS "courseTitle", br.title AS branch, c.excuse_cutoff_hours AS cutoff
         FROM makeup_booking b JOIN lesson l ON l.id = b.lesson_id JOIN schedule s ON s.id = l.schedule_id
         JOIN course c ON c.id = s.course_id JOIN branch br ON br.id = s.branch_id
        WHERE b.registration_id = $1 AND b.cancelled_at IS NULL
        ORDER BY l.date, 6`,
      [registrationId],
    );
    return rows
      .map(({ scheduleId, originalDate, cutoff, ...row }) => {
        const startsAt = pragueInstant(row.date, row.from);
        return {
          ...row,
          lessonId: lessonKey(scheduleId, originalDate),
          startsAt,
          cancellableUntil: excuseCutoff(startsAt, { excuseCutoffHours: cutoff }),
        };
      })
      .filter((booking) => booking.startsAt > now);
  }
}
