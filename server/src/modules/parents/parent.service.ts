// A parent's own page, opened by the personal link every e-mail to them carries (no account, no
// password), and "Pošlete mi odkaz znovu". A link that does not open the page (unknown, altered,
// revoked, unused for PARENT_LINK_VALID_MONTHS) is answered alike: PARENT_LINK_INVALID. Both calls
// are counted per client address; a resend also per mailbox, silently, so that its answer is the
// same whatever the address and whether it has registrations.
import {
  emailKey,
  formatDateRange,
  isLocale,
  localized,
  ParentActivityType,
  ParentErrorCode,
  ParentRequestType,
  type PaymentState,
  RegistrationType,
  RequestErrorCode,
  type Translations,
} from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { addressBucket, hashedBucket, type Limit, type RateLimiter } from '../../core/rate-limit';
import { courseWhen } from '../mail/mail.templates';
import type { MailOutbox } from '../mail/mail.outbox';
import { receiptPayment } from '../registrations/registration.payment';
import {
  campTermsColumns,
  type CampTermsRow,
  planOf,
  pragueDaySql,
  termsOf,
} from '../payments/pricing/pricing.deposit.types';
import { recordActivity, recordView } from './parent.activity';
import { calendarPageWord, calendarTitle, registrationsCalendar } from './parent.calendar';
import { ParentMailKind } from './parent.mail';
import { receiptRefusal } from './parent.documents';
import { LINK_VALID, parentPageUrl, parentTokenHash } from './parent-link.token';
import { type ParentPage, type ParentPayment, type ParentRegistration, ParentRegistrationState } from './parent.types';

/** Opening the page per client address: a family opens it a few times a day; guessing a 256-bit
 * token is hopeless anyway, this keeps a flood off the database. */
export const PAGE_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 };
/** One view of the page asks for several parts at once (the page, its messages, the invitations, each
 * course's make-ups) and an action or two follows: the uses of one link from one address within
 * PAGE_VIEW.ms count once against PAGE_LIMIT, up to PAGE_VIEW.uses of them (a flood still counts). */
export const PAGE_VIEW = { ms: 10_000, uses: 12 };
/** "Pošlete mi odkaz znovu" per client address (refused, REQUEST_TOO_MANY)... */
export const SEND_LIMIT_PER_ADDRESS = { max: 5, windowMs: 15 * 60 * 1000 };
/** ...and per mailbox (not sent, answered alike): nobody fills a parent's inbox with links. */
export const SEND_LIMIT_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 };

/** A longer text is no e-mail address (RFC 5321); it is answered alike and looked up as nothing. */
const MAX_EMAIL_LENGTH = 254;

type Row = {
  id: number;
  childFullName: string;
  type: RegistrationType;
  title: string;
  replacement: boolean;
  promoted: boolean;
  dayOfWeek: number | null;
  slotFrom: string | null;
  slotTo: string | null;
  courseStart: string | null;
  courseEnd: string | null;
  campFrom: string | null;
  campTo: string | null;
  branchTitle: string | null;
  branchAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  lectorName: string | null;
  waitingPosition: number | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  cancelledAt: Date | null;
  dueHaler: string;
  receivedHaler: string;
  discountHaler: string;
  discountName: string | null;
  variableSymbol: string;
  paymentState: PaymentState;
  invoiceIssued: boolean;
  phone: string;
  placedOn: string;
  /** The language the family registered in (issue 49). */
  language: string | null;
  /** The course's or camp's title in English and Ukrainian, where staff wrote it. */
  translations: Translations<'title'> | null;
} & Partial<CampTermsRow>;

/** The branch on mapy.cz: a marker at its location, or a search for its address. */
export function mapUrl(row: Pick<Row, 'latitude' | 'longitude' | 'branchAddress'>): string | null {
  if (row.latitude !== null && row.longitude !== null)
    return `https://mapy.cz/fnc/v1/showmap?mapset=basic&center=${row.longitude},${row.latitude}&zoom=17&marker=true`;
  return row.branchAddress ? `https://mapy.cz/fnc/v1/search?query=${encodeURIComponent(row.branchAddress)}` : null;
}

