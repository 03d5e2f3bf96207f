import { useRowSelection } from '../../../ui/grid/useRowSelection';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

/** The rows ticked for a bulk action (the grid's selection, by row id). A new page, filter or order
 * (a new `view`) starts with nothing selected: a bulk action only ever touches rows in sight. */
export function useRegistrationSelection(rows: readonly AdminRegistrationRowFragment[], view: string) {
  const selection = useRowSelection(view);
  return {
    ...selection,
    /** The selected rows among those shown. */
    selected: rows.filter((row) => selection.rowSelection[String(row.id)]),
  };
}

export type RegistrationSelection = ReturnType<typeof useRegistrationSelection>;
