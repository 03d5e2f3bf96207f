/** A cell of the grid: row 0 is the header, rows 1… the data rows; columns from 0. */
export interface Position {
  row: number;
  col: number;
}

export interface Bounds {
  /** The last row's number (the number of data rows). */
  lastRow: number;
  /** How many columns. */
  cols: number;
  /** How many rows PageUp and PageDown move (a view's worth less one). */
  page: number;
}

export const clampPosition = ({ row, col }: Position, { lastRow, cols }: Bounds): Position => ({
  row: Math.max(0, Math.min(row, lastRow)),
  col: Math.max(0, Math.min(col, cols - 1)),
});

/** Where a key moves from a cell, as in a spreadsheet; null for keys that do not move. Ctrl (or ⌘)
 * with Home/End goes to the first/last cell of the grid. */
export function moveTarget(key: string, command: boolean, from: Position, bounds: Bounds): Position | null {
  const { row, col } = from;
  const to = (next: Position) => clampPosition(next, bounds);
  switch (key) {
    case 'ArrowUp':
      return to({ row: row - 1, col });
    case 'ArrowDown':
      return to({ row: row + 1, col });
    case 'ArrowLeft':
      return to({ row, col: col - 1 });
    case 'ArrowRight':
      return to({ row, col: col + 1 });
    case 'Home':
      return to({ row: command ? 0 : row, col: 0 });
    case 'End':
      return to({ row: command ? bounds.lastRow : row, col: bounds.cols - 1 });
    case 'PageUp':
      return to({ row: row - bounds.page, col });
    case 'PageDown':
      return to({ row: row + bounds.page, col });
    default:
      return null;
  }
}
