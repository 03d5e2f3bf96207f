// Messages staff write to families (issue 43). The audience is resolved in SQL from one choice (a
// slot, a course, a camp, a lesson, chosen registrations): holding a place, replacements on request,
// never cancelled; a lector only within their own slots and camps, and provozní only. The families
// are its distinct e-mail addresses (siblings once); an informační message leaves out those who
// opted out. Sending writes the message, one recipient row per family and one outbox e-mail each in
// one transaction, and answers at once: the outbox delivers with its retries. SMS (provozní only, when
// BulkGate is configured) go one per family phone number, delivered by the SMS sender with the same
// retries.
import {
  AttendanceErrorCode,
  FamilyMessageKind,
  formatDate,
  MessageChannel,
  smsLength,
  toSmsNumber,
  withoutDiacritics,
  MessageErrorCode,
  MESSAGE_SUBJECT_MAX,
  messagePreviewSchema,
  messageSchema,
  parseLessonId,
  Role,
  type MessageAudienceValues,
  type MessagePreviewValues,
} from '@kurzy/common';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize, type Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { type Page, pageRequest, pagination } from '../../core/pagination';
import { validateInput } from '../../core/validation';
import type { AttendanceService } from '../attendance/attendance.service';
import type { LessonChangeMessages, LessonChangeNotice } from '../attendance/lesson.change';
import type { MailOutbox } from '../mail/mail.outbox';
import type { ParentService } from '../parents/parent.service';
import { MessageMailKind } from './messages.mail';
import type { SmsSender } from './messages.sms';
import type {
  FamilyMessageDetail,
  FamilyMessageSummary,
  MessageDelivery,
  MessagePreview,
  ParentMessages,
  SmsCount,
  SentMessage,
} from './messages.types';

type Staff = NonNullable<Actor>;

/** The audience as SQL over registration `r`: a condition and its parameters ($1... of its own). */
interface AudienceSql {
  where: string;
  params: unknown[];
  label: string;
}

