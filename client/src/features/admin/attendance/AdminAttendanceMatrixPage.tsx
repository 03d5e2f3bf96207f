// "Docházka – přehled": the staff's attendance per course slot. Filters (branch, lector, from–to) in
// the address, the slots with their rates, and one slot's children × lessons on the shared grid (the
// child frozen as the row header): arrows move, P/N/O or 1/2/3 mark the focused lesson through the
// lector's own mark mutation. The API has no "unmark", so Delete does nothing. Make-up guests from
// other slots follow the group's children, one row each, marked "náhrada", "–" at the lessons not theirs.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLSelect, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { AttendanceState } from '@kurzy/common';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../routes/admin';
import { downloadBlob } from '../../../ui/downloadBlob';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { dataColumn } from '../../../ui/grid/columns';
import { type GridColumn, useGridTable } from '../../../ui/grid/gridTable';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../common/toasts';
import { fetchPdf } from '../common/fetchPdf';
import { MarkAttendanceDocument } from './AdminAttendance.generated';
import styles from './attendance.module.css';
import {
  AttendanceMatrixDocument,
  type AttendanceMatrixQuery,
  AttendanceSlotsDocument,
} from './AttendanceMatrix.generated';
import { plusDays, today } from './days';

type Matrix = AttendanceMatrixQuery['attendanceMatrix'];
/** A child of the group, or a make-up guest (`guest`: its marks only at the lessons it came to, not
 * counted in any rate). */
type Row = Matrix['rows'][number] & { guest: boolean; booked?: boolean[] };

/** The group's children, then each make-up guest once, with its mark at each lesson it was booked for. */
function matrixRows(matrix: Matrix | undefined): Row[] {
  if (!matrix) return [];
  const guests = new Map<number, Row>();
  for (const guest of matrix.guests) {
    const index = matrix.lessons.findIndex((lesson) => lesson.id === guest.lessonId);
    if (index < 0) continue;
    const row = guests.get(guest.registrationId) ?? {
      registrationId: guest.registrationId,
      childFullName: guest.childFullName,
      marks: matrix.lessons.map(() => null),
      held: 0,
      present: 0,
      absent: 0,
      excused: 0,
      rate: null,
      absentRun: 0,
      flagged: false,
      guest: true,
      booked: matrix.lessons.map(() => false),
    };
    row.marks = row.marks.map((mark, at) => (at === index ? (guest.mark ?? null) : mark));
    row.booked = row.booked?.map((booked, at) => booked || at === index);
    guests.set(guest.registrationId, row);
  }
  return [...matrix.rows.map((row) => ({ ...row, guest: false })), ...guests.values()];
}

