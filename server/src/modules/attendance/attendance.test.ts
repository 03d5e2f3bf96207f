// The lector's day through both doors on a real database: lessons of a slot (holidays, days off,
// cancelled, moved, make-up), rosters, marks (last write by the phone's time wins, a replay is one
// write) and who may see what (a lector only their own slots and the lessons they substitute in).
import { pragueToday } from '@kurzy/common';
import { useTestApp, type TestApp } from '../../test/app';
import { insertBranch, insertCourse, insertParentLink, insertRegistration, insertSchedule } from '../../test/fixtures';
import { staffHeaders } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';
import { plusDays } from './lesson.dates';

let t: TestApp;
let api: RestClient;
useTestApp((started) => {
  t = started;
  api = restClient(started.app);
});

type Headers = Record<string, string>;

async function lectorNamed(name: string): Promise<{ headers: Headers; id: number }> {
  const username = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  const headers = await staffHeaders(t.app, t.database, 'lector', username);
  const [{ id }] = await t.database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [username]);
  return { headers, id };
}

/** Spring 2026: lessons already held, which may be marked (marks wait for a lesson to begin). */
const SPRING_2026 = { start_date: '2026-03-01', end_date: '2026-06-30' };

/** A Monday 16:00 slot of a course running in spring 2027, with its lector. */
async function slot(lectorId: number | null, course: Record<string, unknown> = {}) {
  const branchId = await insertBranch(t.database);
  const courseId = await insertCourse(t.database, { start_date: '2027-03-01', end_date: '2027-06-30', ...course });
  const scheduleId = await insertSchedule(t.database, {
    course_id: courseId,
    branch_id: branchId,
    lector_id: lectorId,
  });
  return { scheduleId, branchId, courseId };
}

const LESSONS = `query ($from: String, $to: String) { lessons(from: $from, to: $to) {
  id date from to startsAt status scheduleId childCount markedCount substituteLectorId note } }`;
const ROSTER = `query ($id: ID!) { lessonRoster(id: $id) {
  lesson { id date status note markedCount }
  roster { registrationId childFullName age replacement photoConsent phone note mark { state markedAt markedByName } } } }`;
const MARK = `mutation ($marks: [AttendanceMarkInput!]!) { markAttendance(marks: $marks) {
  lessonId registrationId applied refusal current { state markedAt markedByName } } }`;

