// The staff's attendance overview on a real database: the matrix of a slot from known marks (rates,
// the "3× chybí" flag, a cancelled lesson), a lector kept to their own slots through both doors, and
// the XLSX and PDF files holding the children and the marks.
import ExcelJS from 'exceljs';
import { pdfText as readPdf } from '../../test/pdf-text';
import { useTestApp, type TestApp } from '../../test/app';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { staffHeaders } from '../../test/http';
import { restClient, type RestClient } from '../../test/rest';

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

const MATRIX = `query ($scheduleId: Int!, $from: String, $to: String) {
  attendanceMatrix(scheduleId: $scheduleId, from: $from, to: $to) {
    scheduleId courseTitle from to
    lessons { id date status held }
    rows { childFullName marks held present absent excused rate absentRun flagged } } }`;
const SLOTS = `query ($branchId: Int, $from: String, $to: String) {
  attendanceSlots(branchId: $branchId, from: $from, to: $to) { scheduleId childCount lessonsHeld rate flaggedCount } }`;
const MARK = `mutation ($marks: [AttendanceMarkInput!]!) { markAttendance(marks: $marks) { applied refusal } }`;

// Mondays of October and November 2026, all in the past; 2 November is cancelled.
const MONDAYS = [
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];
const P = 'present';
const N = 'absent';
const O = 'excused';

/** Eva's Monday slot with three children and known marks. */
async function markedSlot() {
  const eva = await lectorNamed('eva');
  const branchId = await insertBranch(t.database);
  const courseId = await insertCourse(t.database, {
    title: 'Šplhání pro malé',
    start_date: '2026-09-01',
    end_date: '2027-06-30',
  });
  const scheduleId = await insertSchedule(t.database, { course_id: courseId, branch_id: branchId, lector_id: eva.id });
  const child = (name: string) => insertRegistration(t.database, { schedule_id: scheduleId, child_full_name: name });
  const anna = await child('Anna Malá');
  const ben = await child('Běla Řezníčková');
  const cyril = await child('Cyril Žák');
  await insertRegistration(t.database, {
    schedule_id: scheduleId,
    child_full_name: 'Zrušený Dítě',
    cancelled_at: new Date().toISOString(),
  });
  const cancelled = await api('POST', `/attendance/lessons/s${scheduleId}-2026-11-02/cancel`, {
    body: { reason: 'Nemoc lektora' },
    headers: t.admin,
  });
  expect(cancelled.status).toBe(200);
  const plan: [number, (string | null)[]][] = [
    [anna, [P, P, O, P, null, P, P, P]],
    [ben, [P, P, N, P, null, N, N, N]],
    [cyril, [N, null, null, null, null, null, null, null]],
  ];
  const marks = plan.flatMap(([registrationId, states]) =>
    states.flatMap((state, index) =>
      state
        ? [{ lessonId: `s${scheduleId}-${MONDAYS[index]}`, registrationId, state, markedAt: '2026-11-25T10:00:00Z' }]
        : [],
    ),
  );
  const { body } = await t.app.graphql<{ markAttendance: { applied: boolean }[] }>(MARK, { marks }, eva.headers);
  expect(body.data!.markAttendance.every((result) => result.applied)).toBe(true);
  return { eva, scheduleId, branchId };
}

const RANGE = { from: '2026-10-01', to: '2026-11-26' };

