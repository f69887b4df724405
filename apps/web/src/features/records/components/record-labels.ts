import type { HISTORY_KINDS, TRecordType } from '@wps/contracts/player';
import type { TFunction } from 'i18next';

/**
 * Labels of the values the records show. Written out key by key (not built
 * from the value) so the translation check sees every key in use.
 */
export const recordTypeLabel = (t: TFunction, type: TRecordType): string =>
  ({
    DEPOSIT: t('records.type_DEPOSIT'),
    WITHDRAW: t('records.type_WITHDRAW'),
    TRANSFER: t('records.type_TRANSFER'),
    BET: t('records.type_BET'),
    WIN: t('records.type_WIN'),
    REFUND: t('records.type_REFUND'),
    BONUS: t('records.type_BONUS'),
    ADJUST: t('records.type_ADJUST'),
  })[type];

export const historyKindLabel = (t: TFunction, kind: (typeof HISTORY_KINDS)[number]): string =>
  ({ DEPOSIT: t('records.kind_DEPOSIT'), WITHDRAW: t('records.kind_WITHDRAW'), TRANSFER: t('records.kind_TRANSFER') })[kind];

/** Request states of deposits, withdrawals and transfers, and movement states; an unknown state shows as sent. */
const STATUS_KEYS = ['pending', 'processing', 'approved', 'rejected', 'failed', 'completed'] as const;
export type KnownStatus = (typeof STATUS_KEYS)[number];
export const isKnownStatus = (s: string): s is KnownStatus => (STATUS_KEYS as readonly string[]).includes(s);

export const statusLabel = (t: TFunction, status: string): string =>
  isKnownStatus(status)
    ? {
        pending: t('records.status_pending'),
        processing: t('records.status_processing'),
        approved: t('records.status_approved'),
        rejected: t('records.status_rejected'),
        failed: t('records.status_failed'),
        completed: t('records.status_completed'),
      }[status]
    : status;
