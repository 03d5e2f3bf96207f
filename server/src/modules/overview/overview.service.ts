// The staff overview (issue 27): the state of the term in four panels, each read by one SQL
// aggregation. Money is for those who may read payments: lectors get no money panel and no money
// numbers among what needs a person.
import {
  mayPerform,
  type OverviewRows,
  type OverviewTable,
  PaymentState,
  pragueToday,
  RegistrationType,
} from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { PAYMENT_VIEWS } from '../payments/payment.inputs';
import { RegistrationEventType } from '../registrations/registration-event.entity';
import { termOf, type Term } from './overview.term';
import {
  Fullness,
  type MoneyOverview,
  type MoneyRow,
  type NeedsAttention,
  type OccupancyRow,
  type Overview,
  type RegistrationDay,
  type RequestCount,
  type StartingSoon,
  type LapsingOffer,
  LAPSING_HOURS,
  LAPSING_MAX,
} from './overview.types';

/** A bar with fewer places held than this share of its capacity is nearly empty. */
export const NEARLY_EMPTY_SHARE = 0.25;
/** Starting within this many days counts as starting soon. */
export const SOON_DAYS = 14;
/** How many of the largest amounts owed are listed. */
export const LARGEST_OUTSTANDING = 10;

export interface OverviewOptions {
  /** PAYMENT_REMINDER_DAYS: owed longer than this after getting a place is overdue. */
  reminderDays: number;
  /** OVERVIEW_MIN_CHILDREN. */
  minChildren: number;
}

/** A Prague day's first instant, as SQL over an ISO day parameter. */
const dayStart = (day: string) => `((${day})::date::timestamp AT TIME ZONE 'Europe/Prague')`;

/** The registration's day in Prague. */
const pragueDay = (column: string) => `(${column} AT TIME ZONE 'Europe/Prague')::date`;

const OWING = [PaymentState.unpaid, PaymentState.partially_paid];

