import type { RECEIPT_STATUSES, WITHDRAWAL_STATUSES } from '@wps/contracts';

export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];
