import {
  formatDate,
  formatPhone,
  formatTimeRange,
  makeupSummaryText,
  offerStateText,
  type Operation,
  REGISTRATION_EXPORT_COLUMNS,
} from '@kurzy/common';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentState, RegistrationSortField } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { registrationChecks } from './checks';
import { statusParts } from './status';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

export type Row = AdminRegistrationRowFragment;

export interface Labels {
  day: (value: number) => string;
  yes: string;
  no: string;
  /** Each payment state in words. */
  payment: Record<PaymentState, string>;
  course: string;
  camp: string;
  replacement: string;
  cancelled: string;
  invoiceSent: string;
  /** What staff should look at (contact details differing from the customer, a possible duplicate). */
  checks: (row: Row) => string[];
}

/** The labels in the staff member's language; the same object while the language stays (the grid's
 * columns are built from it once). */
export function useLabels(): Labels {
  const intl = useIntl();
  return useMemo(() => {
    const text = (id: MessageId) => intl.formatMessage({ id });
    return {
      day: (value: number) => text(`admin.day.${value}` as MessageId),
      yes: text('admin.yes'),
      no: text('admin.no'),
      payment: {
        unpaid: text('admin.registrations.unpaid'),
        partially_paid: text('admin.registrations.partiallyPaid'),
        paid: text('admin.registrations.paid'),
        overpaid: text('admin.registrations.overpaid'),
      },
      course: text('admin.registrations.typeCourse'),
      camp: text('admin.registrations.typeCamp'),
      replacement: text('admin.registrations.replacement'),
      cancelled: text('admin.registrations.cancelled'),
      invoiceSent: text('admin.registrations.invoiceSentTag'),
      checks: (row: Row) => registrationChecks(intl, row),
    };
  }, [intl]);
}

export interface RegistrationColumn {
  key: string;
  header: MessageId;
  width: number;
  /** Plain text: what the cell shows by default and what the CSV holds. */
  text: (row: Row, labels: Labels) => string;
  /** The server-side order this column sorts by (before paging); columns without one do not sort. */
  sortField?: RegistrationSortField;
  /** Shown only to those who may perform it (the export column's, or the offer's). */
  operation?: Operation;
}

/** The grid's default columns, in their order: who the row is, its state and VS, what for, and how to
 * reach the family; they fit 1440 px. The others (the waiting-list offer among them, for administrators)
 * wait in the column chooser. */
const DEFAULT_SHOWN = ['child', 'status', 'vs', 'target', 'term', 'parent', 'phone', 'email'] as const;

const target = (row: Row) => row.course?.title ?? row.camp?.title ?? '';
const branch = (row: Row) => row.schedule?.branch.title ?? row.camp?.branch?.title ?? '';
const term = (row: Row, labels: Labels) =>
  row.schedule ? `${labels.day(row.schedule.dayOfWeek)} ${formatTimeRange(row.schedule.from, row.schedule.to)}` : '';

/** How the grid shows each column of the export (its key, order and Czech header are common's
 * REGISTRATION_EXPORT_COLUMNS; the server writes the files from them). */
