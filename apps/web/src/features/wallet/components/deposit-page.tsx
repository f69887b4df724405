import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconWallet } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { useDepositChannels } from '../api/deposit-channels';
import { BankDepositForm } from './bank-deposit-form';
import { DepositChannelPicker } from './deposit-channel-picker';
import { DepositHistory } from './deposit-history';
import { DepositOrderStatus } from './deposit-order-status';
import { GatewayDepositForm } from './gateway-deposit-form';
import { WalletProblem } from './wallet-problem';

/**
 * SPEC.md §2 member center "depositv2": pick a channel, pay by bank transfer
 * or through the gateway, see the order the gateway returned for, and the
 * member's deposits below.
 */
export const DepositScreen = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  const channels = useDepositChannels();
  const [picked, setPicked] = useState<string | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === picked) ?? list[0] ?? null;

  const closeOrder = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('order');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="stack deposit-page" data-testid="deposit-page">
      {orderNo && <DepositOrderStatus key={orderNo} orderNo={orderNo} onClose={closeOrder} />}
      {channels.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : channels.isError ? (
        <WalletProblem error={channels.error} onRetry={() => void channels.refetch()} />
      ) : !channel ? (
        <EmptyState compact icon={<IconWallet size={28} />} title={t('wallet.deposit.no_channels_title')} body={t('wallet.deposit.no_channels_body')} />
      ) : (
        <>
          <DepositChannelPicker channels={list} selected={channel.code} onSelect={setPicked} symbol={symbol} />
          {channel.kind === 'bank' ? (
            <BankDepositForm key={channel.code} channel={channel} symbol={symbol} />
          ) : (
            <GatewayDepositForm key={channel.code} channel={channel} symbol={symbol} />
          )}
        </>
      )}
      <DepositHistory />
    </div>
  );
};