const WEEKDAYS = ['', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'];

/** How long the family's page lists the messages it got. */
const PARENT_MESSAGES_MONTHS = 12;

/** A copy's delivery: an e-mail's on its outbox row, an SMS's on the recipient row. */
const DELIVERY_JOIN = `LEFT JOIN mail_message mm
    ON fr.channel = 'email' AND mm.kind = '${MessageMailKind.familyMessage}' AND mm.reference_id = fr.id`;

const SUMMARY_SELECT = `
  SELECT m.id, m.subject, m.kind, m.audience_label AS audience, m.created_at AS "createdAt", m.sent_by_name AS "sentBy",
         m.recipient_count AS recipients,
         count(fr.id) FILTER (WHERE fr.channel = 'sms')::int AS sms,
         count(fr.id) FILTER (WHERE COALESCE(mm.status, fr.status) = 'pending')::int AS queued,
         count(fr.id) FILTER (WHERE COALESCE(mm.status, fr.status) = 'sent')::int AS sent,
         count(fr.id) FILTER (WHERE COALESCE(mm.status, fr.status) = 'failed')::int AS failed,
         count(fr.id) FILTER (WHERE COALESCE(mm.status, fr.status, 'skipped') = 'skipped')::int AS skipped
    FROM family_message m
    LEFT JOIN family_message_recipient fr ON fr.message_id = m.id
    ${DELIVERY_JOIN}`;

/** The SMS options of the site: the sender when BulkGate is configured, and the name each SMS starts
 * with (so the family knows who writes). */
export interface MessageSmsOptions {
  sender: Pick<SmsSender, 'kick'> | null;
  operatorName: string;
}

export class FamilyMessageService implements LessonChangeMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailOutbox, 'known' | 'kick'>,
    private readonly attendance: Pick<AttendanceService, 'roster'>,
    private readonly parents: Pick<ParentService, 'open'>,
    private readonly sms: MessageSmsOptions = { sender: null, operatorName: '' },
  ) {}

  /** Whether SMS can be sent on this site. */
  get smsEnabled(): boolean {
    return this.sms.sender !== null;
  }

  /** How many families and e-mails the message would reach, before it is sent. */
  async preview(actor: Actor, input: unknown): Promise<MessagePreview> {
    authorize(actor, 'message.send');
    const values = await validateInput(messagePreviewSchema, input);
    const staff = actor as Staff;
    this.refuseKind(staff, values);
    const audience = await this.audience(this.dataSource.manager, staff, values.audience);
    const { sql, params } = familiesSql(audience, values);
    const [row] = await this.dataSource.query(
      `${sql}
       SELECT count(*)::int AS recipients, count(*) FILTER (WHERE NOT f.opted_out)::int AS emails,
              count(*) FILTER (WHERE f.opted_out)::int AS "optedOut",
              (SELECT count(DISTINCT id)::int FROM chosen) AS children
         FROM families f`,
      params,
    );
    const sms = wantsSms(values) ? await this.smsCount(this.dataSource.manager, audience, values) : null;
    return {
      ...(row as Pick<MessagePreview, 'recipients' | 'emails' | 'optedOut' | 'children'>),
      emails: wantsEmail(values) ? row.emails : 0,
      sms: sms?.numbers.size ?? 0,
      smsSegments: sms?.segments ?? null,
      smsUnicode: sms ? sms.unicode : null,
      smsAvailable: this.smsEnabled,
    };
  }

  /** Records the message and queues one e-mail per family address; the outbox delivers them. */
  async send(actor: Actor, input: unknown): Promise<SentMessage> {
    authorize(actor, 'message.send');
    const values = await validateInput(messageSchema, input);
    const staff = actor as Staff;
    this.refuseKind(staff, values);
    const kind = this.mail.known(MessageMailKind.familyMessage);
    const sent = await this.dataSource.transaction(async (manager) => {
      const audience = await this.audience(manager, staff, values.audience);
      const [message] = await manager.query(
        `INSERT INTO family_message (kind, subject, text, audience, audience_label, include_replacements, sent_by_id, sent_by_name)
         SELECT $1, $2, $3, $4::jsonb, $5, $6, u.id, COALESCE(NULLIF(u.name, ''), u.username) FROM "user" u WHERE u.id = $7
         RETURNING id`,
        [
          values.kind,
          values.subject,
          values.text,
          JSON.stringify(audienceRecord(values.audience)),
          audience.label.slice(0, 300),
          values.includeReplacements,
          staff.userId,
        ],
      );
      if (!message) throw new AppError(MessageErrorCode.AudienceForbidden);
      const count = wantsEmail(values) ? await this.queueEmails(manager, audience, values, message.id, kind) : 0;
      const sms = wantsSms(values) ? await this.queueSms(manager, audience, values, message.id) : 0;
      if (count === 0 && sms === 0) throw new AppError(MessageErrorCode.NoRecipients);
      await manager.query('UPDATE family_message SET recipient_count = $2 WHERE id = $1', [message.id, count]);
      return { id: message.id as number, recipients: count, sms };
    });
    // Sent once the transaction has committed (the sweep would find them anyway).
    if (sent.recipients > 0) this.mail.kick();
    if (sent.sms > 0) this.sms.sender?.kick();
    return sent;
  }

  /** A lesson staff cancelled, moved or put back (issue 43, item 7): a provozní message to the lesson's
   * children holding a place, as a staff message to that lesson would be, sent as the staff member in
   * the attendance's transaction (the attendance has decided who may). Nothing is recorded when no
   * family holds a place. */
  async lessonChanged(manager: EntityManager, actor: Staff, notice: LessonChangeNotice): Promise<number> {
    const kind = this.mail.known(MessageMailKind.familyMessage);
    const values = {
      audience: { lessonId: notice.lessonId },
      includeReplacements: false,
      kind: FamilyMessageKind.operational,
    } as MessagePreviewValues;
    const slot = await this.slot(
      manager,
      null,
      notice.scheduleId,
      () => new AppError(MessageErrorCode.AudienceNotFound),
    );
    const audience = { ...slot, label: `${slot.label}, lekce ${formatDate(notice.plannedDate)}` };
    const { sql, params } = familiesSql(audience, values);
    const [{ families }] = await manager.query(`${sql} SELECT count(*)::int AS families FROM families`, params);
    if (families === 0) return 0;
    const [message] = await manager.query(
      `INSERT INTO family_message (kind, subject, text, translations, audience, audience_label, include_replacements, sent_by_id, sent_by_name)
       SELECT $1, $2, $3, $7::jsonb, $4::jsonb, $5, false, u.id, COALESCE(NULLIF(u.name, ''), u.username) FROM "user" u WHERE u.id = $6
       RETURNING id`,
      [
        values.kind,
        notice.subject.slice(0, MESSAGE_SUBJECT_MAX),
        notice.text,
        JSON.stringify(values.audience),
        audience.label.slice(0, 300),
        actor.userId,
        JSON.stringify(notice.translations),
      ],
    );
    if (!message) throw new AppError(MessageErrorCode.AudienceForbidden);
    const count = await this.queueEmails(manager, audience, values, message.id, kind);
    await manager.query('UPDATE family_message SET recipient_count = $2 WHERE id = $1', [message.id, count]);
    // Sent once the attendance's transaction commits (the sweep would find them anyway).
    setImmediate(() => this.mail.kick());
    return count;
  }

  /** One outbox e-mail per family address (not to those who opted out of what this kind is). */
  private async queueEmails(
    manager: EntityManager,
    audience: AudienceSql,
    values: MessagePreviewValues,
    messageId: number,
    kind: string,
  ): Promise<number> {
    const { sql, params } = familiesSql(audience, values);
    const at = params.length;
    const [{ count }] = await manager.query(
      `${sql},
         recipients AS (
           INSERT INTO family_message_recipient (message_id, channel, address, registration_ids)
           SELECT $${at + 1}, 'email', f.email_key, f.ids FROM families f WHERE NOT f.opted_out ORDER BY f.email_key
           RETURNING id, address, registration_ids),
         queued AS (
           INSERT INTO mail_message (registration_id, reference_id, kind, recipient)
           SELECT rc.registration_ids[array_upper(rc.registration_ids, 1)], rc.id, $${at + 2}, rc.address FROM recipients rc ORDER BY rc.id
           RETURNING id)
         SELECT count(*)::int AS count FROM queued`,
      [...params, messageId, kind],
    );
    return count as number;
  }

  /** One SMS per family phone number (siblings' parents once), due at once; the message keeps the
   * text as it goes. */
  private async queueSms(
    manager: EntityManager,
    audience: AudienceSql,
    values: MessagePreviewValues,
    messageId: number,
  ): Promise<number> {
    const sms = await this.smsCount(manager, audience, values);
    if (sms.numbers.size === 0) return 0;
    await manager.query('UPDATE family_message SET sms_text = $2, sms_segments = $3 WHERE id = $1', [
      messageId,
      sms.text,
      sms.segments,
    ]);
    const numbers = [...sms.numbers.keys()].sort();
    await manager.query(
      `INSERT INTO family_message_recipient (message_id, channel, address, registration_ids, status, next_attempt_at)
       SELECT $1, 'sms', n.number, ARRAY(SELECT json_array_elements_text(n.ids)::int), 'pending', now()
         FROM json_to_recordset($2::json) AS n(number text, ids json) ORDER BY n.number`,
      [messageId, JSON.stringify(numbers.map((number) => ({ number, ids: sms.numbers.get(number) })))],
    );
    return numbers.length;
  }

  /** The SMS the message would be: its text as it goes, its segments, and the family numbers
   * (normalised to 420…, each with its registrations); registrations without a valid phone get none. */
  private async smsCount(
    manager: EntityManager,
    audience: AudienceSql,
    values: MessagePreviewValues,
  ): Promise<SmsCount> {
    const { sql, params } = familiesSql(audience, values);
    const rows: { id: number; phone: string | null }[] = await manager.query(
      `${sql} SELECT r.id, r.phone FROM registration r WHERE r.id IN (SELECT id FROM chosen) ORDER BY r.id`,
      params,
    );
    const numbers = new Map<string, number[]>();
    for (const row of rows) {
      const number = toSmsNumber(row.phone);
      if (number) numbers.set(number, [...(numbers.get(number) ?? []), row.id]);
    }
    const written = `${this.sms.operatorName}: ${values.text ?? ''}`.trim();
    const text = values.smsWithoutDiacritics ? withoutDiacritics(written) : written;
    const length = smsLength(text);
    return { text, segments: length.segments, unicode: length.encoding === 'ucs2', numbers };
  }

  /** The messages sent, newest first: administrators all, a lector those they sent. */
  async list(actor: Actor, page?: number | null, limit?: number | null): Promise<Page<FamilyMessageSummary>> {
    authorize(actor, 'message.read');
    const request = pageRequest(page, limit);
    const sender = senderScope(actor as Staff);
    const [{ total }] = await this.dataSource.query(
      'SELECT count(*)::int AS total FROM family_message m WHERE $1::int IS NULL OR m.sent_by_id = $1',
      [sender],
    );
    const items = await this.dataSource.query(
      `${SUMMARY_SELECT} WHERE $1::int IS NULL OR m.sent_by_id = $1
       GROUP BY m.id ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
      [sender, request.limit, request.offset],
    );
    return { items, pagination: pagination(request.page, request.limit, total) };
  }

  /** One message with its delivery per family; a lector's read of another's message is not found. */
  async get(actor: Actor, id: number): Promise<FamilyMessageDetail> {
    authorize(actor, 'message.read');
    const sender = senderScope(actor as Staff);
    const [summary] = await this.dataSource.query(
      `${SUMMARY_SELECT} WHERE m.id = $1 AND ($2::int IS NULL OR m.sent_by_id = $2) GROUP BY m.id`,
      [id, sender],
    );
    if (!summary) throw new AppError(MessageErrorCode.NotFound);
    const [[message], deliveries] = await Promise.all([
      this.dataSource.query<{ text: string; includeReplacements: boolean }[]>(
        `SELECT text, include_replacements AS "includeReplacements", sms_text AS "smsText", sms_segments AS "smsSegments"
           FROM family_message WHERE id = $1`,
        [id],
      ),
      this.dataSource.query<MessageDelivery[]>(
        `SELECT fr.channel, fr.address,
                ARRAY(SELECT r.child_full_name FROM registration r WHERE r.id = ANY(fr.registration_ids) ORDER BY r.id) AS children,
                CASE COALESCE(mm.status, fr.status, 'skipped') WHEN 'pending' THEN 'queued'
                     ELSE COALESCE(mm.status, fr.status, 'skipped') END AS status,
                COALESCE(mm.last_error, fr.last_error) AS error, COALESCE(mm.sent_at, fr.sent_at) AS "sentAt"
           FROM family_message_recipient fr
           ${DELIVERY_JOIN}
          WHERE fr.message_id = $1 ORDER BY fr.channel, fr.address`,
        [id],
      ),
    ]);
    return { ...summary, ...message, deliveries };
  }

  /** The messages the personal link's family got in the last 12 months, newest first, and whether it
   * receives informational ones. */
  async ofFamily(token: string, address: string): Promise<ParentMessages> {
    authorize(null, 'parent.act');
    const key = await this.parents.open(token, address);
    return this.familyMessages(key);
  }

  /** The family opts out of informational messages (`receive` false) or back in. */
  async setInformational(token: string, address: string, receive: boolean): Promise<ParentMessages> {
    authorize(null, 'parent.act');
    const key = await this.parents.open(token, address);
    if (receive) await this.dataSource.query('DELETE FROM family_message_opt_out WHERE email_key = $1', [key]);
    else
      await this.dataSource.query(
        'INSERT INTO family_message_opt_out (email_key) VALUES ($1) ON CONFLICT (email_key) DO NOTHING',
        [key],
      );
    return this.familyMessages(key);
  }

  private async familyMessages(key: string): Promise<ParentMessages> {
    const [messages, [optedOut]] = await Promise.all([
      this.dataSource.query(
        // Its e-mails, and its SMS (to the phone of one of the address's registrations), once sent.
        `SELECT m.id, m.subject, m.text, m.kind, m.created_at AS "createdAt"
           FROM family_message m
          WHERE m.created_at > now() - interval '${PARENT_MESSAGES_MONTHS} months'
            AND EXISTS (
              SELECT 1 FROM family_message_recipient fr
              ${DELIVERY_JOIN}
               WHERE fr.message_id = m.id AND COALESCE(mm.status, fr.status) = 'sent'
                 AND (fr.address = $1 OR (fr.channel = 'sms' AND EXISTS (
                       SELECT 1 FROM registration r WHERE r.id = ANY(fr.registration_ids) AND lower(trim(r.email)) = $1))))
          ORDER BY m.created_at DESC, m.id DESC`,
        [key],
      ),
      this.dataSource.query('SELECT 1 FROM family_message_opt_out WHERE email_key = $1', [key]),
    ]);
    return { informational: !optedOut, messages };
  }

  /** Lectors send provozní messages only; SMS carry provozní ones only, and only when configured. */
  private refuseKind(staff: Staff, values: MessagePreviewValues): void {
    if (values.kind === FamilyMessageKind.informational && staff.role !== Role.administrator)
      throw new AppError(MessageErrorCode.InformationalForAdmins, { field: 'kind' });
    if (!wantsSms(values)) return;
    if (values.kind !== FamilyMessageKind.operational)
      throw new AppError(MessageErrorCode.SmsOperationalOnly, { field: 'channels' });
    if (!this.sms.sender) throw new AppError(MessageErrorCode.SmsOff, { field: 'channels' });
  }

  /** The chosen audience as SQL, once it exists and (a lector) is within their own slots and camps. */
  private async audience(manager: EntityManager, staff: Staff, audience: MessageAudienceValues): Promise<AudienceSql> {
    const lector = staff.role === Role.administrator ? null : staff.userId;
    const refuse = () =>
      new AppError(lector === null ? MessageErrorCode.AudienceNotFound : MessageErrorCode.AudienceForbidden);
    if (audience.scheduleId) return this.slot(manager, lector, audience.scheduleId, refuse);
    if (audience.courseId) {
      const [course] = await manager.query(
        `SELECT c.title, count(s.id)::int AS slots, count(s.id) FILTER (WHERE s.lector_id = $2)::int AS own
           FROM course c LEFT JOIN schedule s ON s.course_id = c.id WHERE c.id = $1 GROUP BY c.id`,
        [audience.courseId, lector],
      );
      if (!course || (lector !== null && (course.slots === 0 || course.own < course.slots))) throw refuse();
      return {
        where: 'r.schedule_id IN (SELECT s.id FROM schedule s WHERE s.course_id = $1)',
        params: [audience.courseId],
        label: course.title,
      };
    }
    if (audience.campId) return this.camp(manager, lector, audience.campId, refuse);
    if (audience.lessonId) {
      const lesson = parseLessonId(audience.lessonId);
      try {
        // The lesson must be one of the slot's (or a day of the camp) that the staff member sees.
        await this.attendance.roster(staff, audience.lessonId);
      } catch (error) {
        if (error instanceof AppError && error.code === AttendanceErrorCode.LessonNotFound) throw refuse();
        throw error;
      }
      const owner = lesson!.scheduleId
        ? await this.slot(manager, lector, lesson!.scheduleId, refuse)
        : await this.camp(manager, lector, lesson!.campId!, refuse);
      return { ...owner, label: `${owner.label}, lekce ${formatDate(lesson!.originalDate)}` };
    }
    const ids = [...new Set(audience.registrationIds ?? [])];
    const [{ found }] = await manager.query(
      `SELECT count(*)::int AS found FROM registration r
        WHERE r.id = ANY($1::int[])
          AND ($2::int IS NULL OR r.schedule_id IN (SELECT s.id FROM schedule s WHERE s.lector_id = $2)
                               OR r.camp_id IN (SELECT c.id FROM camp c WHERE c.lector_id = $2))`,
      [ids, lector],
    );
    if (found !== ids.length) throw refuse();
    return { where: 'r.id = ANY($1::int[])', params: [ids], label: `Vybrané přihlášky (${ids.length})` };
  }

  private async slot(
    manager: EntityManager,
    lector: number | null,
    scheduleId: number,
    refuse: () => AppError,
  ): Promise<AudienceSql> {
    const [slot] = await manager.query(
      `SELECT c.title, s.day_of_week AS "dayOfWeek", to_char(s."from", 'HH24:MI') AS "from", s.lector_id AS "lectorId"
         FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = $1`,
      [scheduleId],
    );
    if (!slot || (lector !== null && slot.lectorId !== lector)) throw refuse();
    return {
      where: 'r.schedule_id = $1',
      params: [scheduleId],
      label: `${slot.title} – ${WEEKDAYS[slot.dayOfWeek] ?? ''} ${slot.from}`,
    };
  }

  private async camp(
    manager: EntityManager,
    lector: number | null,
    campId: number,
    refuse: () => AppError,
  ): Promise<AudienceSql> {
    const [camp] = await manager.query(
      `SELECT title, to_char("from", 'YYYY-MM-DD') AS "from", lector_id AS "lectorId" FROM camp WHERE id = $1`,
      [campId],
    );
    if (!camp || (lector !== null && camp.lectorId !== lector)) throw refuse();
    return { where: 'r.camp_id = $1', params: [campId], label: `${camp.title} (od ${formatDate(camp.from)})` };
  }
}

const wantsEmail = (values: MessagePreviewValues) => !values.channels || values.channels.includes(MessageChannel.email);
const wantsSms = (values: MessagePreviewValues) => values.channels?.includes(MessageChannel.sms) ?? false;

/** A lector reads the messages they sent; administrators all (null). */
const senderScope = (staff: Staff) => (staff.role === Role.administrator ? null : staff.userId);

/** The audience as chosen, without the empty choices, for the record. */
function audienceRecord(audience: MessageAudienceValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(audience).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

/** CTEs `chosen` (the registrations: holding a place, replacements when asked, never cancelled) and
 * `families` (one row per e-mail address, its registrations and whether it opted out of what this
 * kind of message is). */
function familiesSql(audience: AudienceSql, values: MessagePreviewValues): { sql: string; params: unknown[] } {
  const params = [...audience.params, values.includeReplacements, values.kind === FamilyMessageKind.informational];
  const replacements = `$${audience.params.length + 1}`;
  const informational = `$${audience.params.length + 2}`;
  return {
    sql: `WITH chosen AS (
            SELECT r.id, lower(trim(r.email)) AS email_key FROM registration r
             WHERE ${audience.where} AND r.cancelled_at IS NULL AND (${replacements}::boolean OR NOT r.replacement)),
          families AS (
            SELECT c.email_key, array_agg(c.id ORDER BY c.id) AS ids,
                   ${informational}::boolean AND EXISTS (SELECT 1 FROM family_message_opt_out o WHERE o.email_key = c.email_key) AS opted_out
              FROM chosen c GROUP BY c.email_key)`,
    params,
  };
}
