import type { TRedeemStatus } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { redeemStatusLabel } from './point-labels';

/** SPEC.md §4 Redeem: in process, rejected, approved, each in its colour. */
export const RedeemStatusBadge = ({ status }: { status: TRedeemStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`status-chip redeem-status redeem-status--${status}`} data-testid="redeem-status" data-status={status}>
      {redeemStatusLabel(t, status)}
    </span>
  );
};
