import type { TStaff, TStaffPermission } from '@wps/contracts/staff';
import { createContext, useContext, type ReactNode } from 'react';

/** What the shell shows of the signed-in staff member (and their brand, when known) and what the menus check. */
export type ConsoleStaff = Pick<TStaff, 'displayName' | 'role' | 'roleName' | 'permissions'> & Partial<Pick<TStaff, 'brand' | 'id'>>;

const StaffContext = createContext<ConsoleStaff | null>(null);

/** Puts the signed-in staff member (or null while nobody is) where useStaff reads it. */
export const StaffProvider = ({ staff, children }: { staff: ConsoleStaff | null; children: ReactNode }) => (
  <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>
);

/** The signed-in staff member, or null. */
export const useStaff = (): ConsoleStaff | null => useContext(StaffContext);

/**
 * Whether the staff member may open what needs `permission` (none: anyone
 * signed in). The menus hide what the server would refuse; the server still
 * decides every call.
 */
export const can = (staff: ConsoleStaff | null, permission?: TStaffPermission): boolean =>
  permission === undefined || (staff?.permissions.includes(permission) ?? false);
