import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../api/deposit-list';

/** pending / approved / rejected / failed, coloured by outcome. */
export const DepositStatusChip = ({ status }: { status: DepositStatus }) => {
  const { t } = useTranslation();
  const labels: Record<DepositStatus, string> = {
    pending: t('wallet.deposit.status_pending'),
    approved: t('wallet.deposit.status_approved'),
    rejected: t('wallet.deposit.status_rejected'),
    failed: t('wallet.deposit.status_failed'),
  };
  return (
    <span className={`status-chip deposit-status deposit-status--${status}`} data-testid="deposit-status" data-status={status}>
      {labels[status]}
    </span>
  );
};
