import type { TStaffPermission } from '@wps/contracts';

export interface AuthenticatedStaff {
  id: number;
  merchantId: number;
  username: string;
  role: string;
  permissions: ReadonlySet<TStaffPermission>;
  sessionId: string;
  /** False while the authenticator is still to be confirmed: only enrolment calls pass. */
  verified: boolean;
  /** The secret offered at login while `verified` is false. */
  enrolSecret: string | null;
}
