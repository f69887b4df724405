import type { TConsolidatedFunds } from '@wps/contracts/player';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconGift, IconLock, IconRefresh, IconWallet } from '@/components/icons';
import { money } from '@/lib/money';

const RefreshButton = ({ isFetching, onRefresh }: { isFetching: boolean; onRefresh: () => void }) => {
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

type Tile = { key: string; label: string; value: string; icon?: ReactNode; testId?: string };

/**
 * The funds on the brand gradient: the consolidated total and what it is made
 * of (main, locked by pending withdrawals, bonus, game wallets) or, where the
 * brand runs a single wallet (isSingle), the one balance with what is locked
 * or bonus beside it.
 */
export const FundsOverview = ({
  funds,
  single = false,
  isFetching,
  onRefresh,
}: {
  funds: TConsolidatedFunds;
  single?: boolean;
  isFetching: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation();
  const inGames = funds.wallets.reduce((sum, w) => sum + BigInt(w.balance), 0n);
  const hero: { labelId: string; label: string; total: string; testId: string; totalTestId: string; tiles: Tile[] } = single
    ? {
        labelId: 'single-wallet-title',
        label: t('wallet.single.title'),
        total: funds.balance,
        testId: 'single-wallet',
        totalTestId: 'single-wallet-balance',
        tiles: [
          { key: 'locked', label: t('wallet.funds.locked'), value: funds.locked },
          { key: 'bonus', label: t('wallet.funds.bonus'), value: funds.bonus },
        ],
      }
    : {
        labelId: 'wallet-total-label',
        label: t('wallet.funds.total'),
        total: funds.total,
        testId: 'funds-overview',
        totalTestId: 'funds-total',
        tiles: [
          { key: 'main', label: t('wallet.funds.main'), value: funds.balance, icon: <IconWallet size={18} />, testId: 'funds-main' },
          { key: 'locked', label: t('wallet.funds.locked'), value: funds.locked, icon: <IconLock size={18} />, testId: 'funds-locked' },
          { key: 'bonus', label: t('wallet.funds.bonus'), value: funds.bonus, icon: <IconGift size={18} />, testId: 'funds-bonus' },
          { key: 'games', label: t('wallet.funds.games'), value: inGames.toString(), icon: <IconWallet size={18} />, testId: 'funds-games' },
        ],
      };
  return (
    <section className="wallet-hero" aria-labelledby={hero.labelId} data-testid={hero.testId}>
      <div className="wallet-hero__head">
        <div>
          <p id={hero.labelId} className="wallet-hero__label">
            {hero.label}
          </p>
          <p className="wallet-hero__total" data-testid={hero.totalTestId}>
            {money(funds.currencySymbol, hero.total)}
          </p>
        </div>
        <RefreshButton isFetching={isFetching} onRefresh={onRefresh} />
      </div>
      {/* Four parts sit in one row where there is room (wallet.css). */}
      <dl className={`wallet-hero__tiles${hero.tiles.length === 4 ? ' wallet-hero__tiles--four' : ''}`}>
        {hero.tiles.map((tile) => (
          <div key={tile.key} className="wallet-hero__tile" data-testid={tile.testId}>
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
