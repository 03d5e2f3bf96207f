import type { Labels, RegistrationColumn, Row } from './columns';
import { copiedRows, rangeSelection } from './selection';
import { nextSort } from './sorting';

describe('the grid selection and sorting', () => {
  it('adds the rows from the anchor to the shift-clicked one', () => {
    expect([...rangeSelection(new Set([0]), 2, 5)].sort()).toEqual([0, 2, 3, 4, 5]);
    expect([...rangeSelection(new Set(), 5, 3)].sort()).toEqual([3, 4, 5]);
    expect([...rangeSelection(new Set(), null, 3)]).toEqual([3]);
  });

  it('copies cells with the formula guard, one line per row', () => {
    const columns: RegistrationColumn[] = [
      { key: 'child', header: 'admin.registrations.child', width: 100, text: (row) => row.childFullName },
      { key: 'note', header: 'admin.registrations.note', width: 100, text: (row) => row.note ?? '' },
    ];
    const rows = [
      { childFullName: '=HYPERLINK("x")', note: 'a\tb\nc' },
      { childFullName: 'Anna', note: null },
    ] as Row[];
    expect(copiedRows(rows, columns, {} as Labels)).toBe(`'=HYPERLINK("x")\ta b c\nAnna\t`);
  });

  it('sorts ascending, then descending, then back to the default', () => {
    const asc = nextSort(null, 'childFullName');
    expect(asc).toEqual({ field: 'childFullName', descending: false });
    const desc = nextSort(asc, 'childFullName');
    expect(desc).toEqual({ field: 'childFullName', descending: true });
    expect(nextSort(desc, 'childFullName')).toBeNull();
    expect(nextSort(desc, 'email')).toEqual({ field: 'email', descending: false });
  });
});