const CELLS: readonly RegistrationColumn[] = [
  {
    key: 'createdAt',
    header: 'admin.registrations.createdAt',
    width: 116,
    text: (row) => formatDate(row.createdAt),
    sortField: 'createdAt',
  },
  {
    key: 'checks',
    header: 'admin.registrations.checks',
    width: 220,
    text: (row, labels) => labels.checks(row).join('; '),
  },
  {
    key: 'child',
    header: 'admin.registrations.child',
    width: 170,
    text: (row) => row.childFullName,
    sortField: 'childFullName',
  },
  {
    key: 'born',
    header: 'admin.registrations.born',
    width: 100,
    text: (row) => formatDate(row.childBornYear),
    sortField: 'childBornYear',
  },
  {
    key: 'parent',
    header: 'admin.registrations.parent',
    width: 150,
    text: (row) => `${row.parentLastName} ${row.parentFirstName}`,
    sortField: 'parentLastName',
  },
  { key: 'email', header: 'admin.field.email', width: 180, text: (row) => row.email, sortField: 'email' },
  // "+420 603 000 000" whole at 1440 px (issue 41, item 14): the status and the e-mail gave it room.
  { key: 'phone', header: 'admin.field.phone', width: 142, text: (row) => formatPhone(row.phone), sortField: 'phone' },
  {
    key: 'type',
    header: 'admin.registrations.type',
    width: 70,
    text: (row, labels) => (row.type === 'camp' ? labels.camp : labels.course),
    sortField: 'type',
  },
  { key: 'target', header: 'admin.registrations.target', width: 180, text: target },
  { key: 'branch', header: 'admin.field.branch', width: 150, text: branch },
  { key: 'term', header: 'admin.registrations.term', width: 120, text: term },
  {
    key: 'replacement',
    header: 'admin.registrations.replacement',
    width: 90,
    text: (row, labels) => (row.replacement ? labels.yes : labels.no),
    sortField: 'replacement',
  },
  {
    key: 'payment',
    header: 'admin.registrations.payment',
    width: 110,
    text: (row, labels) => (row.paymentState ? labels.payment[row.paymentState] : ''),
    sortField: 'paymentState',
  },
  {
    key: 'makeups',
    header: 'admin.registrations.makeups',
    width: 130,
    text: (row) => (row.makeupSummary ? makeupSummaryText(row.makeupSummary.available, row.makeupSummary.earned) : ''),
  },
  {
    key: 'vs',
    header: 'admin.registrations.variableSymbol',
    width: 76,
    text: (row) => row.variableSymbol,
    sortField: 'variableSymbol',
  },
  {
    key: 'invoice',
    header: 'admin.registrations.invoice',
    width: 110,
    text: (row, labels) => [row.invoiceNumber ?? '', row.invoiceSent ? `(${labels.yes})` : ''].join(' ').trim(),
  },
  {
    key: 'cancelled',
    header: 'admin.registrations.cancelled',
    width: 100,
    text: (row) => (row.cancelledAt ? formatDate(row.cancelledAt) : ''),
    sortField: 'cancelledAt',
  },
  {
    key: 'consents',
    header: 'admin.registrations.photoConsent',
    width: 90,
    text: (row, labels) => (row.photoConsent ? labels.yes : labels.no),
  },
  { key: 'note', header: 'admin.registrations.note', width: 200, text: (row) => row.note ?? '' },
];

const cellOf = new Map(CELLS.map((column) => [column.key, column]));

/** The columns of the export, in its order (REGISTRATION_EXPORT_COLUMNS), as the grid shows them,
 * for those the export gives them to (its operation). */
export const COLUMNS: readonly RegistrationColumn[] = REGISTRATION_EXPORT_COLUMNS.map(({ key, operation }) => {
  const column = cellOf.get(key);
  if (!column) throw new Error(`The grid has no cell for the export column ${key}`);
  return operation ? { ...column, operation } : column;
});

/** Payment, replacement, cancellation and invoice at a glance, on one line: the grid's compact status
 * (statusParts; the VS has its own column). Not in the CSV, which has each of them in its own column. */
export const STATUS_COLUMN: RegistrationColumn = {
  key: 'status',
  header: 'admin.registrations.status',
  width: 196,
  text: (row, labels) =>
    statusParts(row, labels)
      .map((part) => part.text)
      .join(', '),
};

/** The replacement's newest waiting-list offer: "Nabídnuto do 3. 12. 18:00", "Přijato", "Odmítnuto",
 * "Propadlo", "Staženo" (issue 42). Administrators only (waitlist.read); not in the CSV. */
export const OFFER_COLUMN: RegistrationColumn = {
  key: 'offer',
  header: 'admin.registrations.offer',
  width: 170,
  operation: 'waitlist.read',
  text: (row) => (row.waitlistOffer ? offerStateText(row.waitlistOffer) : ''),
};

const byKey = new Map([STATUS_COLUMN, OFFER_COLUMN, ...COLUMNS].map((column) => [column.key, column]));

/** Every column the grid can show, in its default order: the default ones (DEFAULT_SHOWN), the offer,
 * then the others in the CSV's order. */
export const GRID_COLUMNS: readonly RegistrationColumn[] = [
  ...DEFAULT_SHOWN,
  OFFER_COLUMN.key,
  ...COLUMNS.map((column) => column.key).filter((key) => !(DEFAULT_SHOWN as readonly string[]).includes(key)),
].map((key) => byKey.get(key) as RegistrationColumn);

export const shownByDefault = (key: string) => (DEFAULT_SHOWN as readonly string[]).includes(key);

/** The row's name for people and screen readers: never hidden, it heads each row. */
export const ROW_HEADER_KEY = 'child';