describe('attendance', () => {
  it('lists a slot’s lessons: Prague times across the summer-time change, no Easter Monday, staff’s days off', async () => {
    const eva = await lectorNamed('eva');
    const { scheduleId, branchId } = await slot(eva.id);
    await api('POST', '/attendance/non-teaching-days', {
      body: { from: '2027-03-15', to: '2027-03-19', title: 'Jarní prázdniny', branchId },
      headers: t.admin,
    }).then(({ status }) => expect(status).toBe(201));
    const { body } = await t.app.graphql<{ lessons: { id: string; date: string; startsAt: string }[] }>(
      LESSONS,
      { from: '2027-03-01', to: '2027-04-12' },
      eva.headers,
    );
    const mine = body.data!.lessons.filter((lesson) => lesson.id.startsWith(`s${scheduleId}-`));
    // 29 March 2027 is Easter Monday; summer time starts on 28 March.
    expect(mine.map((lesson) => [lesson.date, lesson.startsAt])).toEqual([
      ['2027-03-01', '2027-03-01T15:00:00.000Z'],
      ['2027-03-08', '2027-03-08T15:00:00.000Z'],
      ['2027-03-22', '2027-03-22T15:00:00.000Z'],
      ['2027-04-05', '2027-04-05T14:00:00.000Z'],
      ['2027-04-12', '2027-04-12T14:00:00.000Z'],
    ]);
    const notADay = await api('GET', '/attendance/lessons?from=2027-02-30', { headers: eva.headers });
    expect(notADay).toMatchObject({ status: 400, body: { code: 'FILTER_NOT_A_DAY' } });
    const rest = await api('GET', '/attendance/lessons?from=2027-03-01&to=2027-03-10', { headers: eva.headers });
    expect(rest.status).toBe(200);
    expect(rest.body.map((lesson: { id: string }) => lesson.id)).toEqual([
      `s${scheduleId}-2027-03-01`,
      `s${scheduleId}-2027-03-08`,
    ]);
  });

  it('shows the roster with only what the lesson needs, and refuses another lector’s lesson as missing', async () => {
    const eva = await lectorNamed('eva');
    const petr = await lectorNamed('petr');
    const { scheduleId } = await slot(eva.id);
    const anna = await insertRegistration(t.database, {
      schedule_id: scheduleId,
      child_full_name: 'Anna Malá',
      child_born_year: '2020-03-10',
      photo_consent: true,
      phone: '+420 777 111 222',
      note: 'Alergie na ořechy',
    });
    const ben = await insertRegistration(t.database, {
      schedule_id: scheduleId,
      child_full_name: 'Ben Velký',
      child_born_year: '2019-12-01',
      replacement: true,
    });
    await insertRegistration(t.database, { schedule_id: scheduleId, cancelled_at: new Date().toISOString() });
    const id = `s${scheduleId}-2027-03-08`;
    const { body } = await t.app.graphql<{ lessonRoster: { roster: Record<string, unknown>[] } }>(
      ROSTER,
      { id },
      eva.headers,
    );
    expect(body.data!.lessonRoster.roster).toEqual([
      {
        registrationId: anna,
        childFullName: 'Anna Malá',
        age: 6,
        replacement: false,
        photoConsent: true,
        phone: '+420 777 111 222',
        note: 'Alergie na ořechy',
        mark: null,
      },
      expect.objectContaining({ registrationId: ben, age: 7, replacement: true, photoConsent: false, note: null }),
    ]);
    const rest = await api('GET', `/attendance/lessons/${id}`, { headers: eva.headers });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body.roster[0]).sort()).toEqual(
      [
        'age',
        'childFullName',
        'makeup',
        'mark',
        'note',
        'phone',
        'photoConsent',
        'registrationId',
        'replacement',
      ].sort(),
    );

    // Petr is not the lector: the lesson does not exist for him, at both doors, for reading and marking.
    const refused = await t.app.graphql(ROSTER, { id }, petr.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'ATTENDANCE_LESSON_NOT_FOUND',
    });
    const missing = await t.app.graphql(ROSTER, { id: `s${scheduleId}-2027-03-09` }, eva.headers);
    expect(missing.body.errors?.[0]?.message).toBe(refused.body.errors?.[0]?.message);
    const restRefused = await api('GET', `/attendance/lessons/${id}`, { headers: petr.headers });
    expect(restRefused).toMatchObject({ status: 404, body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' } });
    const mark = { lessonId: id, registrationId: anna, state: 'present', markedAt: '2027-03-08T15:05:00.000Z' };
    const marked = await t.app.graphql<{ markAttendance: Record<string, unknown>[] }>(
      MARK,
      { marks: [mark] },
      petr.headers,
    );
    expect(marked.body.data!.markAttendance).toEqual([
      expect.objectContaining({ applied: false, refusal: 'ATTENDANCE_LESSON_NOT_FOUND', current: null }),
    ]);
    const restMarked = await api('POST', '/attendance/marks', { body: { marks: [mark] }, headers: petr.headers });
    expect(restMarked.body[0]).toMatchObject({ applied: false, refusal: 'ATTENDANCE_LESSON_NOT_FOUND' });
    const [{ count }] = await t.database.dataSource.query(
      'SELECT count(*)::int AS count FROM attendance_mark WHERE registration_id = $1',
      [anna],
    );
    expect(count).toBe(0);
    const petrsDay = await t.app.graphql<{ lessons: { id: string }[] }>(
      LESSONS,
      { from: '2027-03-01', to: '2027-03-31' },
      petr.headers,
    );
    expect(petrsDay.body.data!.lessons.some((lesson) => lesson.id.startsWith(`s${scheduleId}-`))).toBe(false);
  });

  it('keeps the last mark by the phone’s time, records a replay once, and says what stands', async () => {
    const eva = await lectorNamed('eva');
    const { scheduleId } = await slot(eva.id, SPRING_2026);
    const anna = await insertRegistration(t.database, { schedule_id: scheduleId });
    const lessonId = `s${scheduleId}-2026-03-16`;
    const at = (minute: number) => `2026-03-16T15:${String(minute).padStart(2, '0')}:00.000Z`;

    const newer = { lessonId, registrationId: anna, state: 'absent', markedAt: at(10) };
    const first = await t.app.graphql<{ markAttendance: Record<string, unknown>[] }>(
      MARK,
      { marks: [newer] },
      eva.headers,
    );
    expect(first.body.data!.markAttendance[0]).toMatchObject({
      applied: true,
      refusal: null,
      current: { state: 'absent', markedAt: at(10) },
    });
    // An older mark arriving later (from a phone that was offline) loses.
    const older = await api('POST', '/attendance/marks', {
      body: { marks: [{ ...newer, state: 'present', markedAt: at(5) }] },
      headers: eva.headers,
    });
    expect(older.status).toBe(200);
    expect(older.body[0]).toMatchObject({ applied: false, current: { state: 'absent', markedAt: at(10) } });
    // The same mark twice: recorded once, both answers the same.
    const replay = await t.app.graphql<{ markAttendance: Record<string, unknown>[] }>(
      MARK,
      { marks: [newer, newer] },
      eva.headers,
    );
    expect(replay.body.data!.markAttendance.map((result) => result.applied)).toEqual([true, true]);
    const rows = await t.database.dataSource.query(
      'SELECT state, marked_at AS "markedAt", recorded_at AS "recordedAt" FROM attendance_mark WHERE registration_id = $1',
      [anna],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('absent');
    // The administrator's correction wins, and the lector's phone learns who.
    await api('POST', '/attendance/marks', {
      body: { marks: [{ ...newer, state: 'excused', markedAt: at(20) }] },
      headers: t.admin,
    });
    const stale = await t.app.graphql<{ markAttendance: { applied: boolean; current: Record<string, unknown> }[] }>(
      MARK,
      { marks: [{ ...newer, state: 'present', markedAt: at(15) }] },
      eva.headers,
    );
    expect(stale.body.data!.markAttendance[0]).toMatchObject({
      applied: false,
      current: { state: 'excused', markedByName: 'Test administrator' },
    });
    const { body } = await t.app.graphql<{
      lessonRoster: { lesson: { markedCount: number }; roster: { mark: unknown }[] };
    }>(ROSTER, { id: lessonId }, eva.headers);
    expect(body.data!.lessonRoster.lesson.markedCount).toBe(1);
    expect(body.data!.lessonRoster.roster[0]!.mark).toMatchObject({ state: 'excused', markedAt: at(20) });
    // A child of another slot is refused, the rest of the batch is kept.
    const ben = await insertRegistration(t.database, { schedule_id: scheduleId });
    const other = await insertRegistration(t.database, { schedule_id: (await slot(null)).scheduleId });
    const mixed = await api('POST', '/attendance/marks', {
      body: {
        marks: [
          { lessonId, registrationId: other, state: 'present', markedAt: at(30) },
          { lessonId, registrationId: ben, state: 'present', markedAt: at(30) },
        ],
      },
      headers: eva.headers,
    });
    expect(
      mixed.body.map((result: { refusal: string | null; applied: boolean }) => [result.refusal, result.applied]),
    ).toEqual([
      ['ATTENDANCE_CHILD_NOT_IN_LESSON', false],
      [null, true],
    ]);
  });

  it('takes marks by the server’s clock: none before a lesson begins, a phone’s later time is now, an administrator’s correction stands', async () => {
    const eva = await lectorNamed('eva');
    const today = pragueToday();
    const { scheduleId } = await slot(eva.id, { start_date: plusDays(today, -60), end_date: plusDays(today, 200) });
    const anna = await insertRegistration(t.database, { schedule_id: scheduleId });
    const ben = await insertRegistration(t.database, { schedule_id: scheduleId });
    const { body: listed } = await t.app.graphql<{ lessons: { id: string; startsAt: string }[] }>(
      LESSONS,
      { from: plusDays(today, -21), to: plusDays(today, 35) },
      t.admin,
    );
    const mine = listed.data!.lessons.filter((lesson) => lesson.id.startsWith(`s${scheduleId}-`));
    const hour = 3_600_000;
    const begun = mine.filter((lesson) => Date.parse(lesson.startsAt) < Date.now() - hour).at(-1)!;
    const coming = mine.find((lesson) => Date.parse(lesson.startsAt) > Date.now() + hour)!;
    const far = '2099-01-01T00:00:00.000Z';

    // A lesson weeks ahead is not marked, at either door, whatever the phone says.
    const ahead = { lessonId: coming.id, registrationId: anna, state: 'absent', markedAt: far };
    const graphqlAhead = await t.app.graphql<{ markAttendance: Record<string, unknown>[] }>(
      MARK,
      { marks: [ahead] },
      eva.headers,
    );
    expect(graphqlAhead.body.data!.markAttendance[0]).toMatchObject({
      applied: false,
      refusal: 'ATTENDANCE_LESSON_NOT_STARTED',
    });
    const restAhead = await api('POST', '/attendance/marks', { body: { marks: [ahead] }, headers: t.admin });
    expect(restAhead.body[0]).toMatchObject({ applied: false, refusal: 'ATTENDANCE_LESSON_NOT_STARTED' });

    // A begun lesson is marked; the phone's 2099 counts as the moment the server received it.
    const before = Date.now();
    const lector = { lessonId: begun.id, registrationId: anna, state: 'absent', markedAt: far };
    const marked = await t.app.graphql<{ markAttendance: { applied: boolean; current: { markedAt: string } }[] }>(
      MARK,
      { marks: [lector] },
      eva.headers,
    );
    expect(marked.body.data!.markAttendance[0]!.applied).toBe(true);
    const stamped = Date.parse(marked.body.data!.markAttendance[0]!.current.markedAt);
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());

    // The administrator's correction applies though dated at the lesson, and the lector's phone
    // sending its mark again does not undo it.
    const fix = { ...lector, state: 'present', markedAt: new Date(Date.parse(begun.startsAt) + 60_000).toISOString() };
    const corrected = await api('POST', '/attendance/marks', { body: { marks: [fix] }, headers: t.admin });
    expect(corrected.body[0]).toMatchObject({ applied: true, current: { state: 'present' } });
    const again = await api('POST', '/attendance/marks', { body: { marks: [lector] }, headers: eva.headers });
    expect(again.body[0]).toMatchObject({
      applied: false,
      current: { state: 'present', markedByName: 'Test administrator' },
    });

    // A mark stored before times were clamped counts as received: the lector's next mark replaces it,
    // and it never shows as 2099.
    await t.database.dataSource.query(
      `UPDATE attendance_mark SET registration_id = $2, marked_at = $3, recorded_at = now() - interval '1 day',
              marked_by_id = $4 WHERE id = (SELECT id FROM attendance_mark WHERE registration_id = $1)`,
      [anna, ben, far, eva.id],
    );
    const { body: roster } = await t.app.graphql<{
      lessonRoster: { roster: { registrationId: number; mark: { markedAt: string } | null }[] };
    }>(ROSTER, { id: begun.id }, eva.headers);
    const legacy = roster.data!.lessonRoster.roster.find((child) => child.registrationId === ben)!;
    expect(Date.parse(legacy.mark!.markedAt)).toBeLessThan(Date.now());
    const replaced = await api('POST', '/attendance/marks', {
      body: { marks: [{ ...lector, registrationId: ben, state: 'excused', markedAt: new Date().toISOString() }] },
      headers: eva.headers,
    });
    expect(replaced.body[0]).toMatchObject({ applied: true, current: { state: 'excused' } });
  });

  it('lets a substitute see and mark that one lesson only; lectors cannot change lessons', async () => {
    const eva = await lectorNamed('eva');
    const petr = await lectorNamed('petr');
    const { scheduleId } = await slot(eva.id, SPRING_2026);
    const anna = await insertRegistration(t.database, { schedule_id: scheduleId });
    const lessonId = `s${scheduleId}-2026-03-23`;
    const forbidden = await t.app.graphql(
      'mutation ($id: ID!, $lector: Int) { setLessonSubstitute(id: $id, lectorId: $lector) { id } }',
      { id: lessonId, lector: petr.id },
      petr.headers,
    );
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const set = await api('PUT', `/attendance/lessons/${lessonId}/substitute`, {
      body: { lectorId: petr.id },
      headers: t.admin,
    });
    expect(set).toMatchObject({ status: 200, body: { substituteLectorId: petr.id } });

    const day = await t.app.graphql<{ lessons: { id: string }[] }>(
      LESSONS,
      { from: '2026-03-01', to: '2026-03-31' },
      petr.headers,
    );
    expect(day.body.data!.lessons.map((lesson) => lesson.id)).toEqual([lessonId]);
    const marked = await api('POST', '/attendance/marks', {
      body: { marks: [{ lessonId, registrationId: anna, state: 'present', markedAt: '2026-03-23T15:01:00.000Z' }] },
      headers: petr.headers,
    });
    expect(marked.body[0]).toMatchObject({ applied: true, current: { state: 'present' } });
    const note = await api('PUT', `/attendance/lessons/${lessonId}/note`, {
      body: { note: 'Tělocvična byla zamčená, začali jsme o 10 minut později.' },
      headers: petr.headers,
    });
    expect(note).toMatchObject({
      status: 200,
      body: { note: 'Tělocvična byla zamčená, začali jsme o 10 minut později.' },
    });
    // Another lesson of Eva's slot stays hers.
    const other = await api('GET', `/attendance/lessons/s${scheduleId}-2026-03-16`, { headers: petr.headers });
    expect(other.status).toBe(404);
    // The family's data export holds the child's attendance.
    const exported = await api('POST', '/parents/export', {
      body: { token: await insertParentLink(t.database, 'jana@example.com'), format: 'json' },
    });
    expect(exported.status).toBe(200);
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.attendance).toContainEqual(
      expect.objectContaining({ registrationId: anna, date: '2026-03-23', state: 'present' }),
    );
    // Eva still sees her slot's lesson, with the substitute named.
    const evas = await api('GET', `/attendance/lessons/${lessonId}`, { headers: eva.headers });
    expect(evas.body.lesson).toMatchObject({ substituteLectorId: petr.id, markedCount: 1 });
  });

  it('cancels, moves and adds lessons, and tells the families of the slot by a provozní message', async () => {
    const eva = await lectorNamed('eva');
    const { scheduleId } = await slot(eva.id, { title: 'Gymnastika' });
    const anna = await insertRegistration(t.database, { schedule_id: scheduleId, email: 'anna.rodic@example.com' });
    await insertRegistration(t.database, {
      schedule_id: scheduleId,
      email: 'zruseno@example.com',
      cancelled_at: new Date().toISOString(),
    });
    const cancelled = await t.app.graphql<{ cancelLesson: { status: string } }>(
      'mutation ($id: ID!) { cancelLesson(id: $id, reason: "Nemoc lektorky") { id status } }',
      { id: `s${scheduleId}-2027-04-05` },
      t.admin,
    );
    expect(cancelled.body.data!.cancelLesson.status).toBe('cancelled');
    const marks = await api('POST', '/attendance/marks', {
      body: {
        marks: [
          {
            lessonId: `s${scheduleId}-2027-04-05`,
            registrationId: anna,
            state: 'present',
            markedAt: new Date().toISOString(),
          },
        ],
      },
      headers: eva.headers,
    });
    expect(marks.body[0].refusal).toBe('ATTENDANCE_LESSON_CANCELLED');
    const moved = await api('POST', `/attendance/lessons/s${scheduleId}-2027-04-12/move`, {
      body: { date: '2027-04-14', from: '17:00', to: '17:45' },
      headers: t.admin,
    });
    expect(moved).toMatchObject({ status: 200, body: { date: '2027-04-14', from: '17:00', status: 'moved' } });
    const makeup = await api('POST', '/attendance/makeups', {
      body: { scheduleId, date: '2027-04-17', from: '10:00', to: '11:00' },
      headers: t.admin,
    });
    expect(makeup).toMatchObject({ status: 201, body: { id: `s${scheduleId}-2027-04-17`, status: 'makeup' } });
    const lector = await api('POST', '/attendance/makeups', {
      body: { scheduleId, date: '2027-04-18', from: '10:00', to: '11:00' },
      headers: eva.headers,
    });
    expect(lector.status).toBe(403);
    const { body } = await t.app.graphql<{ lessons: { date: string; status: string }[] }>(
      LESSONS,
      { from: '2027-04-05', to: '2027-04-19' },
      eva.headers,
    );
    expect(body.data!.lessons.filter((lesson) => lesson).map((lesson) => [lesson.date, lesson.status])).toEqual(
      expect.arrayContaining([
        ['2027-04-05', 'cancelled'],
        ['2027-04-14', 'moved'],
        ['2027-04-17', 'makeup'],
        ['2027-04-19', 'regular'],
      ]),
    );

    // Two provozní messages sent as the administrator, each to the one active registration's family
    // (none to the cancelled one), listed in Zprávy and delivered through the outbox.
    const deadline = Date.now() + 20_000;
    let told: { subject: string; recipients: number; sent: number; queued: number }[] = [];
    while (Date.now() < deadline) {
      const listed = await api('GET', '/messages', { headers: t.admin });
      told = listed.body.items.filter((item: { audience: string }) => item.audience.startsWith('Gymnastika'));
      if (told.length === 2 && told.every((item) => item.queued === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(told.map(({ subject, recipients, sent }) => ({ subject, recipients, sent }))).toEqual([
      { subject: 'Přesunutá lekce: Gymnastika 12.04.2027', recipients: 1, sent: 1 },
      { subject: 'Zrušená lekce: Gymnastika 05.04.2027', recipients: 1, sent: 1 },
    ]);
    const mails = await t.database.dataSource.query(
      `SELECT mm.recipient, mm.status FROM mail_message mm
         JOIN family_message_recipient fr ON fr.id = mm.reference_id AND mm.kind = 'family_message'
         JOIN family_message m ON m.id = fr.message_id
        WHERE m.subject LIKE '%Gymnastika%' ORDER BY mm.id`,
    );
    expect(mails).toEqual([
      { recipient: 'anna.rodic@example.com', status: 'sent' },
      { recipient: 'anna.rodic@example.com', status: 'sent' },
    ]);

    // An e-mail queued under the retired kind before the upgrade still goes out, as the lesson now is.
    const [{ id: legacy }] = await t.database.dataSource.query(
      `INSERT INTO mail_message (registration_id, reference_id, kind, recipient)
       SELECT $1, l.id, 'lesson_changed', 'anna.rodic@example.com' FROM lesson l
        WHERE l.schedule_id = $2 AND l.original_date = '2027-04-05'
       RETURNING id`,
      [anna, scheduleId],
    );
    let old: { subject: string | null; status: string } | undefined;
    while (Date.now() < deadline + 20_000) {
      [old] = await t.database.dataSource.query('SELECT subject, status FROM mail_message WHERE id = $1', [legacy]);
      if (old?.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(old).toEqual({ subject: 'Zrušená lekce: Gymnastika 05.04.2027', status: 'sent' });
  });
});
