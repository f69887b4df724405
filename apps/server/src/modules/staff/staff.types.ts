import type { TStaffRole } from '@wps/contracts';

export interface AuthenticatedStaff {
  id: number;
  merchantId: number;
  username: string;
  role: TStaffRole;
  sessionId: string;
}
