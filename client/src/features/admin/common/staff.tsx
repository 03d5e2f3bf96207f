import { type Asker, mayPerform, type Operation, type Role } from '@kurzy/common';
import { createContext, useCallback, useContext } from 'react';
import type { MeQuery } from './Me.generated';

export type Staff = NonNullable<MeQuery['me']>;

export const StaffContext = createContext<Staff | null>(null);

/** Who is working in the back-office, and whether their role (and the grants an administrator gave
 * them) may do something (common/permissions.ts, which the server enforces): screens offer only what
 * the server would allow. */
export function useStaff(): { staff: Staff | null; may: (operation: Operation) => boolean } {
  const staff = useContext(StaffContext);
  // The same function while the staff member stays: screens build their columns from it once.
  const may = useCallback((operation: Operation) => mayPerform(askerOf(staff), operation), [staff]);
  return { staff, may };
}

/** The staff member as common's permission check takes them: the role and the grants an
 * administrator gave (editing the public content). */
export function askerOf(staff: Staff | null): Asker {
  // The GraphQL enum arrives as its string; common's Role enum has the same values.
  return staff ? { role: staff.role as Role, editsContent: staff.editsContent === true } : null;
}
