import type { TStaffRound, TStaffVendor, TVendorMaintenance } from '@wps/contracts/staff';
import type { StatusTone } from '@/components/status-badge';

export const VENDOR_TONES: Record<TStaffVendor['status'], StatusTone> = { enabled: 'success', maintenance: 'warn', disabled: 'neutral' };
export const WINDOW_TONES: Record<TVendorMaintenance['state'], StatusTone> = { active: 'danger', scheduled: 'info', ended: 'neutral' };
export const ROUND_TONES: Record<TStaffRound['reasons'][number], StatusTone> = { unpaid_win: 'danger', stale: 'warn' };
