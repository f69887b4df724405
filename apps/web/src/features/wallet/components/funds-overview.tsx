import type { TConsolidatedFunds } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { IconGift, IconLock, IconRefresh, IconWallet } from '@/components/icons';
import { money } from '../utils/money';

export const RefreshButton = ({ isFetching, onRefresh }: { isFetching: boolean; onRefresh: () => void }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button wallet-hero__refresh"
      onClick={onRefresh}
      aria-label={t('wallet.funds.refresh')}
      title={t('wallet.funds.refresh')}
      aria-busy={isFetching || undefined}
      data-testid="funds-refresh"
    >
      <IconRefresh size={18} className="wallet-spin" data-spinning={isFetching || undefined} />
    </button>
  );
};

/** The consolidated funds: the total and what it is made of (main, locked by pending withdrawals, bonus, game wallets). */
export const FundsOverview = ({
  funds,
  isFetching,
  onRefresh,
}: {
  funds: TConsolidatedFunds;
  isFetching: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation();
  const inGames = funds.wallets.reduce((sum, w) => sum + BigInt(w.balance), 0n);
  const tiles = [
    { key: 'main', label: t('wallet.funds.main'), value: funds.balance, icon: <IconWallet size={18} /> },
    { key: 'locked', label: t('wallet.funds.locked'), value: funds.locked, icon: <IconLock size={18} /> },
    { key: 'bonus', label: t('wallet.funds.bonus'), value: funds.bonus, icon: <IconGift size={18} /> },
    { key: 'games', label: t('wallet.funds.games'), value: inGames.toString(), icon: <IconWallet size={18} /> },
  ];
  return (
    <section className="wallet-hero" aria-labelledby="wallet-total-label" data-testid="funds-overview">
      <div className="wallet-hero__head">
        <div>
          <p id="wallet-total-label" className="wallet-hero__label">
            {t('wallet.funds.total')}
          </p>
          <p className="wallet-hero__total" data-testid="funds-total">
            {money(funds.currencySymbol, funds.total)}
          </p>
        </div>
        <RefreshButton isFetching={isFetching} onRefresh={onRefresh} />
      </div>
      <dl className="wallet-hero__tiles wallet-hero__tiles--four">
        {tiles.map((tile) => (
          <div key={tile.key} className="wallet-hero__tile" data-testid={`funds-${tile.key}`}>
            <dt>
              {tile.icon}
              {tile.label}
            </dt>
            <dd>{money(funds.currencySymbol, tile.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
