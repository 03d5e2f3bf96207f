// A parent's calendars over real HTTP (issue 25, item 4), parsed back with ical.js: a course's weekly
// lessons keep their local time across the change from summer time, a camp is all-day, the place is
// the branch's address, a changed slot is in the next fetch, cancelled registrations are left out,
// and a link or a registration that is not the family's answers as a dead link does.
import { PARENT_CALENDAR_PATH } from '@kurzy/common';
import ICAL from 'ical.js';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { type RunningApp, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { restClient, type RestClient } from '../../test/rest';
import { issueParentLink } from './parent-link.token';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let api: RestClient;
let branchId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  config = await testConfig({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config);
  api = restClient(app);
  branchId = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});

const FAMILY = 'kalendar.rodina@example.com';
const OTHER = 'kalendar.jina@example.com';

interface Parsed {
  events: ICAL.Event[];
  text: string;
}

/** The calendar's events; its VTIMEZONEs registered first, so times resolve in their zone. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { text, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

/** Every occurrence's start as a UTC instant. */
function occurrences(event: ICAL.Event): string[] {
  const found: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && found.length < 100; next = iterator.next())
    found.push(next.toJSDate().toISOString());
  return found;
}

const calendarOf = (token: string, registrationId?: number) =>
  api('GET', `/parents/calendar/${token}${registrationId === undefined ? '' : `/${registrationId}`}.ics`);

async function feed(token: string, registrationId?: number): Promise<Parsed> {
  const answer = await calendarOf(token, registrationId);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parse(answer.body as string);
}

