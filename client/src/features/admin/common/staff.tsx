import { mayPerform, type Operation, type Role } from '@kurzy/common';
import { createContext, useCallback, useContext } from 'react';
import type { MeQuery } from './Me.generated';

export type Staff = NonNullable<MeQuery['me']>;

export const StaffContext = createContext<Staff | null>(null);

/** Who is working in the back-office, and whether their role may do something (common/permissions.ts,
 * which the server enforces): screens offer only what the server would allow. */
export function useStaff(): { staff: Staff | null; may: (operation: Operation) => boolean } {
  const staff = useContext(StaffContext);
  // The GraphQL enum arrives as its string; common's Role enum has the same values.
  const role = staff?.role as Role | undefined;
  // The same function while the role stays: screens build their columns from it once.
  const may = useCallback((operation: Operation) => mayPerform(role, operation), [role]);
  return { staff, may };
}
