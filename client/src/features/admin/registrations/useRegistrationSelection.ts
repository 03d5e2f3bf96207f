import { useMemo } from 'react';
import type { PaymentState } from '../../../gql/graphql';
import { useRowSelection } from '../../../ui/grid/useRowSelection';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

/** What a bulk action needs of a selected registration, whichever page it was picked on (or the
 * server's list of all a filter matches, `matchingRegistrations`). */
export interface SelectedRegistration {
  id: number;
  childFullName: string;
  variableSymbol: string;
  email: string;
  /** Null for those who may not read payments. */
  paymentState: PaymentState | null;
  cancelled: boolean;
}

const keyOf = (item: SelectedRegistration) => String(item.id);

export const selectedOf = (row: AdminRegistrationRowFragment): SelectedRegistration => ({
  id: row.id,
  childFullName: row.childFullName,
  variableSymbol: row.variableSymbol,
  email: row.email,
  paymentState: row.paymentState,
  cancelled: row.cancelledAt !== null && row.cancelledAt !== undefined,
});

/** The registrations ticked for a bulk action. The selection survives paging and a new order, so
 * that "all N matching" and rows picked on several pages stay selected; only a new filter (`filterKey`)
 * clears it, and `dropped` then says how many it let go. */
export function useRegistrationSelection(rows: readonly AdminRegistrationRowFragment[], filterKey: string) {
  const shown = useMemo(() => rows.map(selectedOf), [rows]);
  const selection = useRowSelection(filterKey, shown, keyOf);
  const inSight = new Set(rows.map((row) => row.id));
  return {
    ...selection,
    ids: selection.selected.map((item) => item.id),
    /** Some selected rows are not in sight: an action then asks first, naming how many it takes. */
    beyondSight: selection.selected.some((item) => !inSight.has(item.id)),
  };
}

export type RegistrationSelection = ReturnType<typeof useRegistrationSelection>;
