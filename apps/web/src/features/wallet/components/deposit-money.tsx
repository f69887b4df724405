import type { TDeposit } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';

/**
 * A deposit's money as <dt>/<dd> pairs for the caller's <dl>: the amount, then
 * the fee and what was credited (approved) or is to be credited (pending). A
 * rejected or failed deposit moved no money, so it shows no fee and says
 * nothing was credited rather than a "credited" amount that never arrived.
 */
export const DepositMoney = ({ deposit, symbol }: { deposit: Pick<TDeposit, 'status' | 'amount' | 'fee' | 'credited'>; symbol: string }) => {
  const { t } = useTranslation();
  const settledWithoutMoney = deposit.status === 'rejected' || deposit.status === 'failed';
  return (
    <>
      <div>
        <dt>{t('wallet.deposit.amount')}</dt>
        <dd data-testid="deposit-money-amount">{money(symbol, deposit.amount)}</dd>
      </div>
      {settledWithoutMoney ? (
        <div>
          <dt>{t('wallet.deposit.credited')}</dt>
          <dd data-testid="deposit-nothing-credited">{t('wallet.deposit.nothing_credited')}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>{t('wallet.deposit.fee')}</dt>
            <dd data-testid="deposit-money-fee">{money(symbol, deposit.fee)}</dd>
          </div>
          <div>
            <dt>{deposit.status === 'pending' ? t('wallet.deposit.to_credit') : t('wallet.deposit.credited')}</dt>
            <dd data-testid="deposit-money-credited">{money(symbol, deposit.credited)}</dd>
          </div>
        </>
      )}
    </>
  );
};
