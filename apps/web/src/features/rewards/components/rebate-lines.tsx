import type { TRebateLine } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { bpsToPercent } from '../utils/rates';
import { categoryName } from './reward-labels';

/**
 * A rebate explained line by line: each day and category's valid bet × the
 * rate of the member's level = the rebate, and the total paid. A table that
 * turns into cards on phones.
 */
export const RebateLines = ({ lines, symbol, total, testId = 'rebate-lines' }: { lines: readonly TRebateLine[]; symbol: string; total: string; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="table-frame rebate-lines">
      <table className="data-table rebate-lines__table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('rewards.col_day')}</th>
            <th scope="col">{t('rewards.col_category')}</th>
            <th scope="col" className="num">
              {t('rewards.col_valid_bet')}
            </th>
            <th scope="col" className="num">
              {t('rewards.col_rate')}
            </th>
            <th scope="col" className="num">
              {t('rewards.col_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.day}-${line.category}`} data-testid="rebate-line" data-category={line.category}>
              <td data-label={t('rewards.col_day')} className="rebate-lines__day">
                {line.day}
              </td>
              <td data-label={t('rewards.col_category')}>
                <span className={`rebate-cat rebate-cat--${line.category.toLowerCase()}`}>{categoryName(t, line.category)}</span>
              </td>
              <td data-label={t('rewards.col_valid_bet')} className="num">
                {money(symbol, line.validBet)}
              </td>
              <td data-label={t('rewards.col_rate')} className="num rebate-lines__rate">
                <span>
                  <span aria-hidden="true">× </span>
                  {bpsToPercent(line.rateBps)}
                </span>
              </td>
              <td data-label={t('rewards.col_amount')} className="num rebate-lines__amount">
                <span>
                  <span aria-hidden="true">= </span>
                  {money(symbol, line.amount)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="rebate-lines__total">
            <th scope="row" colSpan={4}>
              {t('rewards.total')}
            </th>
            <td className="num" data-label={t('rewards.total')} data-testid={`${testId}-total`}>
              {money(symbol, total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
};
