import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useState } from 'react';

const NONE: RowSelectionState = {};

/** The rows ticked in a grid, by row id, as TanStack's controlled selection. Another `view` (a new
 * page, filter or order) starts with nothing selected: an action on the selection only ever touches
 * rows in sight. */
export function useRowSelection(view: string) {
  const [held, setHeld] = useState({ view, selection: NONE });
  const selection = held.view === view ? held.selection : NONE;
  if (held.view !== view) setHeld({ view, selection: NONE });
  return {
    rowSelection: selection,
    // From the selection held, not the one this render saw: a click and a key may land together.
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setHeld((current) => ({
        view: current.view,
        selection: functionalUpdate(updater, current.view === view ? current.selection : NONE),
      })),
    clear: () => setHeld({ view, selection: NONE }),
  };
}