export class ParentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailOutbox, 'queue' | 'kick'>,
    private readonly limiter: RateLimiter,
    /** The operator's account, for the QR Platba of what is due. */
    private readonly iban: string,
    /** Where the site is (PUBLIC_URL): the page's link and the events' UIDs in the calendar. */
    private readonly publicUrl = '',
    /** The operator's name, in the calendar's name. */
    private readonly operatorName = '',
  ) {}

  /** This instance's page views being counted (PAGE_VIEW), by address bucket and the link's hash. */
  private readonly views = new Map<string, { until: number; uses: number }>();

  /** Every registration of the link's address; the use moves the link's validity on. */
  async page(token: string, address: string): Promise<ParentPage> {
    authorize(null, 'parent.read');
    const key = await this.open(token, address);
    const [rows, requests] = await Promise.all([this.rows(key), this.openRequests(key)]);
    await recordView(this.dataSource.manager, key);
    const newest = rows.at(-1);
    return {
      email: key,
      phone: newest?.phone ?? null,
      erasureRequested: requests.some((request) => request.type === ParentRequestType.erasure),
      registrations: rows.map((row) => ({
        ...this.registration(row),
        pendingRequests: requests.filter((request) => request.registrationId === row.id).map((request) => request.type),
      })),
    };
  }

  /** The iCalendar of the link's registrations, or of the one of them `registrationId` names; one
   * that is not the family's answers as a link that does not work, never with another family's.
   * Cancelled registrations are left out (their events disappear from a subscribed calendar); a
   * replacement's is TENTATIVE. Counted and kept valid as opening the page is: a subscribed calendar
   * fetching it is the family using its link. */
  async calendar(token: string, address: string, registrationId: number | null): Promise<string> {
    authorize(null, 'parent.read');
    const rows = await this.rows(await this.open(token, address));
    const chosen = registrationId === null ? rows : rows.filter((row) => row.id === registrationId);
    if (registrationId !== null && chosen.length === 0) throw new AppError(ParentErrorCode.LinkInvalid);
    const host = this.publicUrl ? new URL(this.publicUrl).host : 'localhost';
    // Each event in its registration's language, the calendar in the newest one's (issue 49).
    const events = chosen.map((row) => ({ ...row, language: isLocale(row.language) ? row.language : 'cs' }) as const);
    const [only] = events;
    const language = events.at(-1)?.language ?? 'cs';
    return registrationsCalendar(
      events.filter((row) => !row.cancelledAt),
      {
        name:
          registrationId !== null && only
            ? `${calendarTitle(only)} – ${only.childFullName}`
            : [this.operatorName, calendarPageWord(language)].filter(Boolean).join(' – '),
        host,
        pageUrl: (each) => parentPageUrl(this.publicUrl, token, each),
        language,
      },
    );
  }

  /** The registration `registrationId` of the link's family, for the page's actions and documents:
   * one of another family answers PARENT_LINK_INVALID, exactly as a link that does not work. */
  async familyRegistration(token: string, address: string, registrationId: number): Promise<{ emailKey: string }> {
    const key = await this.open(token, address);
    if (!Number.isInteger(registrationId) || registrationId < 1 || registrationId > 2 ** 31 - 1)
      throw new AppError(ParentErrorCode.LinkInvalid);
    const [owned] = await this.dataSource.query('SELECT 1 FROM registration WHERE id = $1 AND lower(email) = $2', [
      registrationId,
      key,
    ]);
    if (!owned) throw new AppError(ParentErrorCode.LinkInvalid);
    return { emailKey: key };
  }

  /** The address of a working link (its use moves its validity on); every other text answers
   * PARENT_LINK_INVALID alike. Counted per client address, one count for the page and calendars. */
  async open(token: string, address: string): Promise<string> {
    const bucket = addressBucket(address);
    const hash = parentTokenHash(token);
    const view = `${bucket} ${hash.toString('base64')}`;
    const counted = !this.sameView(view);
    if (counted) await this.count({ bucket: `parent:page:address:${bucket}`, ...PAGE_LIMIT });
    const [link]: { emailKey: string }[] = await this.dataSource.query(
      `WITH used AS (
         UPDATE parent_link l SET last_used_at = now() WHERE l.token_hash = $1 AND ${LINK_VALID} RETURNING email_key)
       SELECT email_key AS "emailKey" FROM used`,
      [hash],
    );
    if (!link) throw new AppError(ParentErrorCode.LinkInvalid);
    // Only a working link starts a view: a dead one is counted at every use.
    if (counted) {
      if (this.views.size >= 10_000) this.views.clear();
      this.views.set(view, { until: Date.now() + PAGE_VIEW.ms, uses: 1 });
    }
    return link.emailKey;
  }

  /** The family's requests staff have not handled yet. */
  private openRequests(key: string): Promise<{ registrationId: number | null; type: ParentRequestType }[]> {
    return this.dataSource.query(
      `SELECT registration_id AS "registrationId", type FROM parent_request WHERE email_key = $1 AND state = 'open'`,
      [key],
    );
  }

  /** Every registration made with the address, oldest first (a place offered to it first of all). */
  private rows(key: string): Promise<Row[]> {
    return this.dataSource.query(
      `SELECT r.id, r.child_full_name AS "childFullName", r.type, COALESCE(c.title, camp.title) AS title, r.replacement,
              EXISTS (SELECT 1 FROM registration_event e WHERE e.registration_id = r.id AND e.type = 'promoted') AS promoted,
              s.day_of_week AS "dayOfWeek", s."from"::text AS "slotFrom", s."to"::text AS "slotTo",
              to_char(c.start_date, 'YYYY-MM-DD') AS "courseStart", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEnd",
              to_char(camp."from", 'YYYY-MM-DD') AS "campFrom", to_char(camp."to", 'YYYY-MM-DD') AS "campTo",
              b.title AS "branchTitle", b.address AS "branchAddress", b.latitude, b.longitude, u.name AS "lectorName",
              CASE WHEN r.replacement AND r.cancelled_at IS NULL THEN (
                SELECT count(*) FROM registration o
                 WHERE o.replacement AND o.cancelled_at IS NULL AND (o.held_until IS NULL OR o.held_until <= now()) AND (-o.waitlist_priority, coalesce(o.waiting_since, o.created_at), o.id) <= (-r.waitlist_priority, coalesce(r.waiting_since, r.created_at), r.id)
                   AND CASE WHEN r.camp_id IS NOT NULL THEN o.camp_id = r.camp_id
                            ELSE o.schedule_id IN (SELECT id FROM schedule WHERE course_id = s.course_id) END
              )::int END AS "waitingPosition",
              (SELECT o.expires_at FROM waitlist_offer o
                WHERE o.registration_id = r.id AND o.state = 'offered' AND o.expires_at > now()) AS "offerExpiresAt",
              r.created_at AS "createdAt", r.cancelled_at AS "cancelledAt",
              r.due_haler AS "dueHaler", r.received_haler AS "receivedHaler", r.variable_symbol::text AS "variableSymbol",
              r.discount_haler AS "discountHaler", r.discount_name AS "discountName",
              r.payment_state AS "paymentState", r.phone, r.language,
              COALESCE(c.translations, camp.translations) AS translations,
              ${campTermsColumns('camp')}, ${pragueDaySql('r.created_at')} AS "placedOn",
              EXISTS (SELECT 1 FROM invoice i WHERE i.registration_id = r.id) AS "invoiceIssued"
         FROM registration r
         LEFT JOIN schedule s ON s.id = r.schedule_id
         LEFT JOIN course c ON c.id = s.course_id
         LEFT JOIN camp ON camp.id = r.camp_id
         LEFT JOIN branch b ON b.id = COALESCE(s.branch_id, camp.branch_id, r.branch_id)
         LEFT JOIN "user" u ON u.id = s.lector_id
        WHERE lower(r.email) = $1
        -- A place offered to the family stands first: it waits for an answer by a deadline.
        ORDER BY coalesce(r.held_until > now(), false) AND r.replacement AND r.cancelled_at IS NULL DESC, r.created_at, r.id`,
      [key],
    );
  }

  /** "Pošlete mi odkaz znovu": a fresh link to the address, if it has registrations (the message is
   * about the newest of them, to the address that registration names). Always true. */
  async sendLink(email: string, address: string): Promise<true> {
    authorize(null, 'parent.link');
    await this.count({ bucket: `parent:send:address:${addressBucket(address)}`, ...SEND_LIMIT_PER_ADDRESS });
    const key = emailKey(email.slice(0, MAX_EMAIL_LENGTH + 1));
    if (key.length === 0 || key.length > MAX_EMAIL_LENGTH) return true;
    const sent = await this.dataSource.transaction(async (manager) => {
      const [forMailbox] = await this.limiter.attemptIn(manager, [
        { bucket: `parent:send:email:${hashedBucket(key)}`, ...SEND_LIMIT_PER_EMAIL },
      ]);
      if (!forMailbox?.allowed) return false;
      const [newest]: { id: number }[] = await manager.query(
        'SELECT id FROM registration WHERE lower(email) = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [key],
      );
      if (!newest) return false;
      await this.mail.queue(manager, newest.id, ParentMailKind.parentLink);
      await recordActivity(manager, { emailKey: key, registrationId: newest.id, type: ParentActivityType.link_sent });
      return true;
    });
    if (sent) this.mail.kick();
    return true;
  }

  private registration(row: Row): Omit<ParentRegistration, 'pendingRequests'> {
    const camp = row.type === RegistrationType.camp;
    // The title and the days in the language the family registered in (issue 49), as its e-mails
    // write them and link this page under.
    const language = isLocale(row.language) ? row.language : 'cs';
    const dueHaler = Number(row.dueHaler);
    const receivedHaler = Number(row.receivedHaler);
    let state = ParentRegistrationState.confirmed;
    if (row.cancelledAt) state = ParentRegistrationState.cancelled;
    else if (row.replacement && row.offerExpiresAt) state = ParentRegistrationState.offered;
    else if (row.replacement) state = ParentRegistrationState.replacement;
    else if (row.promoted) state = ParentRegistrationState.promoted;
    const holds = state === ParentRegistrationState.confirmed || state === ParentRegistrationState.promoted;
    // A camp with a deposit: the deposit's rest now, the balance from its due date (issue 47).
    const paymentPlan = holds ? planOf(termsOf(row), { dueHaler, receivedHaler, placedOn: row.placedOn }) : null;
    const payable = holds ? (paymentPlan ? paymentPlan.owingNowHaler : dueHaler - receivedHaler) : 0;
    return {
      id: row.id,
      childFullName: row.childFullName,
      type: row.type,
      title: localized(row, 'title', language).text ?? row.title,
      when: camp
        ? formatDateRange(row.campFrom ?? '', row.campTo ?? '', language)
        : row.dayOfWeek && row.slotFrom && row.slotTo
          ? courseWhen(row.dayOfWeek, row.slotFrom, row.slotTo, row.courseStart, row.courseEnd, language)
          : '',
      from: camp ? row.campFrom : row.courseStart,
      to: camp ? row.campTo : row.courseEnd,
      branchTitle: row.branchTitle,
      branchAddress: row.branchAddress,
      mapUrl: mapUrl(row),
      lectorName: row.lectorName,
      state,
      waitingPosition: state === ParentRegistrationState.replacement ? row.waitingPosition : null,
      offerExpiresAt: state === ParentRegistrationState.offered ? row.offerExpiresAt : null,
      createdAt: row.createdAt,
      cancelledAt: row.cancelledAt,
      dueHaler,
      discount:
        row.discountName && Number(row.discountHaler) > 0
          ? { amountHaler: Number(row.discountHaler), name: row.discountName }
          : null,
      receivedHaler,
      variableSymbol: row.variableSymbol,
      paymentState: row.paymentState,
      payment: payable > 0 ? this.payment(row, payable) : null,
      paymentPlan,
      invoiceIssued: row.invoiceIssued,
      receiptAvailable:
        receiptRefusal({ cancelled: row.cancelledAt !== null, paymentState: row.paymentState, receivedHaler }) === null,
    };
  }

  /** The QR Platba of the thank-you screen (registrations/registration.payment.ts), for what is due. */
  private payment(row: Row, owingHaler: number): ParentPayment | null {
    const receipt = receiptPayment(this.iban, {
      replacement: false,
      price: owingHaler / 100,
      // What is owed is after the discount already.
      discount: null,
      variableSymbol: row.variableSymbol,
      title: row.title,
      childFullName: row.childFullName,
    });
    if (!receipt) return null;
    return {
      account: receipt.account,
      iban: receipt.iban,
      amountHaler: owingHaler,
      variableSymbol: receipt.variableSymbol,
      qr: receipt.qr,
    };
  }

  /** Whether this use of a working link belongs to a view already counted (PAGE_VIEW), however many
   * of the page's parts ask. */
  private sameView(key: string): boolean {
    const view = this.views.get(key);
    if (!view || view.until <= Date.now() || view.uses >= PAGE_VIEW.uses) return false;
    view.uses += 1;
    return true;
  }

  private async count(limit: Limit): Promise<void> {
    const answer = await this.limiter.attempt(limit);
    if (!answer.allowed)
      throw new AppError(RequestErrorCode.TooManyRequests, { params: { retryAfterMs: answer.retryAfterMs } });
  }
}
