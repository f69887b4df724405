import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconList } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useBonusHistory } from '../api/bonus-history';
import { bonusEventLabel } from './promotion-labels';

const PAGE_SIZE = 10;

/** What happened to the member's bonuses, newest first, ten at a time; a table that turns into cards on phones. */
export const BonusHistory = ({ symbol, offset, titles }: { symbol: string; offset: number; titles: ReadonlyMap<number, string> }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useBonusHistory({ pageNo, pageSize: PAGE_SIZE });

  let body;
  if (history.isPending) body = <Spinner label={t('common.loading')} />;
  else if (history.isError) body = <LoadFailed title={t('promotions.bonus.history_failed')} error={history.error} onRetry={() => void history.refetch()} retryTestId="bonus-history-retry" />;
  else if (history.data.list.length === 0) body = <EmptyState compact icon={<IconList size={28} />} title={t('promotions.bonus.history_empty')} />;
  else {
    const data = history.data;
    body = (
      <>
        <div className="table-frame">
          <table className="data-table bonus-history__table" data-testid="bonus-history">
            <thead>
              <tr>
                <th scope="col">{t('promotions.bonus.col_time')}</th>
                <th scope="col">{t('promotions.bonus.col_event')}</th>
                <th scope="col">{t('promotions.bonus.col_promotion')}</th>
                <th scope="col" className="num">
                  {t('promotions.bonus.col_amount')}
                </th>
                <th scope="col" className="num">
                  {t('promotions.bonus.col_counted')}
                </th>
                <th scope="col">{t('promotions.bonus.col_game')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((e, i) => (
                <tr key={`${e.bonusId}-${e.at}-${i}`} data-testid="bonus-event" data-kind={e.kind}>
                  <td data-label={t('promotions.bonus.col_time')} className="bonus-history__time">
                    {formatInOffset(e.at, offset)}
                  </td>
                  <td data-label={t('promotions.bonus.col_event')}>
                    <span className={`bonus-event bonus-event--${e.kind}`}>{bonusEventLabel(t, e.kind)}</span>
                  </td>
                  <td data-label={t('promotions.bonus.col_promotion')}>{titles.get(e.bonusId) ?? `#${e.bonusId}`}</td>
                  <td data-label={t('promotions.bonus.col_amount')} className="num">
                    {money(symbol, e.amount)}
                  </td>
                  <td data-label={t('promotions.bonus.col_counted')} className="num">
                    {e.counted === null ? '—' : money(symbol, e.counted)}
                  </td>
                  <td data-label={t('promotions.bonus.col_game')} className="bonus-history__game">
                    {e.gameName ?? e.gameCode ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          onChange={setPageNo}
          busy={history.isPlaceholderData}
          testIdPrefix="bonus-history-pager"
          labels={{
            navigation: t('promotions.bonus.pager_label'),
            previous: t('promotions.bonus.pager_prev'),
            next: t('promotions.bonus.pager_next'),
            status: t('promotions.bonus.pager_status', { page: data.pageNo, pages: data.totalPages }),
          }}
        />
      </>
    );
  }

  return (
    <section className="bonus-list bonus-history" aria-labelledby="bonus-history-title">
      <h3 id="bonus-history-title" className="bonus-list__title">
        {t('promotions.bonus.history_title')}
      </h3>
      {body}
    </section>
  );
};
