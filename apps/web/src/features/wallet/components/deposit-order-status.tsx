import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconAlert, IconCheckCircle, IconClock, IconClose } from '@/components/icons';
import { apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useDepositOrder } from '../api/deposit-list';
import { DepositMoney } from './deposit-money';
import { DepositStatusChip } from './deposit-status-chip';

/**
 * Where the gateway sends the member back (?order=<orderNo>): the deposit's
 * state, asked again every few seconds while the gateway's callback has not
 * arrived yet.
 */
export const DepositOrderStatus = ({
  orderNo,
  onClose,
  pollMs,
  pollForMs,
}: {
  orderNo: string;
  onClose: () => void;
  pollMs?: number;
  pollForMs?: number;
}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { currencySymbol, gmtOffsetMinutes } = permission.info.setting;
  const order = useDepositOrder(orderNo, { pollMs, pollForMs });
  const deposit = order.data;

  const body = (() => {
    if (order.isPending) return <Spinner size={24} label={t('common.loading')} />;
    if (order.isError)
      return (
        <p className="wallet-note wallet-note--error" role="alert">
          <IconAlert size={16} />
          {apiMessage(t, order.error)}
        </p>
      );
    if (!deposit) return <p className="muted">{t('wallet.deposit.order_unknown')}</p>;
    const pending = deposit.status === 'pending';
    const headline = pending
      ? order.expired
        ? t('wallet.deposit.order_pending_long')
        : t('wallet.deposit.order_pending')
      : deposit.status === 'approved'
        ? t('wallet.deposit.order_approved', { amount: money(currencySymbol, deposit.credited) })
        : deposit.status === 'rejected'
          ? t('wallet.deposit.order_rejected')
          : t('wallet.deposit.order_failed');
    return (
      <>
        <p className="order-status__headline" data-testid="deposit-order-headline">
          {pending ? <IconClock size={18} /> : deposit.status === 'approved' ? <IconCheckCircle size={18} /> : <IconAlert size={18} />}
          {headline}
        </p>
        {deposit.reason && deposit.status === 'rejected' && <p className="muted">{deposit.reason}</p>}
        <dl className="order-status__facts">
          <DepositMoney deposit={deposit} symbol={currencySymbol} />
          <div>
            <dt>{t('wallet.deposit.time')}</dt>
            <dd>{formatInOffset(deposit.createdAt, gmtOffsetMinutes)}</dd>
          </div>
        </dl>
        {pending && order.expired && (
          <Button variant="outline" size="sm" onClick={() => void order.refetch()} disabled={order.isFetching} data-testid="deposit-order-refresh">
            {t('wallet.deposit.check_again')}
          </Button>
        )}
      </>
    );
  })();

  return (
    <section className="card order-status" data-status={deposit?.status} aria-labelledby="order-status-title" aria-live="polite" data-testid="deposit-order-status">
      <CardHead
        titleId="order-status-title"
        title={
          <>
            {t('wallet.deposit.order_title')} <span className="order-status__no" data-testid="deposit-status-order-no">{orderNo}</span>
          </>
        }
      >
        {deposit && <DepositStatusChip status={deposit.status} />}
        <button type="button" className="icon-button order-status__close" onClick={onClose} aria-label={t('common.close')} title={t('common.close')} data-testid="deposit-order-close">
          <IconClose size={18} />
        </button>
      </CardHead>
      {body}
    </section>
  );
};
