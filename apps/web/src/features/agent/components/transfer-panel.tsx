import { useTranslation } from 'react-i18next';
import { Spinner } from '@wps/ui';
import { LoadFailed } from '@/components/load-failed';
import { Modal } from '@/components/modal';
import { useBrand } from '@/lib/brand';
import { useTransferInfo } from '../api/agent';
import { PaymentPasswordMissing, TransferForm, TransferLimits } from './transfer-form';

/** Where an agent sets the payment password: the agent portal's withdraw section (the member wallet's own screen). */
export const AGENT_PAYMENT_PASSWORD_HREF = '/agentHome?tab=withdraw';

/**
 * Transfer to a direct downline: the balance and limits, then the form, or
 * why it cannot be used yet (no payment password).
 */
export const DownlineTransferPanel = ({ toAccount, onDone }: { toAccount?: string; onDone?: () => void }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const info = useTransferInfo();
  if (info.isPending) return <Spinner label={t('common.loading')} />;
  if (info.isError) return <LoadFailed title={t('agent_center.load_failed')} error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data.hasPaymentPassword) return <PaymentPasswordMissing href={AGENT_PAYMENT_PASSWORD_HREF} />;
  return (
    <div className="stack stack--tight">
      <TransferLimits info={info.data} symbol={permission.info.setting.currencySymbol} />
      <TransferForm info={info.data} direction="down" toAccount={toAccount} onDone={onDone} />
    </div>
  );
};

/** The transfer opened from a row of the team: to that downline only. */
export const TransferDialog = ({ toAccount, onClose }: { toAccount: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal name="agent-transfer" title={t('agent_center.tr_dialog_title', { account: toAccount })} onClose={onClose} size="md">
      <DownlineTransferPanel toAccount={toAccount} onDone={onClose} />
    </Modal>
  );
};
