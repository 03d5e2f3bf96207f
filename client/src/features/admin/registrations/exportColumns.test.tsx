import { REGISTRATION_EXPORT_COLUMNS, type RegistrationExportRow } from '@kurzy/common';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider, createIntl } from 'react-intl';
import adminTexts from '../../../i18n/admin.cs.json';
import type { MessageId } from '../../../i18n/messages';
import { COLUMNS, type Row, useLabels } from './columns';

// The server makes the export files (common's REGISTRATION_EXPORT_COLUMNS); the grid shows its
// columns (COLUMNS) in the staff member's language. In Czech they are the same columns, headers and
// texts, so what staff download is what they saw.

// The back-office's texts alone: the columns use no text of the public site.
const adminCs = adminTexts as unknown as Record<MessageId, string>;

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="cs" messages={adminCs}>
    {children}
  </IntlProvider>
);
const intl = createIntl({ locale: 'cs', messages: adminCs });

const course = {
  createdAt: '2026-11-20T10:00:00.000Z',
  createdDay: '2026-11-20',
  childFullName: '=HYPERLINK("x")',
  childBornYear: '2019-05-01',
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email: 'jana@example.com',
  phone: '+420 777 123 456',
  type: 'course',
  replacement: true,
  paymentState: 'paid',
  variableSymbol: '1000123',
  invoiceNumber: '2026000017',
  invoiceSent: true,
  cancelledAt: '2026-11-25T12:00:00.000Z',
  cancelledDay: '2026-11-25',
  photoConsent: true,
  note: 'Alergie; "ořechy"\nDruhý řádek',
  contactDifferences: ['parentFirstName', 'phone'] as const,
};

const gridRows: Row[] = [
  {
    ...course,
    course: { id: 1, title: 'Keramika' },
    schedule: { id: 2, dayOfWeek: 3, from: '16:00', to: '16:45', branch: { id: 3, title: 'Brno-Líšeň' } },
    camp: null,
    possibleDuplicateOf: { id: 9, variableSymbol: '1000099' },
    makeupSummary: { available: 1, earned: 2 },
  },
  {
    ...course,
    type: 'camp',
    replacement: false,
    paymentState: 'unpaid',
    invoiceNumber: null,
    invoiceSent: false,
    cancelledAt: null,
    photoConsent: false,
    note: null,
    contactDifferences: [],
    course: null,
    schedule: null,
    camp: { id: 4, title: 'Tábor u rybníka', branch: null },
    possibleDuplicateOf: null,
    makeupSummary: null,
  },
] as unknown as Row[];

const exportRows: RegistrationExportRow[] = [
  {
    ...course,
    target: 'Keramika',
    branch: 'Brno-Líšeň',
    dayOfWeek: 3,
    from: '16:00',
    to: '16:45',
    possibleDuplicateVs: '1000099',
    makeupsAvailable: 1,
    makeupsEarned: 2,
  },
  {
    ...course,
    type: 'camp',
    replacement: false,
    paymentState: 'unpaid',
    invoiceNumber: null,
    invoiceSent: false,
    cancelledDay: null,
    photoConsent: false,
    note: null,
    contactDifferences: [],
    target: 'Tábor u rybníka',
    branch: null,
    dayOfWeek: null,
    from: null,
    to: null,
    possibleDuplicateVs: null,
    makeupsAvailable: null,
    makeupsEarned: null,
  },
];

describe('the export columns', () => {
  it('are the CSV columns of the grid, in its order, with its Czech headers', () => {
    expect(REGISTRATION_EXPORT_COLUMNS.map((column) => column.key)).toEqual(COLUMNS.map((column) => column.key));
    expect(REGISTRATION_EXPORT_COLUMNS.map((column) => column.header)).toEqual(
      COLUMNS.map((column) => intl.formatMessage({ id: column.header })),
    );
  });

  it('write each cell as the grid shows it in Czech', () => {
    const { result } = renderHook(useLabels, { wrapper });
    gridRows.forEach((gridRow, index) => {
      const shown = COLUMNS.map((column) => column.text(gridRow, result.current));
      const exported = REGISTRATION_EXPORT_COLUMNS.map((column) => column.text(exportRows[index]!));
      expect(exported).toEqual(shown);
    });
  });
});
