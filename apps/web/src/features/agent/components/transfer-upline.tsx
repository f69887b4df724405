import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconInfo, IconSwap, IconUsers } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { useTransferInfo } from '../api/agent';
import { PaymentPasswordMissing, TransferForm, TransferLimits } from './transfer-form';
import './agent.css';

/** Where a member sets the payment password: the member center's withdraw section. */
const MEMBER_PAYMENT_PASSWORD_HREF = '/member?tab=withdraw';

/**
 * Member center transferUpline (SPEC.md §2): money from my wallet to my
 * upline agent, where the brand allows it. Without an upline, or where the
 * brand does not allow it, the screen says so instead of showing a form.
 */
export const TransferUplineScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const info = useTransferInfo();

  if (info.isPending) return <Spinner label={t('common.loading')} />;
  if (info.isError) return <LoadFailed page title={t('transfer_upline.load_failed')} error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  if (data.uplineAccount === null) {
    return <EmptyState icon={<IconUsers size={32} />} title={t('transfer_upline.no_upline_title')} body={t('transfer_upline.no_upline_body')} />;
  }

  return (
    <div className="stack agent-upline" data-testid="transfer-upline">
      <div className="agent-upline__head">
        <div>
          <span className="eyebrow">{t('transfer_upline.upline')}</span>
          <strong data-testid="upline-account">{data.uplineAccount}</strong>
        </div>
        <TransferLimits info={data} symbol={symbol} />
      </div>
      {!data.upAllowed ? (
        <div className="auth-callout" role="note" data-testid="upline-not-allowed">
          <IconInfo size={20} />
          <div>
            <strong>{t('transfer_upline.not_allowed_title')}</strong>
            <p>{t('transfer_upline.not_allowed_body')}</p>
          </div>
        </div>
      ) : !data.hasPaymentPassword ? (
        <PaymentPasswordMissing href={MEMBER_PAYMENT_PASSWORD_HREF} />
      ) : (
        <section className="card" aria-labelledby="upline-form-title">
          <CardHead titleId="upline-form-title" title={t('transfer_upline.form_title')} icon={<IconSwap size={20} />} />
          <TransferForm info={data} direction="up" />
        </section>
      )}
    </div>
  );
};