const LETTERS: Record<AttendanceState, string> = {
  [AttendanceState.present]: 'P',
  [AttendanceState.absent]: 'N',
  [AttendanceState.excused]: 'O',
};
const KEYS: Record<string, AttendanceState> = {
  p: AttendanceState.present,
  1: AttendanceState.present,
  n: AttendanceState.absent,
  2: AttendanceState.absent,
  o: AttendanceState.excused,
  3: AttendanceState.excused,
};
const WEEKDAYS = ['', 'po', 'út', 'st', 'čt', 'pá', 'so', 'ne'];
const percent = (rate: number | null | undefined) => (rate == null ? '–' : `${Math.round(rate * 100)} %`);
const shortDay = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${date}. ${month}.`;
};

export function AdminAttendanceMatrixPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') || today();
  const from = params.get('from') || plusDays(to, -30);
  const branchId = Number(params.get('branch')) || null;
  const lectorId = Number(params.get('lector')) || null;
  const slot = Number(params.get('slot')) || null;
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const all = useQuery(AttendanceSlotsDocument, { variables: { from, to } });
  const filtered = useQuery(AttendanceSlotsDocument, { variables: { from, to, branchId, lectorId } });
  const options = all.data?.attendanceSlots ?? [];
  const branches = [...new Map(options.map((item) => [item.branchId, item.branchTitle]))];
  const lectors = [
    ...new Map(options.flatMap((item) => (item.lectorId ? [[item.lectorId, item.lectorName ?? '']] : []))),
  ] as [number, string][];
  const slots = filtered.data?.attendanceSlots ?? [];
  const title = intl.formatMessage({ id: 'admin.attendanceMatrix.title' });
  return (
    <div className={styles.matrixPage}>
      <PageTitle page={title} />
      <p>
        <Link to={ADMIN_PATHS.attendance}>{intl.formatMessage({ id: 'admin.attendanceMatrix.back' })}</Link>
      </p>
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.filters}>
        <label>
          {intl.formatMessage({ id: 'admin.attendanceMatrix.branch' })}
          <HTMLSelect value={branchId ?? ''} onChange={(event) => set('branch', event.currentTarget.value)}>
            <option value="">{intl.formatMessage({ id: 'admin.attendanceMatrix.all' })}</option>
            {branches.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </label>
        {lectors.length > 1 || lectorId ? (
          <label>
            {intl.formatMessage({ id: 'admin.attendanceMatrix.lector' })}
            <HTMLSelect value={lectorId ?? ''} onChange={(event) => set('lector', event.currentTarget.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.attendanceMatrix.all' })}</option>
              {lectors.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </HTMLSelect>
          </label>
        ) : null}
        <label>
          {intl.formatMessage({ id: 'admin.attendanceMatrix.from' })}
          <InputGroup type="date" value={from} onChange={(event) => set('from', event.currentTarget.value)} />
        </label>
        <label>
          {intl.formatMessage({ id: 'admin.attendanceMatrix.to' })}
          <InputGroup type="date" value={to} onChange={(event) => set('to', event.currentTarget.value)} />
        </label>
      </div>
      {filtered.error && <Callout intent="danger">{filtered.error.message}</Callout>}
      {filtered.loading && !filtered.data && <Spinner aria-label={intl.formatMessage({ id: 'layout.loading' })} />}
      <table className={styles.slotTable} aria-label={intl.formatMessage({ id: 'admin.attendanceMatrix.slots' })}>
        <thead>
          <tr>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.course' })}</th>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.branch' })}</th>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.lector' })}</th>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.children' })}</th>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.held' })}</th>
            <th>{intl.formatMessage({ id: 'admin.attendanceMatrix.rate' })}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((item) => (
            <tr key={item.scheduleId} aria-current={item.scheduleId === slot || undefined}>
              <td>
                <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), slot: String(item.scheduleId) })}`}>
                  {item.courseTitle} · {WEEKDAYS[item.dayOfWeek]} {item.timeFrom}–{item.timeTo}
                </Link>
              </td>
              <td>{item.branchTitle}</td>
              <td>{item.lectorName ?? '–'}</td>
              <td>{item.childCount}</td>
              <td>{item.lessonsHeld}</td>
              <td>
                {percent(item.rate)}{' '}
                {item.flaggedCount > 0 && (
                  <Tag intent="danger" minimal>
                    {intl.formatMessage({ id: 'admin.attendanceMatrix.flaggedCount' }, { count: item.flaggedCount })}
                  </Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!filtered.loading && slots.length === 0 && <p>{intl.formatMessage({ id: 'admin.attendanceMatrix.none' })}</p>}
      {slot && <SlotMatrix scheduleId={slot} from={from} to={to} />}
    </div>
  );
}

