import { createContext, useContext } from 'react';

/** Set by DataGrid around its cells. */
export const InGrid = createContext(false);

/** The props a control inside a grid cell takes: out of the Tab order, since the grid is one Tab stop
 * whose cells are reached with the arrow keys (Enter steps into a cell's controls). Elsewhere none. */
export function useGridControl(): { tabIndex?: number } {
  return useContext(InGrid) ? { tabIndex: -1 } : {};
}
