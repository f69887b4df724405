import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { IconDownload, IconEye, IconEyeOff, IconRefresh } from '@/components/icons';
import { useThrottle } from '@/hooks/use-countdown';
import { useSession } from '@/lib/member';
import { money } from '@/lib/money';
import { useWalletBalance } from '../api/wallet-balance';
import { useBalanceVisibility } from '../hooks/use-balance-visibility';
import { HIDDEN_AMOUNT } from '../utils/money';

/**
 * SPEC.md §2 Header, logged in: the main wallet balance with the currency
 * symbol (§9 format), a show/hide eye (asterisks when hidden, remembered on
 * this device), a click on the amount refreshes it (at most once a second),
 * and the deposit button. Trial members see their demo balance and no
 * deposit button, since member features need a real account.
 * The amount is cash only (what can be withdrawn); a game shows cash plus
 * bonus money, so the bonus is named beside it rather than left to guess.
 */
export const HeaderBalance = () => {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  const balance = useWalletBalance();
  const { hidden, toggle } = useBalanceVisibility();
  const allowRefresh = useThrottle(1000);
  if (!isLoggedIn) return null;

  const { data, isFetching } = balance;
  const shown = data ? (hidden ? `${data.currencySymbol}${HIDDEN_AMOUNT}` : money(data.currencySymbol, data.balance)) : balance.isError ? '—' : '…';
  const label = isTrial ? t('wallet.balance.demo') : t('wallet.balance.label');
  const bonus = data && !hidden && BigInt(data.bonus) > 0n ? money(data.currencySymbol, data.bonus) : null;
  const refreshLabel = hidden
    ? t('wallet.balance.refresh_hidden', { label })
    : bonus
      ? t('wallet.balance.refresh_label_bonus', { label, amount: shown, bonus })
      : t('wallet.balance.refresh_label', { label, amount: shown });
  const refresh = () => {
    if (allowRefresh()) void balance.refetch();
  };

  return (
    <div className="header-balance" data-testid="header-balance" data-trial={isTrial || undefined}>
      <div className="header-balance__pill">
        <button
          type="button"
          className="header-balance__amount"
          onClick={refresh}
          aria-busy={isFetching || undefined}
          aria-label={refreshLabel}
          title={refreshLabel}
          data-testid="balance-refresh"
        >
          <span className="header-balance__text">
            <small className="header-balance__label">{label}</small>
            {/* Beside the label on a wide screen; on a phone, where the label gives way, its own line under the amount (a phone has no hover for the tooltip). */}
            {bonus && (
              <small className="header-balance__bonus" data-testid="balance-bonus">
                {t('wallet.balance.bonus_line', { amount: bonus })}
              </small>
            )}
            <span className="header-balance__value" data-testid="balance-amount" data-hidden={hidden || undefined}>
              {shown}
            </span>
          </span>
          <IconRefresh size={14} className="header-balance__spin" data-spinning={isFetching || undefined} data-testid="balance-spinner" />
        </button>
        <button
          type="button"
          className="header-balance__eye"
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
          title={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
          data-testid="balance-eye"
        >
          {hidden ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </button>
      </div>
      {!isTrial && (
        <ButtonLink
          to="/member?tab=depositv2"
          variant="accent"
          size="sm"
          className="header-balance__deposit"
          icon={<IconDownload size={16} />}
          aria-label={t('wallet.balance.deposit')}
          data-testid="deposit-button"
        >
          <span className="header-balance__deposit-text">{t('wallet.balance.deposit')}</span>
        </ButtonLink>
      )}
    </div>
  );
};
