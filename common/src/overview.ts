// The staff overview's numbers behind each chart (issue 27): each table's columns with their Czech
// headers, once. The screen's "Zobrazit čísla" grid shows their texts and the server writes the same
// columns to CSV and XLSX (GET /api/overview/export).
import { ActivityType } from './enums';
import { formatDate, formatDateRange, formatHaler, formatTimeRange } from './format';

export const OVERVIEW_TABLES = ['occupancy', 'registrations', 'money', 'outstanding', 'received'] as const;
export type OverviewTable = (typeof OVERVIEW_TABLES)[number];

export const isOverviewTable = (value: unknown): value is OverviewTable =>
  typeof value === 'string' && (OVERVIEW_TABLES as readonly string[]).includes(value);

/** The tables of money: for those who may read payments. */
export const OVERVIEW_MONEY_TABLES: readonly OverviewTable[] = ['money', 'outstanding', 'received'];

/** "prehled-obsazenost-2026-11-27.xlsx". */
export const OVERVIEW_FILE_NAMES: Record<OverviewTable, string> = {
  occupancy: 'obsazenost',
  registrations: 'prihlasky-po-dnech',
  money: 'platby-po-pobockach',
  outstanding: 'nejvetsi-dluhy',
  received: 'prijato-po-tydnech',
};

export const overviewFileName = (table: OverviewTable, format: string, day: string) =>
  `prehled-${OVERVIEW_FILE_NAMES[table]}-${day}.${format}`;

/** A bar of the occupancy (GraphQL OccupancyRow). */
export interface OccupancyNumbers {
  kind: string;
  title: string;
  branchTitle: string | null;
  activityType: string;
  dayOfWeek: number | null;
  timeFrom: string | null;
  timeTo: string | null;
  startsOn: string | null;
  endsOn: string | null;
  confirmed: number;
  otherSlotsConfirmed: number;
  replacements: number;
  capacity: number;
  maxCapacity: number;
  fullness: string;
}

export interface RegistrationDayNumbers {
  day: number;
  date: string;
  count: number;
  total: number;
  previousDate: string | null;
  previousCount: number | null;
  previousTotal: number | null;
}

export interface MoneyNumbers {
  branchTitle: string | null;
  total: boolean;
  registrations: number;
  dueHaler: number;
  receivedHaler: number;
  outstandingHaler: number;
  overdueHaler: number;
}

export interface OutstandingNumbers {
  variableSymbol: string;
  childFullName: string;
  title: string;
  branchTitle: string | null;
  outstandingHaler: number;
  overdue: boolean;
}

export interface ReceivedWeekNumbers {
  weekStart: string;
  amountHaler: number;
}

export interface OverviewRows {
  occupancy: OccupancyNumbers;
  registrations: RegistrationDayNumbers;
  money: MoneyNumbers;
  outstanding: OutstandingNumbers;
  received: ReceivedWeekNumbers;
}

/** One column: its header, its value in a file (numbers stay numbers; money in Kč) and its text on screen. */
export interface OverviewColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string | number;
  text?: (row: Row) => string;
  numeric?: boolean;
}

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  [ActivityType.dancing]: 'Tanec',
  [ActivityType.sport]: 'Sport',
  [ActivityType.creative]: 'Tvoření',
  [ActivityType.other]: 'Ostatní',
};

export const FULLNESS_LABELS: Record<string, string> = {
  full: 'Plno',
  nearly_empty: 'Skoro prázdné',
  filling: 'Plní se',
};

const DAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'];

/** When a slot meets or a camp runs: "Pondělí 16:00–16:45", "5. 7. – 9. 7. 2027". */
export function occupancyWhen(row: OccupancyNumbers): string {
  if (row.dayOfWeek) return `${DAYS[row.dayOfWeek - 1] ?? ''} ${formatTimeRange(row.timeFrom ?? '', row.timeTo ?? '')}`;
  return row.startsOn && row.endsOn ? formatDateRange(row.startsOn, row.endsOn) : '';
}

const crowns = (haler: number) => haler / 100;
const count = <Row>(key: string, header: string, read: (row: Row) => number | null): OverviewColumn<Row> => ({
  key,
  header,
  value: (row) => read(row) ?? '',
  numeric: true,
});
const money = <Row>(key: string, header: string, read: (row: Row) => number): OverviewColumn<Row> => ({
  key,
  header,
  value: (row) => crowns(read(row)),
  text: (row) => formatHaler(read(row)),
  numeric: true,
});

export const OVERVIEW_COLUMNS: { [T in OverviewTable]: readonly OverviewColumn<OverviewRows[T]>[] } = {
  occupancy: [
    { key: 'branch', header: 'Pobočka', value: (row) => row.branchTitle ?? '' },
    {
      key: 'activity',
      header: 'Činnost',
      value: (row) => ACTIVITY_LABELS[row.activityType as ActivityType] ?? row.activityType,
    },
    { key: 'title', header: 'Kroužek / tábor', value: (row) => row.title },
    { key: 'when', header: 'Termín', value: occupancyWhen },
    count('confirmed', 'Obsazeno', (row) => row.confirmed),
    count('others', 'V dalších termínech', (row) => row.otherSlotsConfirmed),
    count('capacity', 'Kapacita', (row) => row.capacity),
    count('replacements', 'Náhradníci', (row) => row.replacements),
    { key: 'state', header: 'Stav', value: (row) => FULLNESS_LABELS[row.fullness] ?? row.fullness },
  ],
  registrations: [
    count('day', 'Den pololetí', (row) => row.day + 1),
    { key: 'date', header: 'Datum', value: (row) => formatDate(row.date) },
    count('count', 'Přihlášky', (row) => row.count),
    count('total', 'Celkem', (row) => row.total),
    {
      key: 'previousDate',
      header: 'Minulé pololetí',
      value: (row) => (row.previousDate ? formatDate(row.previousDate) : ''),
    },
    count('previousCount', 'Přihlášky minule', (row) => row.previousCount),
    count('previousTotal', 'Celkem minule', (row) => row.previousTotal),
  ],
  money: [
    { key: 'branch', header: 'Pobočka', value: (row) => (row.total ? 'Celkem' : (row.branchTitle ?? 'Bez pobočky')) },
    count('registrations', 'Přihlášky', (row) => row.registrations),
    money('due', 'Předepsáno', (row) => row.dueHaler),
    money('received', 'Přijato', (row) => row.receivedHaler),
    money('outstanding', 'Zbývá uhradit', (row) => row.outstandingHaler),
    money('overdue', 'Po splatnosti', (row) => row.overdueHaler),
  ],
  outstanding: [
    { key: 'vs', header: 'VS', value: (row) => row.variableSymbol },
    { key: 'child', header: 'Dítě', value: (row) => row.childFullName },
    { key: 'title', header: 'Kroužek / tábor', value: (row) => row.title },
    { key: 'branch', header: 'Pobočka', value: (row) => row.branchTitle ?? '' },
    money('outstanding', 'Zbývá uhradit', (row) => row.outstandingHaler),
    { key: 'overdue', header: 'Po splatnosti', value: (row) => (row.overdue ? 'Ano' : 'Ne') },
  ],
  received: [
    { key: 'week', header: 'Týden od', value: (row) => formatDate(row.weekStart) },
    money('amount', 'Přijato', (row) => row.amountHaler),
  ],
};

/** A cell as the screen shows it. */
export function overviewCellText<Row>(column: OverviewColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  return typeof value === 'number' ? value.toLocaleString('cs-CZ') : value;
}