describe('the calendars of a personal link', () => {
  let token: string;
  let scheduleId: number;
  let course: number;
  let camp: number;
  let cancelled: number;
  let replacement: number;
  let othersCourse: number;

  beforeAll(async () => {
    const courseId = await insertCourse(database, {
      title: 'Keramika',
      start_date: '2026-09-01',
      end_date: '2026-12-31',
    });
    // 2026-09-01 is a Tuesday: the first lesson is Monday 7 September.
    scheduleId = await insertSchedule(database, {
      course_id: courseId,
      branch_id: branchId,
      day_of_week: 1,
      from: '16:00',
      to: '17:00',
    });
    const campId = await insertCamp(database, {
      branch_id: branchId,
      title: 'Letní tábor v lese',
      from: '2027-07-05',
      to: '2027-07-09',
    });
    course = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: FAMILY,
      child_full_name: 'Anna Kalendářová',
    });
    camp = await insertRegistration(database, { camp_id: campId, email: FAMILY, child_full_name: 'Petr Kalendář' });
    cancelled = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: FAMILY,
      child_full_name: 'Ema Zrušená',
      cancelled_at: new Date(),
    });
    replacement = await insertRegistration(database, {
      camp_id: campId,
      email: FAMILY.toUpperCase(),
      child_full_name: 'Jan Náhradník',
      replacement: true,
    });
    othersCourse = await insertRegistration(database, {
      schedule_id: scheduleId,
      email: OTHER,
      child_full_name: 'Cizí Dítě',
    });
    token = await issueParentLink(database.dataSource.manager, FAMILY);
  });

  it('gives every registration of the family but the cancelled one, privately', async () => {
    const answer = await calendarOf(token);
    expect(answer.status).toBe(200);
    expect({
      type: answer.headers.get('content-type'),
      cache: answer.headers.get('cache-control'),
      referrer: answer.headers.get('referrer-policy'),
    }).toEqual({ type: 'text/calendar; charset=utf-8', cache: 'private, no-store', referrer: 'no-referrer' });
    const { events, text } = parse(answer.body as string);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [course, camp, replacement].map((id) => `registration-${id}@kurzy.example.cz`).sort(),
    );
    expect(text).not.toContain('Cizí Dítě');
    expect(text).not.toContain('Ema Zrušená');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Prague/);
    const waiting = events.find((event) => event.uid === `registration-${replacement}@kurzy.example.cz`)!;
    expect(waiting.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('has a course’s lessons weekly at 16:00 in Prague, before and after the change from summer time', async () => {
    const { events, text } = await feed(token, course);
    expect(events).toHaveLength(1);
    const [lessons] = events as [ICAL.Event];
    expect(text).toContain('DTSTART;TZID=Europe/Prague:20260907T160000');
    expect(text).toContain('DTEND;TZID=Europe/Prague:20260907T170000');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20261231T225959Z/);
    const starts = occurrences(lessons);
    expect(starts).toHaveLength(17);
    expect(starts[0]).toBe('2026-09-07T14:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-12-28T15:00:00.000Z');
    // Summer time (UTC+2) until Sunday 25 October, winter time (UTC+1) after: 16:00 local both.
    for (const start of starts) {
      expect(new Date(start).getUTCDay()).toBe(1);
      expect(new Date(start).getUTCHours()).toBe(start < '2026-10-25' ? 14 : 15);
    }
    expect(starts.filter((start) => start < '2026-10-25')).toHaveLength(7);
    expect(lessons.duration.toSeconds()).toBe(3600);
    expect(lessons.summary).toBe('Keramika – Anna Kalendářová');
    expect(lessons.location).toBe('Pobočka Brno-střed, Palackého 1, Brno');
    const [{ variable_symbol: variableSymbol }] = await database.dataSource.query(
      'SELECT variable_symbol::text FROM registration WHERE id = $1',
      [course],
    );
    expect(lessons.description).toContain(`Variabilní symbol: ${variableSymbol}`);
    expect(lessons.description).toContain(`https://kurzy.example.cz/moje-prihlasky/${token}`);
  });

  it('has a camp as all-day events from its first to its last day', async () => {
    const { events } = await feed(token, camp);
    const [days] = events as [ICAL.Event];
    expect(days.startDate.isDate).toBe(true);
    expect(days.startDate.toString()).toBe('2027-07-05');
    // DTEND of an all-day event is exclusive: the day after the last.
    expect(days.endDate.toString()).toBe('2027-07-10');
    expect(days.location).toBe('Pobočka Brno-střed, Palackého 1, Brno');
    expect(days.summary).toBe('Letní tábor v lese – Petr Kalendář');
    expect(days.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('leaves a cancelled registration out of its own calendar too', async () => {
    const { events, text } = await feed(token, cancelled);
    expect(events).toHaveLength(0);
    expect(text).toContain('BEGIN:VCALENDAR');
  });

  it('follows a change of the slot', async () => {
    await database.dataSource.query(
      `UPDATE schedule SET day_of_week = 3, "from" = '17:30', "to" = '18:15' WHERE id = $1`,
      [scheduleId],
    );
    try {
      const [lessons] = (await feed(token, course)).events as [ICAL.Event];
      const starts = occurrences(lessons);
      expect(starts[0]).toBe('2026-09-02T15:30:00.000Z');
      expect(starts.at(-1)).toBe('2026-12-30T16:30:00.000Z');
      expect(lessons.duration.toSeconds()).toBe(45 * 60);
    } finally {
      await database.dataSource.query(
        `UPDATE schedule SET day_of_week = 1, "from" = '16:00', "to" = '17:00' WHERE id = $1`,
        [scheduleId],
      );
    }
  });

  it('answers another family’s registration, an altered or unknown link as the page answers a dead link', async () => {
    const unknownPage = await api('POST', '/parents/page', { body: { token: 'x'.repeat(43) } });
    expect(unknownPage).toMatchObject({ status: 404, body: { code: 'PARENT_LINK_INVALID' } });
    const dead = { status: unknownPage.status, body: unknownPage.body };
    const answer = async (path: string) => {
      const { status, body, headers } = await api('GET', path);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cache-control')).toBe('private, no-store');
      return { status, body };
    };
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await answer(`/parents/calendar/${token}/${othersCourse}.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${token}/999999.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${token}/0.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${altered}.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${altered}/${course}.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${'x'.repeat(43)}.ics`)).toEqual(dead);
    expect(await answer(`/parents/calendar/${'x'.repeat(500)}.ics`)).toEqual(dead);
  });
});