export class OverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: OverviewOptions,
  ) {}

  /** The term as of Prague's today. */
  term(actor: Actor): Term {
    authorize(actor, 'overview.read');
    return termOf(pragueToday());
  }

  /** Every panel the actor may see (the REST door's whole page); money empty for lectors. */
  async overview(actor: Actor): Promise<Required<Overview>> {
    const term = this.term(actor);
    const [occupancy, registrationsByDay, money, attention] = await Promise.all([
      this.occupancy(actor, term),
      this.registrationsByDay(actor, term),
      this.moneyIfAllowed(actor, term),
      this.attention(actor, term),
    ]);
    return { term, occupancy, registrationsByDay, money, attention };
  }

  /** The rows behind one chart (the screen's numbers, the export); money tables for payments' readers. */
  async table<T extends OverviewTable>(actor: Actor, table: T): Promise<OverviewRows[T][]> {
    const term = this.term(actor);
    const rows: Record<OverviewTable, () => Promise<unknown[]>> = {
      occupancy: () => this.occupancy(actor, term),
      registrations: () => this.registrationsByDay(actor, term),
      money: async () => (await this.money(actor, term)).branches,
      outstanding: async () => (await this.money(actor, term)).largestOutstanding,
      received: async () => (await this.money(actor, term)).receivedByWeek,
    };
    return (await rows[table]()) as OverviewRows[T][];
  }

  /** Every course slot and camp not over yet, grouped by branch and activity type, the full and the
   * nearly empty first in each group. A course's capacity is shared by its slots. */
  async occupancy(actor: Actor, term: Term): Promise<OccupancyRow[]> {
    authorize(actor, 'overview.read');
    return this.dataSource.query(
      `WITH held AS (
         SELECT r.schedule_id, r.camp_id,
                count(*) FILTER (WHERE NOT r.replacement)::int AS confirmed,
                count(*) FILTER (WHERE r.replacement)::int AS replacements
           FROM registration r WHERE r.cancelled_at IS NULL
          GROUP BY r.schedule_id, r.camp_id
       ), bars AS (
         SELECT '${RegistrationType.course}' AS kind, s.id AS "scheduleId", c.id AS "courseId", NULL::int AS "campId",
                c.title, b.id AS "branchId", b.title AS "branchTitle", c.type AS "activityType",
                s.day_of_week AS "dayOfWeek", to_char(s."from", 'HH24:MI') AS "timeFrom", to_char(s."to", 'HH24:MI') AS "timeTo",
                to_char(c.start_date, 'YYYY-MM-DD') AS "startsOn", to_char(c.end_date, 'YYYY-MM-DD') AS "endsOn",
                coalesce(h.confirmed, 0) AS confirmed, coalesce(h.replacements, 0) AS replacements,
                (sum(coalesce(h.confirmed, 0)) OVER (PARTITION BY c.id))::int AS held,
                c.capacity, c.max_capacity AS "maxCapacity", s.day_of_week AS day_order, s."from" AS time_order
           FROM schedule s JOIN course c ON c.id = s.course_id JOIN branch b ON b.id = s.branch_id
           LEFT JOIN held h ON h.schedule_id = s.id
          WHERE c.active AND (c.end_date IS NULL OR c.end_date >= $1::date)
         UNION ALL
         SELECT '${RegistrationType.camp}', NULL, NULL, camp.id, camp.title, b.id, b.title, camp.type, NULL, NULL, NULL,
                to_char(camp."from", 'YYYY-MM-DD'), to_char(camp."to", 'YYYY-MM-DD'),
                coalesce(h.confirmed, 0), coalesce(h.replacements, 0), coalesce(h.confirmed, 0),
                camp.capacity, camp.max_capacity, NULL, NULL
           FROM camp LEFT JOIN branch b ON b.id = camp.branch_id LEFT JOIN held h ON h.camp_id = camp.id
          WHERE camp.active AND camp."to" >= $1::date
       ), rated AS (
         SELECT bars.*, held::float / greatest(capacity, 1) AS share,
                CASE WHEN held >= capacity THEN '${Fullness.full}'
                     WHEN held < capacity * $2::float THEN '${Fullness.nearly_empty}'
                     ELSE '${Fullness.filling}' END AS fullness
           FROM bars
       )
       SELECT kind, "scheduleId", "courseId", "campId", title, "branchId", "branchTitle", "activityType", "dayOfWeek",
              "timeFrom", "timeTo", "startsOn", "endsOn", confirmed, held - confirmed AS "otherSlotsConfirmed",
              replacements, capacity, "maxCapacity", fullness
         FROM rated
        ORDER BY "branchTitle" NULLS LAST, "branchId", "activityType",
                 CASE fullness WHEN '${Fullness.full}' THEN 0 WHEN '${Fullness.nearly_empty}' THEN 1 ELSE 2 END,
                 CASE WHEN fullness = '${Fullness.nearly_empty}' THEN share ELSE -share END,
                 title, "courseId", "campId", day_order, time_order`,
      [term.today, NEARLY_EMPTY_SHARE],
    );
  }

  /** Registrations made each day of the term up to today (cancelled ones too: they came in), with the
   * same day of the previous term beside them when that term had any. */
  async registrationsByDay(actor: Actor, term: Term): Promise<RegistrationDay[]> {
    authorize(actor, 'overview.read');
    const last = term.today < term.to ? term.today : term.to;
    const rows: RegistrationDay[] = await this.dataSource.query(
      `WITH days AS (
         SELECT (d::date - $1::date) AS day, d::date AS date,
                CASE WHEN $3::date + (d::date - $1::date) <= $4::date THEN $3::date + (d::date - $1::date) END AS previous
           FROM generate_series($1::date, $2::date, interval '1 day') AS d
       ), made AS (
         SELECT ${pragueDay('r.created_at')} AS date, count(*)::int AS count
           FROM registration r
          WHERE (r.created_at >= ${dayStart('$1')} AND r.created_at < ${dayStart('$2::date + 1')})
             OR (r.created_at >= ${dayStart('$3')} AND r.created_at < ${dayStart('least($4::date, $3::date + ($2::date - $1::date)) + 1')})
          GROUP BY 1
       ), series AS (
         SELECT d.day, to_char(d.date, 'YYYY-MM-DD') AS date, coalesce(c.count, 0) AS count,
                to_char(d.previous, 'YYYY-MM-DD') AS "previousDate",
                CASE WHEN d.previous IS NOT NULL THEN coalesce(p.count, 0) END AS "previousCount"
           FROM days d LEFT JOIN made c ON c.date = d.date LEFT JOIN made p ON p.date = d.previous
       )
       SELECT day, date, count, (sum(count) OVER (ORDER BY day))::int AS total, "previousDate", "previousCount",
              CASE WHEN "previousDate" IS NOT NULL THEN (sum("previousCount") OVER (ORDER BY day))::int END AS "previousTotal",
              EXISTS (SELECT 1 FROM registration r WHERE r.created_at >= ${dayStart('$3')} AND r.created_at < ${dayStart('$4::date + 1')}) AS "hadPrevious"
         FROM series ORDER BY day`,
      [term.from, last, term.previousFrom, term.previousTo],
    );
    return rows.map(({ hadPrevious, ...row }: RegistrationDay & { hadPrevious?: boolean }) =>
      hadPrevious ? row : { ...row, previousDate: null, previousCount: null, previousTotal: null },
    );
  }

  /** The money panel, for those who may read payments; empty for the others. */
  moneyIfAllowed(actor: Actor, term: Term): Promise<MoneyOverview | null> {
    return mayPerform(actor?.role, 'payment.read') ? this.money(actor, term) : Promise.resolve(null);
  }

  /** Due, received, outstanding and overdue of the term's registrations holding a place, per branch;
   * the largest amounts owed; the same received money per week. Overdue: owed by a registration that got its
   * place (made, or promoted from the waiting list) longer than PAYMENT_REMINDER_DAYS ago, the period
   * after which the reminders go out (payments/payment.reminders.ts). */
  async money(actor: Actor, term: Term): Promise<MoneyOverview> {
    authorize(actor, 'payment.read');
    const last = term.today < term.to ? term.today : term.to;
    const [row]: {
      branches: MoneyRow[];
      largest: MoneyOverview['largestOutstanding'] | null;
      weeks: MoneyOverview['receivedByWeek'];
    }[] = await this.dataSource.query(
      `WITH placed AS NOT MATERIALIZED (
           SELECT r.id, r.branch_id, r.due_haler, r.received_haler,
                  CASE WHEN r.payment_state = ANY($3::payment_state[]) THEN greatest(r.due_haler - r.received_haler, 0) ELSE 0 END AS owed,
                  (r.created_at <= now() - $4::int * interval '1 day'
                   AND r.id NOT IN (SELECT e.registration_id FROM registration_event e
                                     WHERE e.type = $5 AND e.created_at > now() - $4::int * interval '1 day')) AS past_period
             FROM registration r
            WHERE r.cancelled_at IS NULL AND NOT r.replacement
              AND r.created_at >= ${dayStart('$1')} AND r.created_at < ${dayStart('$2::date + 1')}
         ), branches AS (
           SELECT p.branch_id, GROUPING(p.branch_id) = 1 AS total, count(*)::int AS registrations,
                  sum(p.due_haler) AS due, sum(p.received_haler) AS received, sum(p.owed) AS outstanding,
                  coalesce(sum(p.owed) FILTER (WHERE p.past_period), 0) AS overdue
             FROM placed p
            GROUP BY GROUPING SETS ((p.branch_id), ())
         ), largest AS (
           SELECT p.id, p.owed, p.past_period FROM placed p WHERE p.owed > 0 ORDER BY p.owed DESC, p.id LIMIT ${LARGEST_OUTSTANDING}
         ), weeks AS (
           SELECT w::date AS week FROM generate_series(date_trunc('week', $1::date::timestamp), $2::date::timestamp, interval '1 week') AS w
         ), received AS (
           -- The same money as "Přijato": what is paired with the registrations holding a place, by the
           -- payment's day (within the term's weeks), so the weeks add up to the total (issue 41, item 15:
           -- unpaired transfers and replacements' money made the two disagree).
           SELECT date_trunc('week', greatest(least(pay.booked_on, $2::date), $1::date)::timestamp)::date AS week,
                  sum(a.amount_haler) AS amount
             FROM placed p
             JOIN payment_allocation a ON a.registration_id = p.id AND a.reversed_at IS NULL
             JOIN payment pay ON pay.id = a.payment_id
            GROUP BY 1
         )
         SELECT
           (SELECT json_agg(json_build_object(
                     'branchId', t.branch_id, 'branchTitle', b.title, 'total', t.total, 'registrations', t.registrations,
                     'dueHaler', coalesce(t.due, 0), 'receivedHaler', coalesce(t.received, 0),
                     'outstandingHaler', coalesce(t.outstanding, 0), 'overdueHaler', t.overdue)
                   ORDER BY t.total, b.title NULLS LAST, t.branch_id)
              FROM branches t LEFT JOIN branch b ON b.id = t.branch_id AND NOT t.total) AS branches,
           (SELECT json_agg(json_build_object(
                     'registrationId', l.id, 'variableSymbol', r.variable_symbol::text, 'childFullName', r.child_full_name,
                     'title', coalesce(c.title, camp.title), 'branchTitle', b.title, 'outstandingHaler', l.owed,
                     'overdue', l.past_period)
                   ORDER BY l.owed DESC, l.id)
              FROM largest l JOIN registration r ON r.id = l.id
              LEFT JOIN schedule s ON s.id = r.schedule_id LEFT JOIN course c ON c.id = s.course_id
              LEFT JOIN camp ON camp.id = r.camp_id LEFT JOIN branch b ON b.id = r.branch_id) AS largest,
           (SELECT json_agg(json_build_object('weekStart', to_char(w.week, 'YYYY-MM-DD'), 'amountHaler', coalesce(r.amount, 0))
                   ORDER BY w.week) FROM weeks w LEFT JOIN received r ON r.week = w.week) AS weeks`,
      [term.from, last, OWING, this.options.reminderDays, RegistrationEventType.promoted],
    );
    const branches = row?.branches ?? [];
    return {
      reminderDays: this.options.reminderDays,
      // An empty term still has its total row.
      branches: branches.some((one) => one.total)
        ? branches
        : [
            ...branches,
            {
              branchId: null,
              branchTitle: null,
              total: true,
              registrations: 0,
              dueHaler: 0,
              receivedHaler: 0,
              outstandingHaler: 0,
              overdueHaler: 0,
            },
          ],
      largestOutstanding: row?.largest ?? [],
      receivedByWeek: row?.weeks ?? [],
    };
  }

  /** What needs a person: unmatched payments (as the payments grid counts them), open parents'
   * requests, e-mails that failed, courses and camps starting within SOON_DAYS with fewer
   * children holding a place than OVERVIEW_MIN_CHILDREN, and waiting-list offers lapsing within
   * LAPSING_HOURS. Each part empty for who may not read it. */
  async attention(actor: Actor, term: Term): Promise<NeedsAttention> {
    authorize(actor, 'overview.read');
    const role = actor?.role;
    const [row]: {
      unmatchedPayments: number;
      unmatchedHaler: string;
      openRequests: RequestCount[] | null;
      failedMails: number;
      startingSoon: StartingSoon[] | null;
      lapsingOffers: (Omit<LapsingOffer, 'expiresAt'> & { expiresAt: string })[] | null;
    }[] = await this.dataSource.query(
      `WITH soon AS (
         SELECT '${RegistrationType.course}' AS kind, c.id AS "courseId", NULL::int AS "campId", c.title, c.start_date AS starts,
                (SELECT count(*) FROM registration r JOIN schedule s ON s.id = r.schedule_id
                  WHERE s.course_id = c.id AND r.cancelled_at IS NULL AND NOT r.replacement)::int AS confirmed
           FROM course c
          WHERE c.active AND c.start_date BETWEEN $1::date AND $1::date + $2::int
         UNION ALL
         SELECT '${RegistrationType.camp}', NULL, camp.id, camp.title, camp."from",
                (SELECT count(*) FROM registration r WHERE r.camp_id = camp.id AND r.cancelled_at IS NULL AND NOT r.replacement)::int
           FROM camp
          WHERE camp.active AND camp."from" BETWEEN $1::date AND $1::date + $2::int
       )
       SELECT
         unmatched.count AS "unmatchedPayments", unmatched.haler AS "unmatchedHaler",
         (SELECT json_agg(json_build_object('type', type, 'count', count) ORDER BY type)
            FROM (SELECT type, count(*)::int AS count FROM parent_request WHERE state = 'open' GROUP BY type) AS open) AS "openRequests",
         (SELECT count(*)::int FROM mail_message WHERE status = 'failed') AS "failedMails",
         (SELECT json_agg(json_build_object('kind', kind, 'courseId', "courseId", 'campId', "campId", 'title', title,
                                            'startsOn', to_char(starts, 'YYYY-MM-DD'), 'confirmed', confirmed)
                          ORDER BY starts, confirmed, title)
            FROM soon WHERE confirmed < $3::int) AS "startingSoon",
         (SELECT json_agg(json_build_object('offerId', o.id, 'registrationId', r.id, 'variableSymbol', r.variable_symbol::text,
                                            'childFullName', r.child_full_name, 'title', coalesce(c.title, k.title),
                                            'expiresAt', o.expires_at) ORDER BY o.expires_at, o.id)
            FROM (SELECT id, registration_id, expires_at FROM waitlist_offer
                   WHERE state = 'offered' AND expires_at > now() AND expires_at <= now() + $4::int * interval '1 hour'
                   ORDER BY expires_at, id LIMIT ${LAPSING_MAX}) o
            JOIN registration r ON r.id = o.registration_id
            LEFT JOIN schedule s ON s.id = r.schedule_id LEFT JOIN course c ON c.id = s.course_id
            LEFT JOIN camp k ON k.id = r.camp_id) AS "lapsingOffers"
         FROM (SELECT count(*)::int AS count, coalesce(sum("payment"."amount_haler"), 0) AS haler
                 FROM payment "payment" WHERE ${PAYMENT_VIEWS.unmatched}) AS unmatched`,
      [term.today, SOON_DAYS, this.options.minChildren, LAPSING_HOURS],
    );
    const money = mayPerform(role, 'payment.read');
    return {
      unmatchedPayments: money ? (row?.unmatchedPayments ?? 0) : null,
      unmatchedHaler: money ? Number(row?.unmatchedHaler ?? 0) : null,
      openRequests: mayPerform(role, 'request.read') ? (row?.openRequests ?? []) : null,
      failedMails: mayPerform(role, 'mail.read') ? (row?.failedMails ?? 0) : null,
      minChildren: this.options.minChildren,
      soonDays: SOON_DAYS,
      startingSoon: row?.startingSoon ?? [],
      lapsingHours: LAPSING_HOURS,
      lapsingOffers: mayPerform(role, 'waitlist.read')
        ? (row?.lapsingOffers ?? []).map((offer) => ({ ...offer, expiresAt: new Date(offer.expiresAt) }))
        : null,
    };
  }
}
