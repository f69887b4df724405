import { parseMoneyInput, type TDepositChannel } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { money } from '@/lib/money';
import { type AmountCheck, checkDepositAmount, quickAmounts } from '../utils/deposit-amount';

/** The message for an amount that failed checkDepositAmount. */
export const useAmountError = () => {
  const { t } = useTranslation();
  return (check: AmountCheck, channel: TDepositChannel, symbol: string): string | null => {
    if (check.problem === 'invalid') return t('wallet.deposit.amount_invalid');
    if (check.problem === 'below_min') return t('wallet.deposit.amount_below', { min: money(symbol, channel.minAmount) });
    if (check.problem === 'above_max') return t('wallet.deposit.amount_above', { max: money(symbol, channel.maxAmount) });
    if (check.problem === 'below_fee') return t('wallet.deposit.amount_below_fee');
    return null;
  };
};

/**
 * What the member pays, the fee and what reaches the wallet, worked out as
 * they type with the rule the server charges by (depositQuote). Nothing shows
 * until the amount is one the channel takes.
 */
const DepositQuote = ({ channel, symbol, value }: { channel: TDepositChannel; symbol: string; value: string }) => {
  const { t } = useTranslation();
  const { quote } = checkDepositAmount(value, channel);
  if (!quote) return null;
  return (
    <dl className="deposit-quote" aria-live="polite" data-testid="deposit-quote">
      <div>
        <dt>{t('wallet.deposit.you_pay')}</dt>
        <dd data-testid="deposit-quote-amount">{money(symbol, quote.amount.toString())}</dd>
      </div>
      <div>
        <dt>{t('wallet.deposit.fee')}</dt>
        <dd data-testid="deposit-quote-fee">{quote.fee > 0n ? money(symbol, quote.fee.toString()) : t('wallet.deposit.fee_none')}</dd>
      </div>
      <div className="deposit-quote__total">
        <dt>{t('wallet.deposit.you_receive')}</dt>
        <dd data-testid="deposit-quote-credited">{money(symbol, quote.credited.toString())}</dd>
      </div>
    </dl>
  );
};

/** Deposit amount with the channel's limits under it, a few quick picks that fit them and the fee preview. */
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
      <DepositQuote channel={channel} symbol={symbol} value={value} />
    </div>
  );
};
