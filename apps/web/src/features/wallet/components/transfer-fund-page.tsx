import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { IconInfo, IconWallet } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { useThrottle } from '@/hooks/use-countdown';
import { useConsolidatedFunds } from '../api/consolidated-funds';
import { useMerchantWallet } from '../api/merchant-wallet';
import { money } from '../utils/money';
import { FundsOverview, RefreshButton } from './funds-overview';
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
      <div className="wallet-page" data-testid="wallet-page">
        <section className="wallet-hero" aria-labelledby="single-wallet-title" data-testid="single-wallet">
          <div className="wallet-hero__head">
            <div>
              <p id="single-wallet-title" className="wallet-hero__label">
                {t('wallet.single.title')}
              </p>
              <p className="wallet-hero__total" data-testid="single-wallet-balance">
                {money(data.currencySymbol, data.balance)}
              </p>
            </div>
            <RefreshButton isFetching={funds.isFetching} onRefresh={refresh} />
          </div>
          <dl className="wallet-hero__tiles">
            <div className="wallet-hero__tile">
              <dt>{t('wallet.funds.locked')}</dt>
              <dd>{money(data.currencySymbol, data.locked)}</dd>
            </div>
            <div className="wallet-hero__tile">
              <dt>{t('wallet.funds.bonus')}</dt>
              <dd>{money(data.currencySymbol, data.bonus)}</dd>
            </div>
          </dl>
        </section>
        <p className="wallet-note" data-testid="single-wallet-note">
          <IconInfo size={16} />
          {t('wallet.single.note')}
        </p>
      </div>
    );
  }

  return (
    <div className="wallet-page" data-testid="wallet-page">
      <FundsOverview funds={data} isFetching={funds.isFetching} onRefresh={refresh} />
      {data.wallets.length > 0 ? (
        <TransferPanel funds={data} />
      ) : (
        <EmptyState compact icon={<IconWallet size={28} />} title={t('wallet.transfer.no_wallets_title')} body={t('wallet.transfer.no_wallets_body')} />
      )}
    </div>
  );
};