describe('attendance matrix', () => {
  it('gives the exact matrix, the rates and the 3× flag from known marks', async () => {
    const { eva, scheduleId, branchId } = await markedSlot();
    const { body } = await t.app.graphql<{ attendanceMatrix: Record<string, unknown> }>(
      MATRIX,
      { scheduleId, ...RANGE },
      eva.headers,
    );
    expect(body.errors).toBeUndefined();
    const matrix = body.data!.attendanceMatrix;
    expect(matrix).toMatchObject({ scheduleId, courseTitle: 'Šplhání pro malé', ...RANGE });
    expect(matrix.lessons).toEqual(
      MONDAYS.map((date) => ({
        id: `s${scheduleId}-${date}`,
        date,
        status: date === '2026-11-02' ? 'cancelled' : 'regular',
        held: date !== '2026-11-02',
      })),
    );
    expect(matrix.rows).toEqual([
      {
        childFullName: 'Anna Malá',
        marks: [P, P, O, P, null, P, P, P],
        held: 7,
        present: 6,
        absent: 0,
        excused: 1,
        rate: 6 / 7,
        absentRun: 0,
        flagged: false,
      },
      {
        childFullName: 'Běla Řezníčková',
        marks: [P, P, N, P, null, N, N, N],
        held: 7,
        present: 3,
        absent: 4,
        excused: 0,
        rate: 3 / 7,
        absentRun: 3,
        flagged: true,
      },
      {
        childFullName: 'Cyril Žák',
        marks: [N, null, null, null, null, null, null, null],
        held: 7,
        present: 0,
        absent: 1,
        excused: 0,
        rate: 0,
        absentRun: 0,
        flagged: false,
      },
    ]);
    // The REST door answers the same matrix.
    const rest = await api('GET', `/attendance/slots/${scheduleId}/matrix?from=${RANGE.from}&to=${RANGE.to}`, {
      headers: eva.headers,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.rows).toEqual(
      (matrix.rows as Record<string, unknown>[]).map((row) => expect.objectContaining(row)),
    );
    // The slot list of the filter: 9 present of 21 held child-lessons, one child flagged.
    const slots = await t.app.graphql<{ attendanceSlots: Record<string, unknown>[] }>(
      SLOTS,
      { branchId, ...RANGE },
      t.admin,
    );
    expect(slots.body.data!.attendanceSlots).toEqual([
      { scheduleId, childCount: 3, lessonsHeld: 7, rate: 9 / 21, flaggedCount: 1 },
    ]);
  });

  it('answers another lector’s slot as not found, through GraphQL and REST, and lists only their own', async () => {
    const { scheduleId, branchId } = await markedSlot();
    const petr = await lectorNamed('petr');
    const refused = await t.app.graphql(MATRIX, { scheduleId, ...RANGE }, petr.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'ATTENDANCE_LESSON_NOT_FOUND' });
    for (const path of [`matrix?from=${RANGE.from}`, 'matrix.xlsx', 'sheet.pdf?month=2026-11'])
      expect(await api('GET', `/attendance/slots/${scheduleId}/${path}`, { headers: petr.headers })).toMatchObject({
        status: 404,
        body: { code: 'ATTENDANCE_LESSON_NOT_FOUND' },
      });
    const listed = await t.app.graphql<{ attendanceSlots: unknown[] }>(SLOTS, { branchId, ...RANGE }, petr.headers);
    expect(listed.body.data!.attendanceSlots).toEqual([]);
  });

  it('exports the matrix as XLSX and prints the month’s sheet as PDF with the children and the marks', async () => {
    const { eva, scheduleId } = await markedSlot();
    const xlsx = await fetch(
      `${t.app.url}/api/attendance/slots/${scheduleId}/matrix.xlsx?from=${RANGE.from}&to=${RANGE.to}`,
      { headers: eva.headers },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(`dochazka-${scheduleId}-`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Docházka')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['Dítě', '5. 10. 16:00', '12. 10. 16:00']);
    expect(rows[0]![6]).toBe('2. 11. 16:00 (zrušeno)');
    expect(rows[2]!.slice(1, 10)).toEqual(['Běla Řezníčková', 'P', 'P', 'N', 'P', '', 'N', 'N', 'N']);
    expect(rows[2]!.slice(10)).toEqual([3, 4, 0, 7, 0.429, '3× chybí']);

    const pdf = await fetch(`${t.app.url}/api/attendance/slots/${scheduleId}/sheet.pdf?month=2026-11`, {
      headers: eva.headers,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = (await readPdf(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Šplhání pro malé');
    expect(text).toContain('listopad 2026');
    for (const name of ['Anna Malá', 'Běla Řezníčková', 'Cyril Žák']) expect(text).toContain(name);
    // November: 2. (cancelled), 9., 16., 23., 30. (not yet held: an empty box).
    const packed = text.replace(/\s/g, '');
    expect(packed).toContain('Dítě2.11.9.11.16.11.23.11.30.11.');
    expect(packed).toContain('AnnaMalá–PPPBělaŘezníčková–NNNCyrilŽák–P=přítomen');
    expect(text).toContain('Podpis lektora');
  });
});
