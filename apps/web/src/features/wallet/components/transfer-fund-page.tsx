import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconInfo, IconWallet } from '@/components/icons';
import { useThrottle } from '@/hooks/use-countdown';
import { useConsolidatedFunds } from '../api/consolidated-funds';
import { useMerchantWallet } from '../api/merchant-wallet';
import { FundsOverview } from './funds-overview';
import { TransferPanel } from './transfer-panel';
import { WalletProblem } from './wallet-problem';

/**
 * SPEC.md §2 member center "transferFund (wallet)": the consolidated funds
 * and, unless the brand runs a single wallet (GCS_merchantWallet isSingle),
 * transfers between the main wallet and the vendors' transfer wallets.
 */
export const TransferFundScreen = () => {
  const { t } = useTranslation();
  const funds = useConsolidatedFunds();
  const wallet = useMerchantWallet();
  const allowRefresh = useThrottle(1000);

  if (funds.isPending || wallet.isPending) return <Spinner label={t('common.loading')} />;
  if (funds.isError) return <WalletProblem error={funds.error} onRetry={() => void funds.refetch()} />;
  if (wallet.isError) return <WalletProblem error={wallet.error} onRetry={() => void wallet.refetch()} />;

  const data = funds.data;
  const refresh = () => {
    if (allowRefresh()) void funds.refetch();
  };

  // One wallet for every game: nothing to move, so no transfer controls (SPEC.md §7 isSingle).
  if (wallet.data.isSingle) {
    return (
      <div className="stack wallet-page" data-testid="wallet-page">
        <FundsOverview funds={data} single isFetching={funds.isFetching} onRefresh={refresh} />
        <p className="wallet-note" data-testid="single-wallet-note">
          <IconInfo size={16} />
          {t('wallet.single.note')}
        </p>
      </div>
    );
  }

  return (
    <div className="stack wallet-page" data-testid="wallet-page">
      <FundsOverview funds={data} isFetching={funds.isFetching} onRefresh={refresh} />
      {data.wallets.length > 0 ? (
        <TransferPanel funds={data} />
      ) : (
        <EmptyState compact icon={<IconWallet size={28} />} title={t('wallet.transfer.no_wallets_title')} body={t('wallet.transfer.no_wallets_body')} />
      )}
    </div>
  );
};