function SlotMatrix({ scheduleId, from, to }: { scheduleId: number; from: string; to: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AttendanceMatrixDocument, {
    variables: { scheduleId, from, to },
    fetchPolicy: 'cache-and-network',
  });
  const [markAttendance] = useMutation(MarkAttendanceDocument);
  const [month, setMonth] = useState(to.slice(0, 7));
  const matrix = data?.attendanceMatrix;
  const lessons = matrix?.lessons;
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      dataColumn<Row>({
        id: 'child',
        label: intl.formatMessage({ id: 'admin.attendanceMatrix.child' }),
        text: (row) => row.childFullName,
        cell: (row, text) => (
          <>
            {text}{' '}
            {row.guest && (
              <Tag intent="primary" minimal>
                {intl.formatMessage({ id: 'admin.attendance.makeupGuest' })}
              </Tag>
            )}
            {row.flagged && (
              <Tag intent="danger" minimal>
                {intl.formatMessage({ id: 'admin.attendanceMatrix.flag' }, { count: row.absentRun })}
              </Tag>
            )}
          </>
        ),
        rowHeader: true,
        size: 260,
      }),
      ...(lessons ?? []).map((lesson, index) =>
        dataColumn<Row>({
          id: lesson.id,
          label: `${shortDay(lesson.date)}${lesson.status === 'cancelled' ? ' ✕' : ''}`,
          text: (row) => {
            const mark = row.marks[index];
            // A guest's lessons other than its booked one: not its lesson ("–").
            if (row.booked && !row.booked[index]) return '–';
            return mark ? LETTERS[mark as AttendanceState] : lesson.status === 'cancelled' ? '–' : '';
          },
          size: 72,
        }),
      ),
      dataColumn<Row>({
        id: 'rate',
        label: intl.formatMessage({ id: 'admin.attendanceMatrix.rate' }),
        text: (row) =>
          row.guest
            ? intl.formatMessage({ id: 'admin.attendanceMatrix.guestRate' })
            : `${percent(row.rate)} (${row.present}/${row.held}, O ${row.excused})`,
        size: 160,
      }),
    ],
    [lessons, intl],
  );
  const rows = useMemo(() => matrixRows(matrix), [matrix]);
  const table = useGridTable<Row>({
    columns,
    data: rows,
    pinRowHeader: true,
    getRowId: (row) => `${row.guest ? 'guest' : 'child'}-${row.registrationId}`,
  });

  const onKeyDown = async (event: KeyboardEvent<HTMLDivElement>) => {
    const state = KEYS[event.key.toLowerCase()];
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!state || !cell || !matrix || event.ctrlKey || event.metaKey || event.altKey) return;
    const [rowNumber, col] = (cell.dataset.cell ?? '0:0').split(':').map(Number) as [number, number];
    const row = table.getRowModel().rows[rowNumber - 1]?.original;
    const lesson = matrix.lessons[col - 1];
    if (!row || !lesson) return;
    event.preventDefault();
    const result = await markAttendance({
      variables: {
        marks: [{ lessonId: lesson.id, registrationId: row.registrationId, state, markedAt: new Date().toISOString() }],
      },
    });
    const refusal = result.data?.markAttendance[0]?.refusal;
    if (refusal) toast.error(intl.formatMessage({ id: 'admin.attendanceMatrix.markFailed' }), refusal);
    await refetch();
  };

  const download = async (path: string) => {
    try {
      const { blob, filename } = await fetchPdf(path);
      downloadBlob(blob, filename);
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: 'admin.attendanceMatrix.downloadFailed' }),
        failure instanceof Error ? failure.message : undefined,
      );
    }
  };

  if (error && !matrix) return <Callout intent="danger">{error.message}</Callout>;
  if (!matrix) return loading ? <Spinner aria-label={intl.formatMessage({ id: 'layout.loading' })} /> : null;
  const range = new URLSearchParams({ from, to });
  return (
    <section aria-label={matrix.courseTitle} className={styles.matrix}>
      <h2 className={styles.matrixHeading}>
        {matrix.courseTitle} · {WEEKDAYS[matrix.dayOfWeek]} {matrix.timeFrom}–{matrix.timeTo} · {matrix.branchTitle}
        {matrix.lectorName ? ` · ${matrix.lectorName}` : ''}
      </h2>
      <div className={styles.filters}>
        <Button
          text={intl.formatMessage({ id: 'admin.attendanceMatrix.xlsx' })}
          onClick={() => void download(`/api/attendance/slots/${scheduleId}/matrix.xlsx?${range}`)}
        />
        <label>
          {intl.formatMessage({ id: 'admin.attendanceMatrix.month' })}
          <InputGroup type="month" value={month} onChange={(event) => setMonth(event.currentTarget.value)} />
        </label>
        <Button
          text={intl.formatMessage({ id: 'admin.attendanceMatrix.pdf' })}
          disabled={!month}
          onClick={() => void download(`/api/attendance/slots/${scheduleId}/sheet.pdf?month=${month}`)}
        />
      </div>
      <p className={styles.muted}>{intl.formatMessage({ id: 'admin.attendanceMatrix.keys' })}</p>
      <div onKeyDown={(event) => void onKeyDown(event)}>
        <DataGrid
          table={table}
          label={intl.formatMessage({ id: 'admin.attendanceMatrix.gridLabel' })}
          loading={loading}
        />
      </div>
    </section>
  );
}
