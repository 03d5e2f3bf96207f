// The staff export of registrations (CSV and XLSX, made on the server): its columns with their Czech
// headers and texts, once. The grid's columns (client columns.ts) show the same texts; a client test
// holds the two together (exportColumns.test.ts).
import { PAYMENT_STATE_LABELS, RegistrationType, SortDirection, type PaymentState } from './enums';
import { formatDate, formatTimeRange } from './format';
import { formatPhone } from './validation/patterns';
import type { ListExportColumn } from './lists';
import { type Asker, authorize, type Operation } from './permissions';
import type { ContactField } from './validation/registration-contact';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Czech spreadsheet programs split CSV columns on semicolons (the comma is the decimal separator). */
export const CSV_SEPARATOR = ';';
/** UTF-8's byte order mark: without it Excel reads the Czech letters as another code page. */
export const CSV_BOM = '\uFEFF';

export const isExportFormat = (value: unknown): value is ExportFormat =>
  typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);

export const isSortDirection = (value: unknown): value is SortDirection =>
  value === SortDirection.asc || value === SortDirection.desc;

/** "prihlasky-2026-11-26.csv": the day the export was made (in Prague). */
export const exportFileName = (format: ExportFormat, day: string) => `prihlasky-${day}.${format}`;

/** One registration as the export reads it: its own columns and what it points at. */
export interface RegistrationExportRow {
  /** The day it came, in Prague (ISO date). */
  createdDay: string;
  childFullName: string;
  /** ISO date. */
  childBornYear: string;
  parentFirstName: string;
  parentLastName: string;
  email: string;
  phone: string;
  type: string;
  /** The course's or camp's title. */
  target: string | null;
  branch: string | null;
  /** The course slot: ISO day of week and "HH:MM" times; null for a camp. */
  dayOfWeek: number | null;
  from: string | null;
  to: string | null;
  replacement: boolean;
  paymentState: string;
  variableSymbol: string;
  invoiceNumber: string | null;
  invoiceSent: boolean;
  /** The day it was cancelled, in Prague (ISO date). */
  cancelledDay: string | null;
  photoConsent: boolean;
  note: string | null;
  /** Contact fields that differ from the customer record. */
  contactDifferences: readonly ContactField[];
  /** The variable symbol of the registration this one may duplicate. */
  possibleDuplicateVs: string | null;
  /** Its make-up credits (issue 44): available now, and all it ever had; null for a staff member who
   * may not read them. */
  makeupsAvailable: number | null;
  makeupsEarned: number | null;
}

// The row's enum columns come from SQL as text.
const CAMP: string = RegistrationType.camp;
const YES = 'Ano';
const NO = 'Ne';
const yesNo = (value: boolean) => (value ? YES : NO);
const DAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'];
const CONTACT_FIELD_NAMES: Record<ContactField, string> = {
  parentFirstName: 'Jméno rodiče',
  parentLastName: 'Příjmení rodiče',
  phone: 'Telefon',
};

/** What staff should look at: contact details differing from the customer, a possible duplicate. */
function checks(row: RegistrationExportRow): string {
  const notes: string[] = [];
  if (row.contactDifferences.length > 0)
    notes.push(
      `Kontakt se liší od zákazníka: ${row.contactDifferences.map((field) => CONTACT_FIELD_NAMES[field]).join(', ')}`,
    );
  if (row.possibleDuplicateVs) notes.push(`Možná duplicita s VS ${row.possibleDuplicateVs}`);
  return notes.join('; ');
}

/** A registration's make-up credits in a cell: "1 k použití z 2" (available now of all it had);
 * empty when it never had one. */
export const makeupSummaryText = (available: number, earned: number) =>
  earned > 0 ? `${available} k použití z ${earned}` : '';

/** An export column; its key is the grid column (client columns.ts) showing the same, its width the
 * XLSX column's in characters; with an operation, only those who may perform it get the column (in
 * the file and in the grid). */
export type RegistrationExportColumn = ListExportColumn<RegistrationExportRow> & { operation?: Operation };

export const REGISTRATION_EXPORT_COLUMNS: readonly RegistrationExportColumn[] = [
  { key: 'createdAt', header: 'Přihlášeno', width: 12, text: (row) => formatDate(row.createdDay) },
  { key: 'checks', header: 'Ke kontrole', width: 30, text: checks },
  { key: 'child', header: 'Dítě', width: 24, text: (row) => row.childFullName },
  { key: 'born', header: 'Narozeno', width: 12, text: (row) => formatDate(row.childBornYear) },
  { key: 'parent', header: 'Rodič', width: 24, text: (row) => `${row.parentLastName} ${row.parentFirstName}` },
  { key: 'email', header: 'E-mail', width: 30, text: (row) => row.email },
  { key: 'phone', header: 'Telefon', width: 18, text: (row) => formatPhone(row.phone) },
  { key: 'type', header: 'Typ', width: 10, text: (row) => (row.type === CAMP ? 'Tábor' : 'Kroužek') },
  { key: 'target', header: 'Kroužek / tábor', width: 28, text: (row) => row.target ?? '' },
  { key: 'branch', header: 'Pobočka', width: 22, text: (row) => row.branch ?? '' },
  {
    key: 'term',
    header: 'Termín',
    width: 20,
    text: (row) =>
      row.dayOfWeek ? `${DAYS[row.dayOfWeek - 1] ?? ''} ${formatTimeRange(row.from ?? '', row.to ?? '')}` : '',
  },
  { key: 'replacement', header: 'Náhradník', width: 11, text: (row) => yesNo(row.replacement) },
  {
    key: 'payment',
    header: 'Platba',
    width: 13,
    // Money: not for lectors (issue 41, item 9).
    operation: 'payment.read',
    text: (row) => PAYMENT_STATE_LABELS[row.paymentState as PaymentState] ?? row.paymentState,
  },
  {
    key: 'makeups',
    header: 'Náhrady',
    width: 16,
    operation: 'makeup.read',
    text: (row) => makeupSummaryText(row.makeupsAvailable ?? 0, row.makeupsEarned ?? 0),
  },
  { key: 'vs', header: 'VS', width: 12, text: (row) => row.variableSymbol },
  {
    key: 'invoice',
    header: 'Faktura',
    width: 14,
    text: (row) => [row.invoiceNumber ?? '', row.invoiceSent ? `(${YES})` : ''].join(' ').trim(),
  },
  {
    key: 'cancelled',
    header: 'Zrušeno',
    width: 12,
    text: (row) => (row.cancelledDay ? formatDate(row.cancelledDay) : ''),
  },
  { key: 'consents', header: 'Souhlas s foto', width: 14, text: (row) => yesNo(row.photoConsent) },
  { key: 'note', header: 'Poznámka', width: 40, text: (row) => row.note ?? '' },
];

/** The export's columns a staff member (their role and grants) gets. */
export const registrationExportColumns = (asker: Asker): readonly RegistrationExportColumn[] =>
  REGISTRATION_EXPORT_COLUMNS.filter((column) => !column.operation || authorize(asker, column.operation) === null);
