import { parseMoneyInput, type TDepositChannel } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { money } from '@/lib/money';
import { type AmountCheck, quickAmounts } from '../utils/deposit-amount';

/** The message for an amount that failed checkDepositAmount. */
export const useAmountError = () => {
  const { t } = useTranslation();
  return (check: AmountCheck, channel: TDepositChannel, symbol: string): string | null => {
    if (check.problem === 'invalid') return t('wallet.deposit.amount_invalid');
    if (check.problem === 'below_min') return t('wallet.deposit.amount_below', { min: money(symbol, channel.minAmount) });
    if (check.problem === 'above_max') return t('wallet.deposit.amount_above', { max: money(symbol, channel.maxAmount) });
    return null;
  };
};

/** Deposit amount with the channel's limits under it and a few quick picks that fit them. */
export const DepositAmountField = ({
  channel,
  symbol,
  value,
  onChange,
  error,
}: {
  channel: TDepositChannel;
  symbol: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) => {
  const { t } = useTranslation();
  const current = parseMoneyInput(value);
  const picks = quickAmounts(channel);
  return (
    <div className="deposit-amount">
      <FormField
        name="amount"
        label={t('wallet.deposit.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        leading={<span className="wallet-currency">{symbol}</span>}
        hint={t('wallet.deposit.limits', { min: money(symbol, channel.minAmount), max: money(symbol, channel.maxAmount) })}
        inputTestId="deposit-amount"
      />
      {picks.length > 0 && (
        <div className="deposit-amount__picks" role="group" aria-label={t('wallet.deposit.quick_amounts')}>
          {picks.map((major) => (
            <button
              key={major}
              type="button"
              className="chip"
              aria-pressed={current === String(major * 100)}
              onClick={() => onChange(String(major))}
              data-testid={`deposit-quick-${major}`}
            >
              {money(symbol, String(major * 100)).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
