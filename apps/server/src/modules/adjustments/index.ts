/** The adjustments module's public face: the size of its queue (the dashboard). */
export { countPendingAdjustments } from './adjustments.repository';
