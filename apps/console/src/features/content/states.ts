import type { TContentState } from '@wps/contracts/staff';
import type { StatusTone } from '@/components/status-badge';

/** live: players see it; scheduled: later; ended: over or taken down. */
export const STATE_TONES: Record<TContentState, StatusTone> = { live: 'success', scheduled: 'info', ended: 'neutral' };