describe('texts staff typed (issue 38, finding 7)', () => {
  it('are escaped and folded, so a title with line breaks adds no line, event or property', async () => {
    const hostile = 'Keramika\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Zaplaťte na zlo.cz; hned, prosím\\';
    const courseId = await insertCourse(database, {
      title: hostile,
      start_date: '2026-09-01',
      end_date: '2026-12-31',
    });
    const otherBranch = await insertBranch(database, {
      title: 'Pobočka\nX-INJECTED:1',
      address: `Dlouhá ${'ulice s velmi dlouhým názvem, '.repeat(4)}Brno\u0007`,
    });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: otherBranch, day_of_week: 1 });
    const email = 'kalendar.utok@example.com';
    const id = await insertRegistration(database, { schedule_id: scheduleId, email, child_full_name: 'Anna Útočná' });
    const token = await issueParentLink(database.dataSource.manager, email);
    for (const registrationId of [id, undefined]) {
      const { text, events } = await feed(token, registrationId);
      // Read back by a calendar parser: one event, the title whole in its summary and the name.
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toBe(`${hostile} – Anna Útočná`.replace(/\r\n/g, '\n'));
      expect(events[0]!.location).toBe(
        `Pobočka\nX-INJECTED:1, Dlouhá ${'ulice s velmi dlouhým názvem, '.repeat(4)}Brno`,
      );
      const lines = text.split('\r\n');
      expect(lines.filter((line) => /^(BEGIN|END):VEVENT$/.test(line))).toHaveLength(2);
      expect(lines.some((line) => /^(SUMMARY:Zaplaťte|X-INJECTED)/.test(line))).toBe(false);
      // eslint-disable-next-line no-control-regex -- no control character may be left in the feed
      expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)|(?<!\r)\n/);
      expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
      if (registrationId !== undefined) {
        const calendar = new ICAL.Component(ICAL.parse(text));
        expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
          // ical.js leaves an X- property's value as written: RFC 5545's escapes, every one.
          `${hostile} – Anna Útočná`.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n/g, '\\n'),
        );
      }
    }
  });
});

describe('the family’s language (issue 49)', () => {
  it('writes each event in its registration’s language with the title staff translated, the calendar in the newest one’s', async () => {
    const courseId = await insertCourse(database, {
      title: 'Keramika',
      start_date: '2026-09-01',
      end_date: '2026-12-31',
      translations: JSON.stringify({ uk: { title: 'Кераміка' } }),
    });
    const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 2 });
    const email = 'kalendar.ukrajina@example.com';
    const czech = await insertRegistration(database, {
      schedule_id: scheduleId,
      email,
      child_full_name: 'Anna Bondar',
    });
    const ukrainian = await insertRegistration(database, {
      schedule_id: scheduleId,
      email,
      child_full_name: 'Taras Bondar',
      replacement: true,
      language: 'uk',
    });
    const token = await issueParentLink(database.dataSource.manager, email);
    const { text, events } = await feed(token);
    const byId = (id: number) => events.find((event) => event.uid.startsWith(`registration-${id}@`))!;
    expect(byId(ukrainian).summary).toBe('Кераміка – Taras Bondar');
    expect(byId(ukrainian).description).toBe(
      `Резерв: місце ще не підтверджене.\nВаріабельний символ (призначення платежу): ${await symbol(ukrainian)}\n` +
        `Мої реєстрації: https://kurzy.example.cz/uk/moje-prihlasky/${token}`,
    );
    // The Czech registration's event is as it was.
    expect(byId(czech).summary).toBe('Keramika – Anna Bondar');
    expect(byId(czech).description).toContain('Moje přihlášky: https://kurzy.example.cz/moje-prihlasky/');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/Мої реєстрації$/);
  });
});

const symbol = async (id: number) =>
  (await database.dataSource.query('SELECT variable_symbol::text AS s FROM registration WHERE id = $1', [id]))[0].s;

describe('the confirmation e-mail', () => {
  it('links the registration’s calendar by the message’s own personal link', async () => {
    const email = 'kalendar.potvrzeni@example.com';
    const scheduleId = await insertSchedule(database, {
      course_id: await insertCourse(database, { title: 'Zumba', start_date: '2026-09-01', end_date: '2027-06-30' }),
      branch_id: branchId,
    });
    const { body } = await app.graphql<{ register: { id: number } }>(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      {
        input: {
          parentFirstName: 'Jana',
          parentLastName: 'Nováková',
          email,
          phone: '+420 777 123 456',
          childFullName: 'Ota Potvrzený',
          childBornYear: `${new Date().getFullYear() - 5}-01-15`,
          personalDataConsent: true,
          type: 'course',
          scheduleId,
        },
      },
      { 'x-forwarded-for': '192.0.2.77' },
    );
    const id = body.data!.register.id;
    const mail = await smtp.waitForMailTo(email);
    const link = new RegExp(`https://kurzy\\.example\\.cz${PARENT_CALENDAR_PATH}([A-Za-z0-9_-]+)/(\\d+)\\.ics`).exec(
      mail.text || '',
    );
    expect(link).not.toBeNull();
    expect(Number(link![2])).toBe(id);
    expect(mail.text).toContain(`/moje-prihlasky/${link![1]}`);
    expect(mail.text).toContain('Přidat do kalendáře');
    const { events } = await feed(link![1]!, id);
    expect(events.map((event) => event.summary)).toEqual(['Zumba – Ota Potvrzený']);
  });
});
