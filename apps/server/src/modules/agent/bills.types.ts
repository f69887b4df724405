import type { BILL_STATUSES } from './agent.schema';

export type BillStatus = (typeof BILL_STATUSES)[number];
