import { spreadsheetText } from '@kurzy/common';
import type { Labels, RegistrationColumn, Row } from './columns';

/** The selection after a shift-click or shift-space: what was selected plus every row from the
 * anchor (the row last ticked) to this one. Without an anchor, just this row is added. */
export function rangeSelection(selected: ReadonlySet<number>, anchor: number | null, index: number): Set<number> {
  const next = new Set(selected);
  const from = anchor ?? index;
  for (let row = Math.min(from, index); row <= Math.max(from, index); row += 1) next.add(row);
  return next;
}

/** Rows as a spreadsheet pastes them (tab between cells, a line per row), each cell with the CSV's
 * formula guard: parents typed these texts. */
export function copiedRows(rows: readonly Row[], columns: readonly RegistrationColumn[], labels: Labels): string {
  return rows
    .map((row) =>
      columns.map((column) => spreadsheetText(column.text(row, labels)).replace(/[\t\r\n]+/g, ' ')).join('\t'),
    )
    .join('\n');
}
