import { useState } from 'react';
import type { AdminRegistrationRowFragment } from './RegistrationsGrid.generated';

/** The rows ticked for a bulk action, by id. A new page, filter or order (a new `view`) starts with
 * nothing selected: a bulk action only ever touches rows in sight. */
export function useRegistrationSelection(rows: readonly AdminRegistrationRowFragment[], view: string) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [selectionView, setSelectionView] = useState(view);
  if (selectionView !== view) {
    setSelectionView(view);
    setSelectedIds(new Set());
  }
  const selected = rows.filter((row) => selectedIds.has(row.id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  return {
    selectedIds,
    selected,
    allSelected,
    /** Exactly these rows (the grid's own selection, by row index). */
    selectIndexes: (indexes: Iterable<number>) =>
      setSelectedIds(
        new Set([...indexes].map((index) => rows[index]?.id).filter((id): id is number => id !== undefined)),
      ),
    // From the current selection, not the one this render saw: the grid redraws its cells later.
    toggle: (id: number) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    /** Every row in sight, or none when all already are. */
    toggleAll: () => setSelectedIds(allSelected ? new Set() : new Set(rows.map((row) => row.id))),
    clear: () => setSelectedIds(new Set()),
  };
}

export type RegistrationSelection = ReturnType<typeof useRegistrationSelection>;
