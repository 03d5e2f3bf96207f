import { createContext, useContext } from 'react';
import type { MeQuery } from './Me.generated';

export type Staff = NonNullable<MeQuery['me']>;

export const StaffContext = createContext<Staff | null>(null);

/** Who is working in the back-office; screens hide what the role may not do. */
export function useStaff(): { staff: Staff | null; isAdmin: boolean } {
  const staff = useContext(StaffContext);
  return { staff, isAdmin: staff?.role === 'administrator' };
}
